import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { WaitlistFiller } from './fill-waitlist.service.js';
import { WaitlistSweeper } from './waitlist-sweeper.js';
import { entries, holdsOf, insertWaiting, offersFor, owners, shortDay } from './__fixtures__/waitlist-test-kit.js';

/**
 * Issue 39: "the waitlist handing the same freed slot to two owners must fail". Two copies of the service on one
 * database (two apps, two connection pools) fill the same date at the same instant. Their sweeps and change notices
 * are stopped, so the only fills are the test's own, and the entries are written straight to the table (a join would
 * fill at once): both fills find the same free slots and the same waiting owners.
 */
describe('the waitlist race: two copies of the service filling one date at once (PostgreSQL)', () => {
  let a: BookingHarness;
  let b: BookingHarness;
  let fillers: WaitlistFiller[];

  beforeAll(async () => {
    a = await BookingHarness.start({ WAITLIST_SWEEP_SECONDS: '0' });
    b = await BookingHarness.start({ WAITLIST_SWEEP_SECONDS: '0', DATABASE_URL: a.t.env['DATABASE_URL'], JWT_PUBLIC_KEY: a.t.keys.publicKeyPem });
    await Promise.all([a.t.app.get(WaitlistSweeper).stop(), b.t.app.get(WaitlistSweeper).stop()]);
    fillers = [a.t.app.get(WaitlistFiller), b.t.app.get(WaitlistFiller)];
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A doctor whose day on `date` has `slots` free slots, and `count` owners waiting for it (oldest first). */
  async function scene(date: string, slots: number, count: number): Promise<{ doctorId: string; waiting: Account[]; ids: string[] }> {
    const doctor = await a.doctor({ workingHours: shortDay(slots) });
    const waiting = await owners(a, count);
    return { doctorId: doctor._id, waiting, ids: await insertWaiting(a, waiting, date, doctor._id) };
  }

  it('2 free slots, 3 waiting owners, fills from both copies at once: exactly 2 holds, to the 2 first owners, one slot each', async () => {
    for (let round = 0; round < 6; round++) {
      const date = daysAhead(3 + round);
      const { doctorId, waiting, ids } = await scene(date, 2, 3);
      // Two fills per copy, all four started together.
      const outcomes = await Promise.all([fillers[0]!.fillDate(date), fillers[1]!.fillDate(date), fillers[0]!.fillDate(date), fillers[1]!.fillDate(date)]);
      const holds = await holdsOf(a, doctorId);
      expect({ round, holds: holds.map((c) => [c.userId, c.timeSlot]) }).toEqual({
        round,
        holds: [
          [waiting[0]!.sub, '09:00 AM'],
          [waiting[1]!.sub, '09:30 AM'],
        ],
      });
      expect((await entries(a, ids)).map((e) => e.status)).toEqual(['offered', 'offered', 'waiting']);
      expect(outcomes.flatMap((o) => o.offered).map((o) => o.entryId).sort()).toEqual([ids[0], ids[1]].sort());
      const events = await offersFor(a, ids);
      const bySlot = (x: unknown[], y: unknown[]) => String(x[1]).localeCompare(String(y[1]));
      expect(events.map((e) => [e['userId'], e['timeSlot']]).sort(bySlot)).toEqual([
        [waiting[0]!.sub, '09:00 AM'],
        [waiting[1]!.sub, '09:30 AM'],
      ]);
    }
  });

  it('more slots than owners and more owners than slots: every slot to at most one owner, every owner at most one slot', async () => {
    for (const [slots, count] of [[4, 2], [3, 5]] as const) {
      const date = daysAhead(12 + slots);
      const { doctorId, waiting, ids } = await scene(date, slots, count);
      await Promise.all([fillers[0]!.fillDate(date), fillers[1]!.fillDate(date), fillers[1]!.fillDate(date)]);
      const holds = await holdsOf(a, doctorId);
      const given = Math.min(slots, count);
      expect(holds).toHaveLength(given);
      expect(new Set(holds.map((c) => c.timeSlot)).size).toBe(given);
      expect(holds.map((c) => c.userId)).toEqual(waiting.slice(0, given).map((w) => w.sub));
      expect((await entries(a, ids)).filter((e) => e.status === 'offered')).toHaveLength(given);
      expect(await offersFor(a, ids)).toHaveLength(given);
    }
  });

  it('a fill racing another owner booking the freed slot: the slot is either held for the waiting owner or booked, never both', async () => {
    for (let round = 0; round < 8; round++) {
      const date = daysAhead(20 + round);
      const { doctorId, ids } = await scene(date, 1, 1);
      const caller = await a.account('user', 'Caller');
      const [, booking] = await Promise.all([
        fillers[round % 2]!.fillDate(date),
        (round % 2 ? a : b).book(caller, cashBooking(doctorId, { appointmentDate: date, timeSlot: '09:00 AM' })),
      ]);
      const held = (await holdsOf(a, doctorId)).length;
      const [entry] = await entries(a, ids);
      if (booking.statusCode === 201) {
        expect({ round, held, entry: entry!.status }).toEqual({ round, held: 0, entry: 'waiting' });
      } else {
        expect({ round, code: booking.json().code, held, entry: entry!.status }).toEqual({ round, code: 'BOOKING_SLOT_HELD', held: 1, entry: 'offered' });
      }
    }
  });
});
