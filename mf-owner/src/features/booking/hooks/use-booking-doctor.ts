import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { Doctor } from '@vetnow/contracts/doctor';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { listedDoctor } from '../../../shared/doctors/listed-doctor';
import type { SlotsState } from '../components/time-slot-picker';

export type DoctorState =
  | { status: 'loading' }
  | { status: 'ready'; doctor: Doctor }
  /** 404: no active doctor with this id (deactivated or removed) — not a failure to report. */
  | { status: 'unavailable' }
  | { status: 'failed' };

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * The wizard's doctor; a 404 is 'unavailable' (inactive or gone); else 'Failed to fetch doctor details'. Coming from
 * the doctor list (Book Appointment on /doctors), the doctor is shown at once as the list has them while their
 * profile is fetched, instead of a spinner for a round trip: the same contract's shape, replaced by the answer.
 */
export function useBookingDoctor(doctorId: string): DoctorState {
  const { t } = useTranslation('booking');
  const client = useQueryClient();
  const query = useApiQuery(
    API.clinic.getDoctor,
    { params: { id: doctorId } },
    { retry: false, placeholderData: () => listedDoctor(client, doctorId) },
  );
  const failed = query.isError && !isNotFound(query.error);
  // Toasted here, not by the query's meta: a 404 is an answer the wizard shows, not a failure.
  useEffect(() => {
    if (failed) notify.error(t('errors.fetchDoctor'));
  }, [failed, query.errorUpdatedAt, t]);
  if (query.isSuccess) return { status: 'ready', doctor: query.data };
  if (query.isError) return failed ? { status: 'failed' } : { status: 'unavailable' };
  return { status: 'loading' };
}

/** The doctor's slots of the chosen date ('idle' without one); 'Failed to fetch available slots' on failure. */
export function useAvailableSlots(doctorId: string, date: string): SlotsState {
  const { t } = useTranslation('booking');
  const query = useApiQuery(
    API.clinic.getSlots,
    { params: { id: doctorId }, query: { date } },
    { enabled: date !== '', meta: { errorToast: t('errors.fetchSlots') } },
  );
  if (!date) return { status: 'idle' };
  if (query.isSuccess) return { status: 'ready', slots: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
