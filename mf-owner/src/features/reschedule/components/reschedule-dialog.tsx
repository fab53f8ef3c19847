import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { lastBookableDate } from '@vetnow/contracts/booking-limits';
import { clinicTomorrow } from '@vetnow/contracts/clinic-time';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { MonthCalendar, TimeSlotPicker, useAvailableSlots } from '../../booking';
import { useClosedDays } from '../../../shared/calendar/use-closed-days';
import { formatLongDate, formatShortDate } from '../../../shared/format-date';
import { NAMESPACE } from '../i18n/reschedule-i18n';

export interface RescheduleDialogProps {
  /** The appointment to move; null: the dialog is closed. */
  appointment: Appointment | null;
  /** "Now" for tomorrow and the booking horizon (clinic time) — injectable for tests. */
  now?: () => Date;
  onClose: () => void;
}

/**
 * Moves an appointment to another date and slot of the same doctor, with the wizard's month calendar (closed days
 * disabled, with their reasons) and slot grid. Confirm → PUT /appointments/:id/reschedule; success → toast, the
 * lists are read again (the card shows the new time) and the dialog closes; a refusal (409: the slot was just
 * taken, the day closed…) is shown by its code in the dialog, the slots are read again, and the appointment stays
 * as it was.
 */
export function RescheduleDialog({ appointment, now = () => new Date(), onClose }: RescheduleDialogProps) {
  if (!appointment) return null;
  // Keyed by the appointment: a new one starts with nothing chosen.
  return <RescheduleDialogOpen key={appointment._id} appointment={appointment} now={now} onClose={onClose} />;
}

function RescheduleDialogOpen({
  appointment: a,
  now,
  onClose,
}: {
  appointment: Appointment;
  now: () => Date;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const client = useQueryClient();
  const doctorId = a.doctor._id;
  const minDate = clinicTomorrow(now());
  const maxDate = lastBookableDate(now());
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const closedDays = useClosedDays(doctorId, minDate, maxDate);
  const slots = useAvailableSlots(doctorId, date);
  const move = useApiMutation(API.booking.reschedule);
  const needs = a.status === 'needs-rescheduling';
  const current = { date: formatShortDate(a.appointmentDate, locale), time: formatSlotTime(a.timeSlot, locale), doctor: a.doctor.fullName };
  // The slot chosen, while the grid still offers it.
  const chosenFree = slots.status === 'ready' && slots.slots.some((s) => s.time === time && !s.isBooked);

  function confirm() {
    if (!chosenFree) return;
    setFailure(null);
    move.mutate(
      { params: { id: a._id }, body: { appointmentDate: date, timeSlot: time } },
      {
        onSuccess: ({ appointment: moved }) => {
          notify.success(
            t('success', { date: formatShortDate(moved.appointmentDate, locale), time: formatSlotTime(moved.timeSlot, locale) }),
          );
          onClose();
        },
        onError: (error) => {
          setFailure(errorText(error, t('failed')));
          if ((error as { status?: unknown }).status === 409) {
            setTime('');
            void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
          }
        },
      },
    );
  }

  return (
    <Modal
      open
      title={needs ? t('dialog.titleNeeds') : t('dialog.title')}
      description={t('dialog.current', current)}
      onClose={() => {
        if (!move.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
            {t('dialog.keep')}
          </Button>
          <Button onClick={confirm} disabled={!chosenFree} busy={move.isPending}>
            {t('dialog.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{t('dialog.date')}</p>
          <MonthCalendar
            value={date}
            minDate={minDate}
            maxDate={maxDate}
            closedDays={closedDays}
            onSelect={(next) => {
              if (next === date) return;
              setDate(next);
              setTime('');
              setFailure(null);
            }}
          />
        </div>
        <div aria-live="polite">
          <p className="mb-2 text-sm font-medium text-slate-800">
            {date ? t('dialog.slotsFor', { date: formatLongDate(date, locale) }) : t('dialog.slots')}
          </p>
          <TimeSlotPicker
            state={slots}
            value={time}
            onSelect={(next) => {
              setTime(next);
              setFailure(null);
            }}
          />
          {chosenFree && (
            <p className="mt-3 text-sm font-medium text-teal-800">
              {t('dialog.chosen', { date: formatShortDate(date, locale), time: formatSlotTime(time, locale) })}
            </p>
          )}
        </div>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
