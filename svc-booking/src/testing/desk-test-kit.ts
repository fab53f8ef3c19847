import { clinicInstant, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { DESK_CLOCK, type DeskClock } from '../front-desk/desk-clock.js';
import { type Account, type BookingHarness, cashBooking } from './booking-test-kit.js';

/** A booked appointment as the booking answer names it. */
export interface Booked {
  _id: string;
  appointmentId: string;
  appointmentDate: string;
  startsAt: string;
}

/** The desk's clock of a booking test app, moved by the test: `at(date, minutes)` sets it to that clinic time. */
export class TestDeskClock {
  private readonly clock: DeskClock;
  private readonly real: () => Date;

  constructor(h: BookingHarness) {
    this.clock = h.t.app.get<DeskClock>(DESK_CLOCK, { strict: false });
    this.real = this.clock.now;
  }

  /** From now on the desk's "now" is `minutes` after midnight of the clinic date `date` (Asia/Colombo). */
  at(date: string, minutes: number): Date {
    const instant = clinicInstant(date, minutes);
    this.clock.now = () => instant;
    return instant;
  }

  /** The desk's "now" is `instant`. */
  set(instant: Date): void {
    this.clock.now = () => instant;
  }

  reset(): void {
    this.clock.now = this.real;
  }
}

/** A front-desk account (role `staff`). */
export function staffAccount(h: BookingHarness, name = 'Desk'): Promise<Account> {
  return h.account('staff', name);
}

/** Books a pay-at-clinic visit with `doctorId` on `date` at `minutes` (a 09:00–17:00, 30-minute doctor's grid). */
export async function bookAt(h: BookingHarness, owner: Account, doctorId: string, date: string, minutes: number, overrides: Record<string, unknown> = {}): Promise<Booked> {
  const res = await h.book(owner, cashBooking(doctorId, { appointmentDate: date, timeSlot: formatSlotLabel(minutes), ...overrides }));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().appointment as Booked;
}
