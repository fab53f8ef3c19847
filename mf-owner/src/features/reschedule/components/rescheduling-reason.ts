import { closedReason, DEFAULT_LEAVE_REASON, type CalendarDay } from '@vetnow/contracts/calendar';
import { parseSlotLabel, parseTime24 } from '@vetnow/contracts/clinic-time';

/**
 * Why a needs-rescheduling visit has to move, from the clinic calendar of its day: the day's label when the whole
 * day is closed (e.g. "Il Full Moon Poya Day — clinic closed"), else the closed time that covers the visit's slot
 * (a part-day closure: "Staff training — clinic closed"; the doctor's leave: its reason). Null when the calendar
 * no longer shows anything for it.
 */
export function reschedulingReason(day: CalendarDay | undefined, timeSlot: string): string | null {
  if (!day) return null;
  if (day.closed) return day.label;
  const start = parseSlotLabel(timeSlot);
  const entry = day.entries.find((e) => {
    if (e.startTime === null || e.endTime === null) return true;
    const from = parseTime24(e.startTime);
    const to = parseTime24(e.endTime);
    return start !== undefined && from !== undefined && to !== undefined && start >= from && start < to;
  });
  if (!entry) return null;
  if (entry.kind === 'leave') return entry.reason || DEFAULT_LEAVE_REASON;
  return closedReason(entry.reason);
}
