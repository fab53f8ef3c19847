import { useEffect, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchDoctors, isAbort, type DoctorFilterValues } from '../api/doctors-api';

export type SearchStatus = 'loading' | 'ready' | 'failed';

/**
 * The doctors matching `filters`, fetched again whenever a filter changes; an answer to an older filter set
 * is dropped (its call is aborted). A failure toasts 'Failed to fetch doctors' and leaves the list empty.
 */
export function useDoctorSearch(filters: DoctorFilterValues): { doctors: Doctor[]; status: SearchStatus } {
  const { t } = useTranslation('doctors');
  const [doctors, setDoctors] = useState<Doctor[]>([]);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const { location, specialization, availableTime, date } = filters;

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchDoctors({ location, specialization, availableTime, date }, controller.signal).then(
      (list) => {
        setDoctors(Array.isArray(list) ? list : []);
        setStatus('ready');
      },
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setDoctors([]);
        setStatus('failed');
        notify.error(t('errors.fetchDoctors'));
      },
    );
    return () => controller.abort();
  }, [location, specialization, availableTime, date, t]);

  return { doctors, status };
}
