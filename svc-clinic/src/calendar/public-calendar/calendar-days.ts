import type { CalendarDay, CalendarEntry } from '@vetnow/contracts/calendar';
import { addDays, clinicDateOf, clinicInstant, clinicMinutesOf, formatTime24 } from '@vetnow/domain/clinic-time';

/** A piece of closed time as instants, with what the calendar says about it. */
export interface ClosedPiece {
  readonly kind: CalendarEntry['kind'];
  readonly id: string;
  readonly doctorId?: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: string;
  /** The text for people, e.g. "Il Full Moon Poya Day — clinic closed". */
  readonly label: string;
}

/**
 * The clinic days from–to (both included) that have closed time, each with its entries clipped to that day in
 * Asia/Colombo (times null when the piece covers the whole day). `closed` when a piece covers the whole day.
 */
export function calendarDays(from: string, to: string, pieces: readonly ClosedPiece[]): CalendarDay[] {
  const days = new Map<string, { entries: CalendarEntry[]; labels: { whole: boolean; label: string }[] }>();
  for (const p of pieces) {
    const last = clinicDateOf(new Date(p.endsAt.getTime() - 1));
    for (let d = clinicDateOf(p.startsAt) < from ? from : clinicDateOf(p.startsAt); d <= last && d <= to; d = addDays(d, 1)) {
      const dayStart = clinicInstant(d, 0).getTime();
      const dayEnd = clinicInstant(addDays(d, 1), 0).getTime();
      const start = Math.max(dayStart, p.startsAt.getTime());
      const end = Math.min(dayEnd, p.endsAt.getTime());
      const whole = start === dayStart && end === dayEnd;
      const day = days.get(d) ?? { entries: [], labels: [] };
      day.entries.push({
        kind: p.kind,
        id: p.id,
        ...(p.doctorId ? { doctorId: p.doctorId } : {}),
        startTime: whole ? null : formatTime24(clinicMinutesOf(new Date(start))),
        endTime: whole ? null : end === dayEnd ? '24:00' : formatTime24(clinicMinutesOf(new Date(end))),
        reason: p.reason,
      });
      day.labels.push({ whole, label: p.label });
      days.set(d, day);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, { entries, labels }]) => {
      const whole = labels.find((l) => l.whole);
      return { date, closed: whole !== undefined, label: (whole ?? labels[0]!).label, entries };
    });
}
