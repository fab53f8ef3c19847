import { useCallback, useEffect, useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchDoctorAppointments } from '../api/doctor-dashboard-api';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

export interface DoctorAppointments {
  /** `loading` only until the first answer; a reload keeps showing the list it replaces. */
  status: 'loading' | 'ready' | 'failed';
  appointments: Appointment[];
  reload: () => void;
}

/** The doctor's appointments; a failure toasts 'Failed to fetch appointments' and keeps the list as it was. */
export function useDoctorAppointments(): DoctorAppointments {
  const { t } = useTranslation(NAMESPACE);
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchDoctorAppointments(controller.signal).then(
      (list) => {
        setAppointments(Array.isArray(list) ? list : []);
        setFailed(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        notify.error(t('errors.fetch'));
      },
    );
    return () => controller.abort();
  }, [attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: appointments !== null ? 'ready' : failed ? 'failed' : 'loading', appointments: appointments ?? [], reload };
}
