import type { Leave } from '@vetnow/contracts/calendar';
import { formatClinicDate, formatTimeOfDay } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';

/** Texts of closed time in clinic time: "Whole day" or "09:00 AM – 12:00 PM"; a leave's dates and times. */
export function useCalendarText() {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const span = (start: string | null | undefined, end: string | null | undefined) =>
    start && end ? t('timeRange', { start: formatTimeOfDay(start) ?? start, end: formatTimeOfDay(end) ?? end }) : t('wholeDay');
  const days = (from: string, to: string) =>
    from === to ? formatClinicDate(from) : t('leave.dayRange', { from: formatClinicDate(from), to: formatClinicDate(to) });
  const leaveWhen = (leave: Pick<Leave, 'fromDate' | 'toDate' | 'startTime' | 'endTime'>) =>
    leave.startTime && leave.endTime ? `${days(leave.fromDate, leave.toDate)}, ${span(leave.startTime, leave.endTime)}` : days(leave.fromDate, leave.toDate);
  return { span, days, leaveWhen };
}
