import { useCallback, useEffect, useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchOwnerAppointments } from '../api/appointments-api';
import { NAMESPACE } from '../i18n/appointments-i18n';

export interface OwnerAppointments {
  /** `loading` only until the first answer; a reload keeps showing the list it replaces. */
  status: 'loading' | 'ready' | 'failed';
  appointments: Appointment[];
  /** Fetches the list again (after a cancel). */
  reload: () => void;
}

/**
 * The owner's appointments (GET /users/appointments). A failure toasts 'Failed to fetch appointments' and
 * leaves the list as it was (empty at first).
 */
export function useOwnerAppointments(): OwnerAppointments {
  const { t } = useTranslation(NAMESPACE);
  const [appointments, setAppointments] = useState<Appointment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOwnerAppointments(controller.signal).then(
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
  const status = appointments !== null ? 'ready' : failed ? 'failed' : 'loading';
  return { status, appointments: appointments ?? [], reload };
}
