import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { saveTextFile } from '@vetnow/web-kit/save-file';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../shared/format-date';
import { NAMESPACE } from '../i18n/calendar-event-i18n';

/**
 * "Add to calendar": fetches the visit's iCalendar event (GET /appointments/:id/calendar.ics, signed in) and saves
 * it as `vetnow-<reference>.ics`. The event keeps one UID, so adding it again after a reschedule moves the same
 * calendar entry. A failure says so in a toast, in the reader's language.
 */
export function AddToCalendarButton({
  appointment: a,
}: {
  appointment: Pick<Appointment, '_id'> & Partial<Pick<Appointment, 'appointmentId' | 'appointmentDate' | 'timeSlot'>>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const download = useApiMutation(API.booking.calendarEvent, {
    onSuccess: (ics) => saveTextFile(ics, `vetnow-${a.appointmentId ?? 'appointment'}.ics`, 'text/calendar;charset=utf-8'),
    onError: (error) => notify.error(errorText(error, t('failed'))),
  });
  const label =
    a.appointmentDate && a.timeSlot
      ? t('addToCalendarLabel', { date: formatShortDate(a.appointmentDate, i18n.language), time: formatSlotTime(a.timeSlot, i18n.language) })
      : undefined;
  return (
    <Button variant="secondary" busy={download.isPending} aria-label={label} onClick={() => download.mutate({ params: { id: a._id } })}>
      {t('addToCalendar')}
    </Button>
  );
}
