import { randomUUID } from 'node:crypto';
import { appointmentSchema, appointmentsSchema } from '@vetnow/contracts/appointment';
import { bookingHorizonMessage, cardRequiredMessage } from '@vetnow/contracts/booking-limits';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@vetnow/domain/booking-limits';
import { addDays, clinicInstant, clinicToday, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { BOOKING_MESSAGES } from '@vetnow/contracts/validation-texts';
import { eq } from 'drizzle-orm';
import { appointmentAudit, appointments, pets } from '../../database/schema.js';
import { BookingHarness, daysAhead, type Account } from '../../testing/booking-test-kit.js';
import { bookAt, staffAccount, TestDeskClock } from '../../testing/desk-test-kit.js';
import { DESK_BOOKED_AUDIT_ACTION } from './book-for-caller.service.js';

describe('POST /desk/appointments: the desk books for a caller, as the owner, under every booking rule (PostgreSQL)', () => {
  let h: BookingHarness;
  let clock: TestDeskClock;
  let desk: Account;
  let doctorId: string;
  let slot = 0;

  beforeAll(async () => {
    // The production rules: 3 no-shows in 90 days require a card; a cap of 5 active appointments per owner.
    h = await BookingHarness.start({ MAX_ACTIVE_APPOINTMENTS: '5', NO_SHOW_LIMIT: undefined, NO_SHOW_WINDOW_DAYS: undefined, NO_SHOW_CARD_REQUIRED: undefined });
    clock = new TestDeskClock(h);
    desk = await staffAccount(h);
    doctorId = (await h.doctor({ fullName: 'Dr X' }))._id;
  });
  afterAll(async () => {
    clock?.reset();
    await h?.close();
  });

  /** An owner svc-auth announced (user.registered), known to booking's read model once this resolves. */
  const owner = async (fullName: string, contactNumber = '+94771234567'): Promise<Account> => {
    const who = await h.account('user', `token name of ${fullName}`);
    await h.handled(await h.publish('user.registered', { userId: who.sub, fullName, contactNumber }));
    return who;
  };
  /** The next free slot of the doctor (16 a day from daysAhead(3)). */
  const next = () => {
    const n = slot++;
    return { appointmentDate: daysAhead(3 + Math.floor(n / 16)), timeSlot: formatSlotLabel(9 * 60 + (n % 16) * 30) };
  };
  const body = (who: Account, overrides: Record<string, unknown> = {}) => ({
    ownerId: who.sub,
    doctorId,
    ...next(),
    pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 },
    reason: 'Limping since Sunday',
    payment: 'clinic',
    ...overrides,
  });
  const deskBook = (payload: Record<string, unknown>, who: Account = desk) => h.request('POST', '/desk/appointments', who, payload);
  const bookedEvent = async (id: string) => (await h.outbox('appointment.booked')).find((e) => e.payload['appointmentId'] === id)?.payload;
  const rowsOf = (userId: string) => h.t.db.select().from(appointments).where(eq(appointments.userId, userId));

  it("pay at the clinic: 201 with the owner's appointment (cash), listed for the owner; appointment.booked bookedBy desk; audited", async () => {
    const kamal = await owner('Kamal Silva');
    const sent = body(kamal);
    const res = await deskBook(sent);
    expect(res.statusCode).toBe(201);
    const a = appointmentSchema.parse(res.json());
    expect(a).toMatchObject({
      appointmentDate: sent.appointmentDate,
      timeSlot: sent.timeSlot,
      startsAt: clinicInstant(sent.appointmentDate, 9 * 60).toISOString(),
      status: 'scheduled',
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      reason: 'Limping since Sunday',
      pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 },
      doctor: { _id: doctorId, fullName: 'Dr X' },
      // the owner's name and number from the read model, not the desk's
      user: { _id: kamal.sub, fullName: 'Kamal Silva', contactNumber: '+94771234567' },
    });
    // it is the owner's: their list has it (as the owner sees it), the pet profile it is linked to is theirs
    const mine = appointmentsSchema.parse((await h.request('GET', '/appointments/user/all', kamal)).json());
    expect(mine).toEqual([a]);
    const [pet] = await h.t.db.select().from(pets).where(eq(pets.userId, kamal.sub));
    expect(a.petId).toBe(pet!.id);
    expect(await bookedEvent(a._id)).toMatchObject({ userId: kamal.sub, paymentMethod: 'cash', bookedBy: 'desk', paymentLink: false });
    expect(await bookedEvent(a._id)).not.toHaveProperty('paymentData');
    const audit = await h.t.db.select().from(appointmentAudit).where(eq(appointmentAudit.appointmentId, a._id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: desk.sub, actorRole: 'staff', action: DESK_BOOKED_AUDIT_ACTION, details: { ownerId: kamal.sub, payment: 'clinic' } }),
    ]);
  });

  it('send a payment link: a card booking with no card on it (paid later by "Pay now"); paymentLink true; a saved pet by id', async () => {
    const nimal = await owner('Nimal Perera');
    const first = appointmentSchema.parse((await deskBook(body(nimal, { pet: { name: 'Milo', type: 'Cat', breed: '' } }))).json());
    const res = await deskBook(body(nimal, { payment: 'link', petId: first.petId, pet: { name: 'Milo', type: 'Cat', breed: '' } }));
    expect(res.statusCode).toBe(201);
    const a = appointmentSchema.parse(res.json());
    expect(a).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', petId: first.petId, user: { _id: nimal.sub } });
    const event = await bookedEvent(a._id);
    expect(event).toMatchObject({ userId: nimal.sub, paymentMethod: 'card', bookedBy: 'desk', paymentLink: true });
    expect(event).not.toHaveProperty('paymentData');
    expect(await h.t.db.select().from(pets).where(eq(pets.userId, nimal.sub))).toHaveLength(1);
    // another owner's pet is not this owner's: 404 like a missing one, nothing booked
    const other = await owner('Sunil Fernando');
    expect((await deskBook(body(other, { petId: first.petId }))).json()).toMatchObject({ statusCode: 404, code: 'PET_NOT_FOUND' });
    expect(await rowsOf(other.sub)).toHaveLength(0);
  });

  it('an Idempotency-Key books once: the same request again → 200 and the same appointment, one audit row; another booking with it → 422', async () => {
    const ruwan = await owner('Ruwan Dias');
    const sent = body(ruwan);
    const key = { 'idempotency-key': 'desk-7d1f0c2e-booking' };
    const first = await h.request('POST', '/desk/appointments', desk, sent, key);
    expect(first.statusCode).toBe(201);
    const again = await h.request('POST', '/desk/appointments', desk, sent, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(ruwan.sub)).toHaveLength(1);
    const audit = await h.t.db.select().from(appointmentAudit).where(eq(appointmentAudit.appointmentId, first.json()._id));
    expect(audit).toHaveLength(1);
    // the key with another booking: refused, nothing written
    expect((await h.request('POST', '/desk/appointments', desk, body(ruwan), key)).json()).toMatchObject({ statusCode: 422, code: 'BOOKING_IDEMPOTENCY_KEY_REUSED' });
    for (const bad of ['', ' ', 'k'.repeat(201)]) {
      expect((await h.request('POST', '/desk/appointments', desk, body(ruwan), { 'idempotency-key': bad })).json()).toMatchObject({
        statusCode: 400,
        code: 'BOOKING_IDEMPOTENCY_KEY_INVALID',
      });
    }
    expect(await rowsOf(ruwan.sub)).toHaveLength(1);
  });

  it("refuses a holiday, the doctor's leave, another owner's hold, a taken slot, today and past the horizon — nothing written", async () => {
    const caller = await owner('Ruwan Jayasinghe');
    const holiday = daysAhead(20);
    const closure = { closureId: `holiday:${holiday}`, kind: 'public-holiday', date: holiday, reason: 'Poya Day' };
    await h.handled(await h.publish('clinic.closure-added', { ...closure, startsAt: clinicInstant(holiday, 0).toISOString(), endsAt: clinicInstant(addDays(holiday, 1), 0).toISOString() }));
    const closed = await deskBook(body(caller, { appointmentDate: holiday, timeSlot: '10:00 AM' }));
    expect(closed.json()).toMatchObject({ statusCode: 409, code: 'BOOKING_CLINIC_CLOSED' });
    const onLeave = daysAhead(21);
    const leave = { leaveId: randomUUID(), doctorId, startsAt: clinicInstant(onLeave, 9 * 60).toISOString(), endsAt: clinicInstant(onLeave, 12 * 60).toISOString(), reason: 'Conference' };
    await h.handled(await h.publish('doctor.leave-added', leave));
    expect((await deskBook(body(caller, { appointmentDate: onLeave, timeSlot: '10:00 AM' }))).json()).toMatchObject({ statusCode: 409, code: 'BOOKING_DOCTOR_ON_LEAVE' });

    const held = { appointmentDate: daysAhead(22), timeSlot: '11:00 AM' };
    const holder = await owner('Another Owner');
    expect((await h.request('PUT', '/slot-holds/mine', holder, { doctorId, ...held })).statusCode).toBe(200);
    expect((await deskBook(body(caller, held))).json()).toMatchObject({ statusCode: 409, code: 'BOOKING_SLOT_HELD' });
    await bookAt(h, holder, doctorId, held.appointmentDate, 11 * 60);
    expect((await deskBook(body(caller, held))).json()).toMatchObject({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN' });

    const today = await deskBook(body(caller, { appointmentDate: clinicToday() }));
    expect(today.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining(BOOKING_MESSAGES.dateTooEarly) });
    const far = await deskBook(body(caller, { appointmentDate: daysAhead(DEFAULT_BOOKING_HORIZON_DAYS + 1) }));
    expect(far.json()).toEqual({ statusCode: 400, code: 'BOOKING_DATE_BEYOND_HORIZON', message: bookingHorizonMessage(DEFAULT_BOOKING_HORIZON_DAYS) });
    expect((await deskBook(body(caller, { payment: 'card' }))).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('pay at the clinic or send a payment link') });
    expect(await rowsOf(caller.sub)).toHaveLength(0);
  });

  it("the owner's own hold is taken by the desk's booking; the cap counts the owner's appointments", async () => {
    const caller = await owner('Chamari Atapattu');
    const held = { appointmentDate: daysAhead(23), timeSlot: '09:00 AM' };
    expect((await h.request('PUT', '/slot-holds/mine', caller, { doctorId, ...held })).statusCode).toBe(200);
    expect((await deskBook(body(caller, held))).statusCode).toBe(201);
    expect((await h.request('GET', '/slot-holds/mine', caller)).json()).toEqual({ hold: null });
    for (let i = 0; i < 4; i++) expect((await deskBook(body(caller))).statusCode).toBe(201);
    expect((await deskBook(body(caller, { payment: 'link' }))).json()).toMatchObject({ statusCode: 409, code: 'BOOKING_TOO_MANY_ACTIVE' });
    expect(await rowsOf(caller.sub)).toHaveLength(5);
  });

  it('the no-show rule: 3 no-shows → pay at the clinic refused (BOOKING_CARD_REQUIRED), a payment link books', async () => {
    const caller = await owner('Dilshan Munaweera');
    const day = daysAhead(24);
    const missed = [];
    for (let i = 0; i < 3; i++) missed.push(await bookAt(h, caller, doctorId, day, 9 * 60 + i * 30));
    clock.at(day, 12 * 60);
    for (const a of missed) expect((await h.request('POST', `/desk/appointments/${a._id}/no-show`, desk)).statusCode).toBe(200);
    clock.reset();
    const refused = await deskBook(body(caller));
    expect(refused.json()).toEqual({ statusCode: 409, code: 'BOOKING_CARD_REQUIRED', message: cardRequiredMessage(3, 90) });
    const link = await deskBook(body(caller, { payment: 'link' }));
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ paymentMethod: 'card', user: { _id: caller.sub } });
    expect(await rowsOf(caller.sub)).toHaveLength(4);
  });

  it('an owner booking does not know → 404 DESK_OWNER_NOT_FOUND; a malformed id → 400 DESK_OWNER_INVALID_ID; nothing written', async () => {
    const unregistered = await h.account('user', 'Not announced yet');
    for (const ownerId of [randomUUID(), unregistered.sub]) {
      expect((await deskBook(body(unregistered, { ownerId }))).json()).toEqual({ statusCode: 404, code: 'DESK_OWNER_NOT_FOUND', message: 'Owner not found' });
    }
    expect((await deskBook(body(unregistered, { ownerId: 'kamal' }))).json()).toEqual({ statusCode: 400, code: 'DESK_OWNER_INVALID_ID', message: 'Invalid owner ID' });
    expect(await rowsOf(unregistered.sub)).toHaveLength(0);
  });

  it('staff only: an owner (even for themselves), a doctor and the admin get 403, anonymous 401', async () => {
    const self = await owner('Self Booker');
    const { doctorX, admin } = await h.cast();
    for (const who of [self, doctorX, admin]) {
      expect((await deskBook(body(self), who)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
    expect((await h.request('POST', '/desk/appointments', undefined, body(self))).statusCode).toBe(401);
    expect(await rowsOf(self.sub)).toHaveLength(0);
  });
});
