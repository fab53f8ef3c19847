import { useEffect, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { ApiError } from '@vetnow/web-kit/api-client';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchDoctor, fetchDoctorSlots, isAbort } from '../../../shared/api/doctors-api';
import type { SlotsState } from '../components/time-slot-picker';

export type DoctorState =
  | { status: 'loading' }
  | { status: 'ready'; doctor: Doctor }
  /** 404: no active doctor with this id (deactivated or removed) — not a failure to report. */
  | { status: 'unavailable' }
  | { status: 'failed' };

/** GET /api/doctors/:id; a 404 is 'unavailable' (inactive or gone); else 'Failed to fetch doctor details'. */
export function useBookingDoctor(doctorId: string): DoctorState {
  const { t } = useTranslation('booking');
  const [state, setState] = useState<DoctorState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDoctor(doctorId, controller.signal).then(
      (doctor) => setState({ status: 'ready', doctor }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'unavailable' });
          return;
        }
        setState({ status: 'failed' });
        notify.error(t('errors.fetchDoctor'));
      },
    );
    return () => controller.abort();
  }, [doctorId, t]);
  return state;
}

/**
 * GET /api/doctors/:id/slots?date= for the chosen date ('idle' without one); 'Failed to fetch available
 * slots' on failure. An answer for an older date is dropped.
 */
export function useAvailableSlots(doctorId: string, date: string): SlotsState {
  const { t } = useTranslation('booking');
  const [result, setResult] = useState<{ key: string; state: SlotsState } | null>(null);
  const key = `${doctorId}|${date}`;
  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    fetchDoctorSlots(doctorId, date, controller.signal).then(
      (slots) => setResult({ key, state: { status: 'ready', slots: Array.isArray(slots) ? slots : [] } }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setResult({ key, state: { status: 'failed' } });
        notify.error(t('errors.fetchSlots'));
      },
    );
    return () => controller.abort();
  }, [doctorId, date, key, t]);
  if (!date) return { status: 'idle' };
  return result && result.key === key ? result.state : { status: 'loading' };
}
