import type { Appointment } from '@vetnow/contracts/appointment';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { formatShortDate } from '../../../shared/format-date';
import { NAMESPACE } from '../i18n/reschedule-i18n';

/**
 * The card's button that opens the reschedule dialog: "Pick a new time" (primary) on a needs-rescheduling
 * appointment, "Reschedule" otherwise; its accessible name says which visit.
 */
export function RescheduleButton({
  appointment: a,
  onClick,
}: {
  appointment: Appointment;
  onClick: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const needs = a.status === 'needs-rescheduling';
  const names = { doctor: a.doctor.fullName, date: formatShortDate(a.appointmentDate, i18n.language), time: formatSlotTime(a.timeSlot, i18n.language) };
  return (
    <Button
      variant={needs ? 'primary' : 'secondary'}
      aria-haspopup="dialog"
      aria-label={t(needs ? 'pickNewTimeLabel' : 'rescheduleLabel', names)}
      onClick={onClick}
    >
      {t(needs ? 'pickNewTime' : 'reschedule')}
    </Button>
  );
}
