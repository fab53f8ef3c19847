import type { Appointment } from '@vetnow/contracts/appointment';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { AppointmentCard } from './appointment-card';

export interface AppointmentListProps {
  appointments: readonly Appointment[];
  now: Date;
  onCancel?: (appointment: Appointment) => void;
  onReschedule?: (appointment: Appointment) => void;
  /** Defaults to 'No appointments found'. */
  emptyTitle?: ReactNode;
  emptyAction?: ReactNode;
  headingLevel?: 2 | 3;
  /** True once the screen stopped checking on processing card payments (they read "Still processing"). */
  paymentCheckGaveUp?: boolean;
}

/** The appointments as a list of cards, or the empty state. */
export function AppointmentList({
  appointments,
  now,
  onCancel,
  onReschedule,
  emptyTitle,
  emptyAction,
  headingLevel = 2,
  paymentCheckGaveUp = false,
}: AppointmentListProps) {
  const { t } = useTranslation(NAMESPACE);
  if (appointments.length === 0) {
    return <EmptyState headingLevel={headingLevel} title={emptyTitle ?? t('empty')} action={emptyAction} />;
  }
  return (
    <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-4">
      {appointments.map((a) => (
        <li key={a._id}>
          <AppointmentCard
            appointment={a}
            now={now}
            onCancel={onCancel}
            onReschedule={onReschedule}
            headingLevel={headingLevel}
            paymentCheckGaveUp={paymentCheckGaveUp}
          />
        </li>
      ))}
    </ul>
  );
}
