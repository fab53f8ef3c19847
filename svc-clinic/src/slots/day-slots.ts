import {
  addDays,
  clinicInstant,
  clinicToday,
  compareIsoDates,
  formatSlotLabel,
  slotGrid,
  type SlotGridInput,
} from '@vetnow/domain/clinic-time';
import type { SlotUnavailableReason, TimeSlot } from '@vetnow/contracts/doctor';

const MINUTE_MS = 60_000;

/**
 * A time range that is taken, as instants. Half-open: [startsAt, endsAt). Without `unavailable` it is a booked
 * appointment; otherwise closed time, the doctor's leave or another owner's hold, with the reason for people.
 */
export interface BusyRange {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly unavailable?: SlotUnavailableReason;
  readonly reason?: string;
}

/** Which blocker a slot shows when several overlap it: a booking first, then closed time, leave, a hold. */
const PRIORITY: Record<SlotUnavailableReason | 'booked', number> = { booked: 0, closed: 1, leave: 2, held: 3 };

/** One slot of a doctor's day with the instants it covers. */
export interface DaySlot extends TimeSlot {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** The instants a clinic calendar day covers: [00:00, next 00:00) in Asia/Colombo. */
export function clinicDayBounds(date: string): { from: Date; to: Date } {
  return { from: clinicInstant(date, 0), to: clinicInstant(addDays(date, 1), 0) };
}

/** True when the half-open ranges [aStart, aEnd) and [bStart, bEnd) share an instant. */
export function overlaps(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart.getTime() < bEnd.getTime() && aEnd.getTime() > bStart.getTime();
}

/**
 * A doctor's slots on a clinic date: the working-hours grid (contracts `slotGrid`) placed on that date in
 * Asia/Colombo — the process time zone plays no part — each marked booked when any busy range overlaps it
 * (so a 60-minute booking marks two 30-minute slots); a slot blocked by closed time, leave or a hold also says
 * which (`unavailable`) and why (`reason`). Slots that have already started (`startsAt <= now`)
 * are not offered, and a date before today (clinic time) has no slots.
 */
export function daySlots(hours: SlotGridInput, date: string, busy: readonly BusyRange[], now: Date): DaySlot[] {
  if (compareIsoDates(date, clinicToday(now)) < 0) return [];
  const slots: DaySlot[] = [];
  for (const minutes of slotGrid(hours)) {
    const startsAt = clinicInstant(date, minutes);
    if (startsAt.getTime() <= now.getTime()) continue;
    const endsAt = new Date(startsAt.getTime() + hours.slotDuration * MINUTE_MS);
    let blocker: BusyRange | undefined;
    for (const b of busy) {
      if (!overlaps(startsAt, endsAt, b.startsAt, b.endsAt)) continue;
      if (!blocker || PRIORITY[b.unavailable ?? 'booked'] < PRIORITY[blocker.unavailable ?? 'booked']) blocker = b;
    }
    const slot: DaySlot = { time: formatSlotLabel(minutes), isBooked: blocker !== undefined, startsAt, endsAt };
    if (blocker?.unavailable) {
      slots.push({ ...slot, unavailable: blocker.unavailable, ...(blocker.reason ? { reason: blocker.reason } : {}) });
    } else {
      slots.push(slot);
    }
  }
  return slots;
}
