import type { Appointment } from '@vetnow/contracts/appointment';
import { notify } from '@vetnow/web-kit/toaster';
import { useApiResource } from '@vetnow/web-kit/use-api-resource';
import { useTranslation } from 'react-i18next';
import { fetchDoctorAppointments } from '../api/doctor-dashboard-api';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';

export interface DoctorAppointments {
  /** `loading` only until the first answer; a reload keeps showing the list it replaces. */
  status: 'loading' | 'ready' | 'failed';
  appointments: Appointment[];
  reload: () => void;
}

const fetchList = (signal: AbortSignal) => fetchDoctorAppointments(signal).then((list) => (Array.isArray(list) ? list : []));

/** The doctor's appointments; a failure toasts 'Failed to fetch appointments' and keeps the list as it was. */
export function useDoctorAppointments(): DoctorAppointments {
  const { t } = useTranslation(NAMESPACE);
  const { status, data, reload } = useApiResource(fetchList, () => notify.error(t('errors.fetch')));
  return { status, appointments: data ?? [], reload };
}
