import { lastBookableDate } from '@vetnow/domain/booking-limits';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';
import { useRescheduleMove } from '@vetnow/web-kit/reschedule';
import { RescheduleModal, type OpenRescheduleDialogProps } from '@vetnow/web-kit/ui/reschedule-modal';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { MonthCalendar, TimeSlotPicker, useAvailableSlots } from '../../booking';
import { useClosedDays } from '../../../shared/calendar/use-closed-days';
import { formatLongDate, formatShortDate } from '../../../shared/format-date';
import { NAMESPACE } from '../i18n/reschedule-i18n';

/**
 * Moves an appointment to another date and slot of the same doctor, with the wizard's month calendar (closed days
 * disabled, with their reasons) and slot grid. Confirm → PUT /appointments/:id/reschedule; success → toast, the
 * lists are read again (the card shows the new time) and the dialog closes; a refusal (409: the slot was just
 * taken, the day closed…) is shown by its code in the dialog, the slots are read again, and the appointment stays
 * as it was. The frame and the move are the kit's, shared with the admin's dialog.
 */
export function RescheduleDialogOpen({ appointment: a, now, onClose }: OpenRescheduleDialogProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const doctorId = a.doctor._id;
  const minDate = clinicTomorrow(now());
  const maxDate = lastBookableDate(now());
  const move = useRescheduleMove({
    appointmentId: a._id,
    successText: (moved) =>
      t('success', {
        date: formatShortDate(moved.appointmentDate, locale),
        time: formatSlotTime(moved.timeSlot, locale),
      }),
    failedText: t('failed'),
    onMoved: onClose,
  });
  const { date, time } = move;
  const closedDays = useClosedDays(doctorId, minDate, maxDate);
  const slots = useAvailableSlots(doctorId, date);
  const needs = a.status === 'needs-rescheduling';
  const current = {
    date: formatShortDate(a.appointmentDate, locale),
    time: formatSlotTime(a.timeSlot, locale),
    doctor: a.doctor.fullName,
  };
  // The slot chosen, while the grid still offers it.
  const chosenFree = slots.status === 'ready' && slots.slots.some((s) => s.time === time && !s.isBooked);

  return (
    <RescheduleModal
      move={move}
      canConfirm={chosenFree}
      onClose={onClose}
      title={needs ? t('dialog.titleNeeds') : t('dialog.title')}
      description={t('dialog.current', current)}
      keepLabel={t('dialog.keep')}
      confirmLabel={t('dialog.confirm')}
      gapClassName="gap-6"
      datePicker={
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{t('dialog.date')}</p>
          <MonthCalendar
            value={date}
            minDate={minDate}
            maxDate={maxDate}
            closedDays={closedDays}
            onSelect={(next) => {
              if (next !== date) move.pickDate(next);
            }}
          />
        </div>
      }
      slotsHeading={date ? t('dialog.slotsFor', { date: formatLongDate(date, locale) }) : t('dialog.slots')}
      slots={<TimeSlotPicker state={slots} value={time} onSelect={move.pickTime} />}
      chosenText={
        chosenFree
          ? t('dialog.chosen', { date: formatShortDate(date, locale), time: formatSlotTime(time, locale) })
          : null
      }
    />
  );
}
