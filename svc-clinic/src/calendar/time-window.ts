import { addDays, clinicInstant, parseTime24 } from '@vetnow/domain/clinic-time';

/** Instants of a half-open range [startsAt, endsAt). */
export interface Window {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** `'09:00:00'` (PostgreSQL `time`) → `'09:00'`; null stays null. */
export function hhmm(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

/** Minutes of a validated `HH:MM`. */
function minutes(time: string): number {
  const m = parseTime24(time);
  if (m === undefined) throw new RangeError(`Not a time: ${time}`);
  return m;
}

/** Whole clinic days fromDate–toDate (both included), or part of `fromDate` when times are given — in Asia/Colombo. */
export function clinicWindow(fromDate: string, toDate: string, startTime?: string | null, endTime?: string | null): Window {
  if (startTime && endTime) {
    return { startsAt: clinicInstant(fromDate, minutes(startTime)), endsAt: clinicInstant(fromDate, minutes(endTime)) };
  }
  return { startsAt: clinicInstant(fromDate, 0), endsAt: clinicInstant(addDays(toDate, 1), 0) };
}

/** True when [a) and [b) share an instant. */
export function windowsOverlap(a: Window, b: Window): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && a.endsAt.getTime() > b.startsAt.getTime();
}
