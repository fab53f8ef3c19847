import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@vetnow/contracts/appointment';
import { clinicToday } from '@vetnow/contracts/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_APPOINTMENTS_NS } from '../i18n/admin-appointments-i18n';

export interface RescheduleDialogProps {
  /** The appointment to move; null: the dialog is closed. */
  appointment: Appointment | null;
  /** "Now" for the earliest date (today in clinic time) — injectable for tests. */
  now?: () => Date;
  onClose: () => void;
}

/**
 * The admin moves a scheduled or needs-rescheduling appointment (any time; contract booking.reschedule): a date,
 * then one of the doctor's free slots of that date (GET /doctors/:id/slots). Confirm → PUT
 * /appointments/:id/reschedule; success → toast, the list is read again (the mutation invalidates it) and the
 * dialog closes; a refusal is shown by its code in the dialog (409: the slots are read again and the choice cleared).
 */
export function RescheduleDialog({ appointment, now = () => new Date(), onClose }: RescheduleDialogProps) {
  if (!appointment) return null;
  return <RescheduleDialogOpen key={appointment._id} appointment={appointment} now={now} onClose={onClose} />;
}

function RescheduleDialogOpen({ appointment: a, now, onClose }: { appointment: Appointment; now: () => Date; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_APPOINTMENTS_NS);
  const client = useQueryClient();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const doctorId = a.doctor._id;
  const slots = useApiQuery(API.clinic.getSlots, { params: { id: doctorId }, query: { date } }, { enabled: date !== '' });
  const move = useApiMutation(API.booking.reschedule);
  const free = (slots.data ?? []).filter((s) => !s.isBooked);
  const chosenFree = free.some((s) => s.time === time);

  function confirm() {
    if (!chosenFree) return;
    setFailure(null);
    move.mutate(
      { params: { id: a._id }, body: { appointmentDate: date, timeSlot: time } },
      {
        onSuccess: ({ appointment: moved }) => {
          notify.success(t('reschedule.success', { date: formatClinicDate(moved.appointmentDate), time: formatSlotTime(moved.timeSlot) }));
          onClose();
        },
        onError: (error) => {
          setFailure(errorText(error, t('reschedule.failed')));
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
      title={t('reschedule.title')}
      description={t('reschedule.current', {
        user: a.user?.fullName ?? '',
        date: formatClinicDate(a.appointmentDate),
        time: formatSlotTime(a.timeSlot),
        doctor: a.doctor.fullName,
      })}
      onClose={() => {
        if (!move.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
            {t('reschedule.keep')}
          </Button>
          <Button onClick={confirm} disabled={!chosenFree} busy={move.isPending}>
            {t('reschedule.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          type="date"
          label={t('reschedule.date')}
          min={clinicToday(now())}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
            setFailure(null);
          }}
        />
        <div aria-live="polite">
          <p className="mb-2 text-sm font-medium text-slate-800">
            {date ? t('reschedule.slotsFor', { date: formatClinicDate(date) }) : t('reschedule.slots')}
          </p>
          {date === '' ? (
            <p className="text-sm text-slate-600">{t('reschedule.pickDate')}</p>
          ) : slots.isPending ? (
            <Spinner label={t('reschedule.loadingSlots')} />
          ) : slots.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {errorText(slots.error, t('reschedule.slotsFailed'))}
            </p>
          ) : free.length === 0 ? (
            <p className="text-sm text-slate-600">{t('reschedule.noSlots')}</p>
          ) : (
            <ul aria-label={t('reschedule.slots')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {free.map((s) => (
                <li key={s.time}>
                  <Button
                    variant={s.time === time ? 'primary' : 'secondary'}
                    className="w-full"
                    aria-pressed={s.time === time}
                    onClick={() => {
                      setTime(s.time);
                      setFailure(null);
                    }}
                  >
                    {s.time}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {chosenFree && (
            <p className="mt-3 text-sm font-medium text-teal-800">{t('reschedule.chosen', { date: formatClinicDate(date), time })}</p>
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
