import { closedReason, DEFAULT_LEAVE_REASON, type CalendarDay } from '@vetnow/contracts/calendar';
import { parseSlotLabel, parseTime24 } from '@vetnow/domain/clinic-time';
import { closedDayText, type ClosedTimeText } from '../../../shared/calendar/closed-day-texts';

/** The server's English texts (the calendar answer's labels). */
const ENGLISH: ClosedTimeText = (entry) => (entry.kind === 'leave' ? entry.reason || DEFAULT_LEAVE_REASON : closedReason(entry.reason));

/**
 * Why a needs-rescheduling visit has to move, from the clinic calendar of its day: the day's label when the whole
 * day is closed (e.g. "Il Full Moon Poya Day — clinic closed"), else the closed time that covers the visit's slot
 * (a part-day closure: "Staff training — clinic closed"; the doctor's leave: its reason). Null when the calendar
 * no longer shows anything for it. `text` words it in the owner's language (closed-day-texts.ts).
 */
export function reschedulingReason(day: CalendarDay | undefined, timeSlot: string, text?: ClosedTimeText): string | null {
  if (!day) return null;
  if (day.closed) return text ? closedDayText(day, text) : day.label;
  const start = parseSlotLabel(timeSlot);
  const entry = day.entries.find((e) => {
    if (e.startTime === null || e.endTime === null) return true;
    const from = parseTime24(e.startTime);
    const to = parseTime24(e.endTime);
    return start !== undefined && from !== undefined && to !== undefined && start >= from && start < to;
  });
  if (!entry) return null;
  return (text ?? ENGLISH)(entry);
}
