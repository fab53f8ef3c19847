import { useEffect, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { doctorSearchQuery, fetchDoctors, isAbort, type DoctorFilterValues } from '../../../shared/api/doctors-api';

export type SearchStatus = 'loading' | 'ready' | 'failed';

interface Result {
  /** The query these results answer. */
  key: string;
  doctors: Doctor[];
  status: Exclude<SearchStatus, 'loading'>;
}

/**
 * The doctors matching `filters`, fetched again whenever a filter changes; an answer to an older filter set
 * is dropped (its call is aborted), and results never show under filters they do not answer (the status is
 * 'loading' from the render where a filter changed). A failure toasts 'Failed to fetch doctors' and leaves
 * the list empty.
 */
export function useDoctorSearch(filters: DoctorFilterValues): { doctors: Doctor[]; status: SearchStatus } {
  const { t } = useTranslation('doctors');
  const [result, setResult] = useState<Result | null>(null);
  const { location, specialization, availableTime, date } = filters;
  const key = JSON.stringify(doctorSearchQuery({ location, specialization, availableTime, date }));

  useEffect(() => {
    const controller = new AbortController();
    fetchDoctors({ location, specialization, availableTime, date }, controller.signal).then(
      (list) => setResult({ key, doctors: Array.isArray(list) ? list : [], status: 'ready' }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setResult({ key, doctors: [], status: 'failed' });
        notify.error(t('errors.fetchDoctors'));
      },
    );
    return () => controller.abort();
  }, [key, location, specialization, availableTime, date, t]);

  if (!result || result.key !== key) return { doctors: [], status: 'loading' };
  return { doctors: result.doctors, status: result.status };
}
