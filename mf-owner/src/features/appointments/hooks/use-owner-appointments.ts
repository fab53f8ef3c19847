import type { Appointment } from '@vetnow/contracts/appointment';
import { notify } from '@vetnow/web-kit/toaster';
import { useApiResource } from '@vetnow/web-kit/use-api-resource';
import { useTranslation } from 'react-i18next';
import { fetchOwnerAppointments } from '../../../shared/api/appointments-api';
import { NAMESPACE } from '../i18n/appointments-i18n';

export interface OwnerAppointments {
  /** `loading` only until the first answer; a reload keeps showing the list it replaces. */
  status: 'loading' | 'ready' | 'failed';
  appointments: Appointment[];
  /** Fetches the list again (after a cancel). */
  reload: () => void;
}

const fetchList = (signal: AbortSignal) => fetchOwnerAppointments(signal).then((list) => (Array.isArray(list) ? list : []));

/**
 * The owner's appointments (GET /users/appointments). A failure toasts 'Failed to fetch appointments' and
 * leaves the list as it was (empty at first).
 */
export function useOwnerAppointments(): OwnerAppointments {
  const { t } = useTranslation(NAMESPACE);
  const { status, data, reload } = useApiResource(fetchList, () => notify.error(t('errors.fetch')));
  return { status, appointments: data ?? [], reload };
}
