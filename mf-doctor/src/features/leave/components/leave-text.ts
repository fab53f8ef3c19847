import type { Leave } from '@vetnow/contracts/calendar';
import { formatClinicDate, formatTimeOfDay } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import { DOCTOR_LEAVE_NS } from '../i18n/doctor-leave-i18n';

/** A leave's dates and times in clinic time: "Fri, 25 Dec 2026", "Mon, 4 Jan 2027 – Fri, 8 Jan 2027", "…, 09:00 AM – 12:00 PM". */
export function useLeaveText() {
  const { t } = useTranslation(DOCTOR_LEAVE_NS);
  const span = (start: string | null | undefined, end: string | null | undefined) =>
    start && end ? t('timeRange', { start: formatTimeOfDay(start) ?? start, end: formatTimeOfDay(end) ?? end }) : t('wholeDay');
  const days = (from: string, to: string) =>
    from === to ? formatClinicDate(from) : t('dayRange', { from: formatClinicDate(from), to: formatClinicDate(to) });
  const when = (leave: Pick<Leave, 'fromDate' | 'toDate'> & { startTime?: string | null; endTime?: string | null }) =>
    leave.startTime && leave.endTime ? `${days(leave.fromDate, leave.toDate)}, ${span(leave.startTime, leave.endTime)}` : days(leave.fromDate, leave.toDate);
  return { span, days, when };
}
