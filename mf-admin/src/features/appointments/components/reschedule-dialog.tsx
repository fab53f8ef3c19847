import type { ReactNode } from 'react';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useRescheduleMove, type RescheduleMove } from '@vetnow/web-kit/reschedule';
import { Button } from '@vetnow/web-kit/ui/button';
import { RescheduleModal, rescheduleDialogOf, type OpenRescheduleDialogProps } from '@vetnow/web-kit/ui/reschedule-modal';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_APPOINTMENTS_NS } from '../i18n/admin-appointments-i18n';

export type { RescheduleDialogProps } from '@vetnow/web-kit/ui/reschedule-modal';

/**
 * The admin moves a scheduled or needs-rescheduling appointment (any time; contract booking.reschedule): a date,
 * then one of the doctor's free slots of that date (GET /doctors/:id/slots). Confirm → PUT
 * /appointments/:id/reschedule; success → toast, the list is read again (the mutation invalidates it) and the
 * dialog closes; a refusal is shown by its code in the dialog (409: the slots are read again and the choice cleared).
 * The frame and the move are the kit's, shared with the owner's dialog.
 */
export const RescheduleDialog = rescheduleDialogOf(RescheduleDialogOpen);

function RescheduleDialogOpen({ appointment: a, now, onClose }: OpenRescheduleDialogProps) {
  const { t } = useTranslation(ADMIN_APPOINTMENTS_NS);
  const move = useRescheduleMove({
    appointmentId: a._id,
    successText: (moved) =>
      t('reschedule.success', {
        date: formatClinicDate(moved.appointmentDate),
        time: formatSlotTime(moved.timeSlot),
      }),
    failedText: t('reschedule.failed'),
    onMoved: onClose,
  });
  const { date, time } = move;
  const slots = useApiQuery(
    API.clinic.getSlots,
    { params: { id: a.doctor._id }, query: { date } },
    { enabled: date !== '' },
  );
  const free = (slots.data ?? []).filter((s) => !s.isBooked);
  const chosenFree = free.some((s) => s.time === time);

  let slotChoice: ReactNode;
  if (date === '') slotChoice = <p className="text-sm text-slate-600">{t('reschedule.pickDate')}</p>;
  else if (slots.isPending) slotChoice = <Spinner label={t('reschedule.loadingSlots')} />;
  else if (slots.isError) {
    slotChoice = (
      <p role="alert" className="text-sm text-red-800">
        {errorText(slots.error, t('reschedule.slotsFailed'))}
      </p>
    );
  } else if (free.length === 0)
    slotChoice = <p className="text-sm text-slate-600">{t('reschedule.noSlots')}</p>;
  else slotChoice = <FreeSlots label={t('reschedule.slots')} times={free.map((s) => s.time)} move={move} />;

  return (
    <RescheduleModal
      move={move}
      canConfirm={chosenFree}
      onClose={onClose}
      title={t('reschedule.title')}
      description={t('reschedule.current', {
        user: a.user?.fullName ?? '',
        date: formatClinicDate(a.appointmentDate),
        time: formatSlotTime(a.timeSlot),
        doctor: a.doctor.fullName,
      })}
      keepLabel={t('reschedule.keep')}
      confirmLabel={t('reschedule.confirm')}
      datePicker={
        <TextField
          type="date"
          label={t('reschedule.date')}
          min={clinicToday(now())}
          value={date}
          onChange={(event) => move.pickDate(event.target.value)}
        />
      }
      slotsHeading={date ? t('reschedule.slotsFor', { date: formatClinicDate(date) }) : t('reschedule.slots')}
      slots={slotChoice}
      chosenText={chosenFree ? t('reschedule.chosen', { date: formatClinicDate(date), time }) : null}
    />
  );
}

/** The free slots of the date as toggle buttons, the chosen one pressed. */
function FreeSlots({ label, times, move }: { label: string; times: string[]; move: RescheduleMove }) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {times.map((slot) => (
        <li key={slot}>
          <Button
            variant={slot === move.time ? 'primary' : 'secondary'}
            className="w-full"
            aria-pressed={slot === move.time}
            onClick={() => move.pickTime(slot)}
          >
            {slot}
          </Button>
        </li>
      ))}
    </ul>
  );
}
