import { clinicMinutesOf, formatTime24 } from '@vetnow/domain/clinic-time';
import { formatTimeOfDay } from '@vetnow/web-kit/format';

/** An instant as a clinic time of day in the reader's language: `2026-11-22T04:15:00Z` → `09:45 AM` (Colombo). */
export function clinicTimeOf(instant: string): string {
  const when = new Date(instant);
  if (Number.isNaN(when.getTime())) return instant;
  return formatTimeOfDay(formatTime24(clinicMinutesOf(when))) ?? instant;
}

/** By start instant, earliest first (the server answers in time order; a list is never shown otherwise). */
export function inTimeOrder<T extends { startsAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
}
