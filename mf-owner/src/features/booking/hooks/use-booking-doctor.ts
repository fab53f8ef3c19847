import { useQuery } from '@tanstack/react-query';
import type { Doctor } from '@vetnow/contracts/doctor';
import { useTranslation } from 'react-i18next';
import { ownerQueries, useFailureToast } from '../../../shared/api/owner-queries';
import type { SlotsState } from '../components/time-slot-picker';

export type DoctorState =
  | { status: 'loading' }
  | { status: 'ready'; doctor: Doctor }
  /** 404: no active doctor with this id (deactivated or removed) — not a failure to report. */
  | { status: 'unavailable' }
  | { status: 'failed' };

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** The wizard's doctor; a 404 is 'unavailable' (inactive or gone); else 'Failed to fetch doctor details'. */
export function useBookingDoctor(doctorId: string): DoctorState {
  const { t } = useTranslation('booking');
  const query = useQuery({ ...ownerQueries.doctor(doctorId), retry: false });
  const unavailable = query.isError && isNotFound(query.error);
  useFailureToast({ isError: query.isError && !unavailable, errorUpdatedAt: query.errorUpdatedAt }, t('errors.fetchDoctor'));
  if (query.isSuccess) return { status: 'ready', doctor: query.data };
  if (query.isError) return unavailable ? { status: 'unavailable' } : { status: 'failed' };
  return { status: 'loading' };
}

/** The doctor's slots of the chosen date ('idle' without one); 'Failed to fetch available slots' on failure. */
export function useAvailableSlots(doctorId: string, date: string): SlotsState {
  const { t } = useTranslation('booking');
  const query = useQuery({ ...ownerQueries.slots(doctorId, date), enabled: date !== '' });
  useFailureToast(query, t('errors.fetchSlots'));
  if (!date) return { status: 'idle' };
  if (query.isSuccess) return { status: 'ready', slots: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
