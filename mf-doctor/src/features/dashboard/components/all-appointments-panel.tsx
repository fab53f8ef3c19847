import type { Appointment } from '@vetnow/contracts/appointment';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { newestFirst } from './dashboard-views';
import { DoctorAppointmentCard, type AppointmentAction } from './doctor-appointment-card';

/** All Appointments, newest first, each with its actions; 'No appointments' when there are none. */
export function AllAppointmentsPanel({
  appointments,
  onAction,
}: {
  appointments: readonly Appointment[];
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (appointments.length === 0) return <EmptyState headingLevel={2} title={t('all.empty')} />;
  return (
    <ul aria-label={t('all.listLabel')} className="grid grid-cols-1 gap-4">
      {newestFirst(appointments).map((a) => (
        <li key={a._id}>
          <DoctorAppointmentCard appointment={a} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}
