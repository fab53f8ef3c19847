import { cardRequiredMessage } from '@vetnow/contracts/booking-limits';
import { addDays, clinicToday, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { bookingStandingSchema } from '@vetnow/contracts/front-desk';
import { inArray } from 'drizzle-orm';
import { appointments } from '../../database/schema.js';
import { BookingHarness, cardBooking, cashBooking, daysAhead, type Account } from '../../testing/booking-test-kit.js';
import { bookAt, type Booked, staffAccount, TestDeskClock } from '../../testing/desk-test-kit.js';

/** Three visits an owner misses on `day`, marked no-shows by the desk at noon that day. */
async function missThree(h: BookingHarness, clock: TestDeskClock, owner: Account, doctorId: string, day: string, first = 9 * 60): Promise<Booked[]> {
  const desk = await staffAccount(h);
  const missed = [];
  for (let i = 0; i < 3; i++) missed.push(await bookAt(h, owner, doctorId, day, first + i * 30));
  clock.at(day, 12 * 60);
  for (const a of missed) expect((await h.request('POST', `/desk/appointments/${a._id}/no-show`, desk)).statusCode).toBe(200);
  clock.reset();
  return missed;
}

describe('no-shows per owner: the standing and the card rule at booking (PostgreSQL)', () => {
  let h: BookingHarness;
  let clock: TestDeskClock;
  let desk: Account;
  let owner: Account;
  let other: Account;
  let doctorId: string;
  const day = daysAhead(3);
  let missed: Booked[] = [];

  beforeAll(async () => {
    // The production defaults: 3 no-shows in 90 days, a card required.
    h = await BookingHarness.start({ NO_SHOW_LIMIT: undefined, NO_SHOW_WINDOW_DAYS: undefined, NO_SHOW_CARD_REQUIRED: undefined });
    clock = new TestDeskClock(h);
    ({ ownerA: owner, ownerB: other } = await h.cast());
    desk = await staffAccount(h);
    doctorId = (await h.doctor())._id;
  });
  afterAll(async () => {
    clock?.reset();
    await h?.close();
  });

  const standing = async (who: Account) => {
    const res = await h.request('GET', '/users/booking-standing', who);
    expect(res.statusCode).toBe(200);
    return bookingStandingSchema.parse(res.json());
  };
  let slot = 0;
  /** A booking on a later day, each on a slot of its own. */
  const book = (who: Account, method: 'cash' | 'card') => {
    const body = { appointmentDate: daysAhead(10), timeSlot: formatSlotLabel(9 * 60 + 30 * slot++) };
    return h.book(who, method === 'cash' ? cashBooking(doctorId, body) : cardBooking(doctorId, body));
  };

  it('counts the owner\'s no-shows; below the limit pay at clinic still books', async () => {
    expect(await standing(owner)).toEqual({ noShows: 0, limit: 3, windowDays: 90, cardRequired: false });
    missed = [await bookAt(h, owner, doctorId, day, 9 * 60), await bookAt(h, owner, doctorId, day, 9 * 60 + 30), await bookAt(h, owner, doctorId, day, 10 * 60)];
    clock.at(day, 12 * 60);
    for (const a of missed.slice(0, 2)) expect((await h.request('POST', `/desk/appointments/${a._id}/no-show`, desk)).statusCode).toBe(200);
    expect(await standing(owner)).toEqual({ noShows: 2, limit: 3, windowDays: 90, cardRequired: false });
    expect((await book(owner, 'cash')).statusCode).toBe(201);
  });

  it('at the limit: the standing says a card is required; pay at clinic → 409 with the message; a card still books', async () => {
    clock.at(day, 12 * 60);
    expect((await h.request('POST', `/desk/appointments/${missed[2]!._id}/no-show`, desk)).statusCode).toBe(200);
    expect(await standing(owner)).toEqual({ noShows: 3, limit: 3, windowDays: 90, cardRequired: true });
    const refused = await book(owner, 'cash');
    expect(refused.json()).toEqual({ statusCode: 409, code: 'BOOKING_CARD_REQUIRED', message: cardRequiredMessage(3, 90) });
    expect(refused.json().message).toBe('You missed 3 visits in the last 90 days without cancelling, so new bookings must be paid by card.');
    expect((await book(owner, 'card')).statusCode).toBe(201);
    // nobody else is affected
    expect(await standing(other)).toMatchObject({ noShows: 0, cardRequired: false });
    expect((await book(other, 'cash')).statusCode).toBe(201);
  });

  it('undoing a no-show lifts the rule again', async () => {
    clock.at(day, 13 * 60);
    expect((await h.request('DELETE', `/desk/appointments/${missed[2]!._id}/arrival`, desk)).statusCode).toBe(200);
    clock.reset();
    expect(await standing(owner)).toMatchObject({ noShows: 2, cardRequired: false });
    expect((await book(owner, 'cash')).statusCode).toBe(201);
    clock.at(day, 13 * 60);
    expect((await h.request('POST', `/desk/appointments/${missed[2]!._id}/no-show`, desk)).statusCode).toBe(200);
  });

  it('the window is the last 90 clinic dates, today included: a no-show 90 days back no longer counts', async () => {
    clock.reset();
    const today = clinicToday();
    const setDates = (dates: string[]) =>
      Promise.all(missed.map((a, i) => h.t.db.update(appointments).set({ appointmentDate: dates[i]! }).where(inArray(appointments.id, [a._id]))));
    await setDates([addDays(today, -89), addDays(today, -89), addDays(today, -90)]);
    expect(await standing(owner)).toMatchObject({ noShows: 2, cardRequired: false });
    expect((await book(owner, 'cash')).statusCode).toBe(201);
    await setDates([today, addDays(today, -89), addDays(today, -89)]);
    expect(await standing(owner)).toMatchObject({ noShows: 3, cardRequired: true });
    expect((await book(owner, 'cash')).json().code).toBe('BOOKING_CARD_REQUIRED');
    // the standing follows the desk's clock: a day later the two of 89 days back have left the window
    clock.at(addDays(today, 1), 9 * 60);
    expect(await standing(owner)).toMatchObject({ noShows: 1, cardRequired: false });
  });

  it('the owner route is the owner\'s: the desk, a doctor and the admin get 403, anonymous 401', async () => {
    const { doctorX, admin } = await h.cast();
    for (const who of [desk, doctorX, admin]) expect((await h.request('GET', '/users/booking-standing', who)).statusCode).toBe(403);
    expect((await h.request('GET', '/users/booking-standing')).statusCode).toBe(401);
  });
});

describe('the no-show rules are configurable (NO_SHOW_LIMIT, NO_SHOW_WINDOW_DAYS, NO_SHOW_CARD_REQUIRED)', () => {
  it('a limit of 1 in 30 days: the refusal names them', async () => {
    const h = await BookingHarness.start({ NO_SHOW_LIMIT: '1', NO_SHOW_WINDOW_DAYS: '30' });
    try {
      const clock = new TestDeskClock(h);
      const owner = await h.account('user');
      const doctorId = (await h.doctor())._id;
      const [first] = await missThree(h, clock, owner, doctorId, daysAhead(2));
      expect(first).toBeDefined();
      expect((await h.request('GET', '/users/booking-standing', owner)).json()).toEqual({ noShows: 3, limit: 1, windowDays: 30, cardRequired: true });
      expect((await h.book(owner, cashBooking(doctorId, { appointmentDate: daysAhead(5) }))).json()).toEqual({
        statusCode: 409,
        code: 'BOOKING_CARD_REQUIRED',
        message: cardRequiredMessage(1, 30),
      });
    } finally {
      await h.close();
    }
  });

  it('NO_SHOW_CARD_REQUIRED=false: no-shows are counted, pay at clinic stays open', async () => {
    const h = await BookingHarness.start({ NO_SHOW_CARD_REQUIRED: 'false' });
    try {
      const clock = new TestDeskClock(h);
      const owner = await h.account('user');
      const doctorId = (await h.doctor())._id;
      await missThree(h, clock, owner, doctorId, daysAhead(2));
      expect((await h.request('GET', '/users/booking-standing', owner)).json()).toEqual({ noShows: 3, limit: 3, windowDays: 90, cardRequired: false });
      expect((await h.book(owner, cashBooking(doctorId, { appointmentDate: daysAhead(5) }))).statusCode).toBe(201);
    } finally {
      await h.close();
    }
  });
});
