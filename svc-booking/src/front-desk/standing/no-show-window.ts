import { addDays, clinicToday } from '@vetnow/domain/clinic-time';

/**
 * The first clinic date whose no-shows still count (issue 39): the window is `windowDays` clinic dates ending today,
 * so with 90 days today and the 89 days before it count, and the day before those no longer does. Used by the owner's
 * standing and by the booking path's checks alike, so both always agree.
 */
export function noShowWindowStart(now: Date, windowDays: number): string {
  return addDays(clinicToday(now), -(windowDays - 1));
}
