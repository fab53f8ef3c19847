import { useEffect, useState } from 'react';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchDoctor, fetchDoctorSlots, isAbort } from '../../../shared/api/doctors-api';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** GET /doctors/:id while `id` is set; 'Failed to fetch doctor details' on failure. */
export function useDoctorDetails(id: string | null): LoadState<Doctor> {
  const { t } = useTranslation('doctors');
  const [state, setState] = useState<LoadState<Doctor>>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDoctor(id, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setState({ status: 'failed' });
        notify.error(t('errors.fetchDoctor'));
      },
    );
    return () => controller.abort();
  }, [id, t]);
  return state;
}

/** GET /doctors/:id/slots?date= while both are set; 'Failed to fetch available slots' on failure. */
export function useDoctorSlots(id: string | null, date: string): LoadState<TimeSlot[]> {
  const { t } = useTranslation('doctors');
  const [state, setState] = useState<LoadState<TimeSlot[]>>({ status: 'loading' });
  useEffect(() => {
    if (!id || !date) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDoctorSlots(id, date, controller.signal).then(
      (data) => setState({ status: 'ready', data: Array.isArray(data) ? data : [] }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setState({ status: 'failed' });
        notify.error(t('errors.fetchSlots'));
      },
    );
    return () => controller.abort();
  }, [id, date, t]);
  return state;
}
