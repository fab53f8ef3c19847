// Issue 11 across the whole product: the clinic's calendar (closures, doctor leave), needs-rescheduling, reschedule
// and slot holds, through the gateway, with every service process in another time zone than the clinic's
// (TZ=America/Los_Angeles: Colombo is 13½ hours ahead of it in November, so a day computed in the process zone would
// be the wrong day). The stack is scripts/lib/isolated-stack.mjs: the five services and the gateway as child
// processes, a private authenticated nats-server, PostgreSQL databases of its own, removed in afterAll.
import { addDays, clinicTomorrow, formatSlotLabel, parseSlotLabel } from '@vetnow/domain/clinic-time';
import { DEMO_ADMIN } from '@vetnow/domain/demo';
import { eventually } from '@vetnow/service-kit/testing';
import { startIsolatedStack, type IsolatedStack } from '../../scripts/lib/isolated-stack.mjs';
import {
  apiClient,
  bookBody,
  createDoctor,
  registerOwners,
  signIn,
  waitForBookableDoctor,
  type Answer,
  type ApiClient,
  type Owner,
  type SignedIn,
  type Slot,
} from '../../scripts/lib/vetnow-api.mjs';

const SERVICE_TIME_ZONE = 'America/Los_Angeles';
/** Events cross outbox → JetStream → consumer; on two loaded cores that can take a few seconds. */
const EVENTS = { timeoutMs: 20_000, intervalMs: 100 } as const;
/** A flow waits for several events in turn. */
const FLOW_MS = 120_000;

interface AppointmentView {
  _id: string;
  appointmentDate: string;
  timeSlot: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  doctor: { _id: string };
}
interface SlotView {
  time: string;
  isBooked: boolean;
  unavailable?: 'closed' | 'leave' | 'held';
  reason?: string;
}

let env: IsolatedStack;
let api: ApiClient;
let admin: SignedIn;
let ownerA: Owner;
let ownerB: Owner;
/** Open days (no holiday, no closure) from the day after tomorrow on: owners may move a visit there (24 h rule). */
let openDays: string[];

beforeAll(async () => {
  env = await startIsolatedStack({ label: 'calflow', database: 'postgres', env: { TZ: SERVICE_TIME_ZONE } });
  api = apiClient(env.gatewayUrl, { connections: 16 });
  admin = await signIn(api, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, userType: 'admin' });
  [ownerA, ownerB] = (await registerOwners(api, 2, { label: 'cal' })) as [Owner, Owner];
  openDays = await findOpenDays(addDays(clinicTomorrow(), 2), 12);
}, 240_000);

afterAll(async () => {
  await api?.close();
  await env?.cleanUp();
}, 60_000);

// ---- helpers ------------------------------------------------------------------------------------------------

async function call(method: string, path: string, who?: { token: string }, body?: unknown): Promise<Answer> {
  return api.call(method, path, { token: who?.token, body });
}

/** The answer, after checking its status (the message names the call and its body). */
function expectStatus(a: Answer, status: number, what: string): Answer {
  if (a.status !== status) throw new Error(`${what}: expected ${status}, got ${a.status} ${a.text.slice(0, 400)}`);
  return a;
}

/** `count` dates from `first` on that GET /clinic/calendar lists as open (holidays the clinic closes on are skipped). */
async function findOpenDays(first: string, count: number): Promise<string[]> {
  const to = addDays(first, 40);
  const a = expectStatus(await call('GET', `/clinic/calendar?from=${first}&to=${to}`), 200, 'GET /clinic/calendar');
  const closed = new Set(closedDatesOf(a.json));
  const out: string[] = [];
  for (let d = first; d <= to && out.length < count; d = addDays(d, 1)) if (!closed.has(d)) out.push(d);
  if (out.length < count) throw new Error(`only ${out.length} open days between ${first} and ${to}`);
  return out;
}

/** The dates a GET /clinic/calendar answer lists (wholly or partly closed). */
function closedDatesOf(calendar: unknown): string[] {
  return daysOf(calendar).map((d) => d.date);
}

interface CalendarDayView {
  date: string;
  closed: boolean;
  label: string;
  entries: { kind: string; id: string; doctorId?: string; startTime: string | null; endTime: string | null; reason: string }[];
}

function daysOf(calendar: unknown): CalendarDayView[] {
  return (calendar as { days: CalendarDayView[] }).days;
}

async function calendar(from: string, to: string, doctorId?: string): Promise<CalendarDayView[]> {
  const path = `/clinic/calendar?from=${from}&to=${to}${doctorId ? `&doctorId=${doctorId}` : ''}`;
  return daysOf(expectStatus(await call('GET', path), 200, `GET ${path}`).json);
}

async function slotsOf(doctorId: string, date: string): Promise<SlotView[]> {
  const path = `/doctors/${doctorId}/slots?date=${date}`;
  return expectStatus(await call('GET', path), 200, `GET ${path}`).json as SlotView[];
}

async function slotState(slot: Slot): Promise<SlotView | undefined> {
  return (await slotsOf(slot.doctorId, slot.appointmentDate)).find((s) => s.time === slot.timeSlot);
}

/** Waits until svc-clinic's slot grid shows the slot taken (or free). */
function expectSlotTaken(slot: Slot, taken: boolean): Promise<void> {
  return eventually(
    async () => {
      expect(await slotState(slot)).toMatchObject({ time: slot.timeSlot, isBooked: taken });
    },
    { ...EVENTS, description: `${slot.doctorId} ${slot.appointmentDate} ${slot.timeSlot} to show ${taken ? 'taken' : 'free'}` },
  );
}

async function book(owner: Owner, slot: Slot, pet = 'Rex'): Promise<Answer> {
  return call('POST', '/appointments/book', owner, bookBody(slot, pet));
}

async function bookOk(owner: Owner, slot: Slot, pet = 'Rex'): Promise<AppointmentView> {
  const a = expectStatus(await book(owner, slot, pet), 201, `booking ${JSON.stringify(slot)}`);
  return (a.json as { appointment: AppointmentView }).appointment;
}

async function ownList(owner: Owner): Promise<AppointmentView[]> {
  return expectStatus(await call('GET', '/appointments/user/all', owner), 200, 'GET /appointments/user/all').json as AppointmentView[];
}

async function doctorList(doctor: SignedIn): Promise<AppointmentView[]> {
  return expectStatus(await call('GET', '/doctors/dashboard/appointments', doctor), 200, 'GET /doctors/dashboard/appointments')
    .json as AppointmentView[];
}

function reschedule(who: { token: string }, appointmentId: string, to: Pick<Slot, 'appointmentDate' | 'timeSlot'>): Promise<Answer> {
  return call('PUT', `/appointments/${appointmentId}/reschedule`, who, { appointmentDate: to.appointmentDate, timeSlot: to.timeSlot });
}

/** Both calls at once (Promise.all), the first one sent first in even rounds and second in odd ones. */
async function race<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  if (round % 2 === 0) return Promise.all([a(), b()]);
  const [rb, ra] = await Promise.all([b(), a()]);
  return [ra, rb];
}

const at = (doctorId: string, appointmentDate: string, minutes: number): Slot => ({ doctorId, appointmentDate, timeSlot: formatSlotLabel(minutes) });
const H = (h: number, m = 0) => h * 60 + m;

/** A new doctor of this file (09:00–17:00, 30-minute slots), known to svc-booking. */
async function newDoctor(label: string): Promise<SignedIn> {
  const doctor = await createDoctor(api, admin, { label });
  await waitForBookableDoctor(api, ownerA, doctor.id, openDays[0]!);
  return doctor;
}

async function expectStatusOf(owner: Owner, appointmentId: string, status: string): Promise<AppointmentView> {
  return eventually(
    async () => {
      const mine = (await ownList(owner)).find((x) => x._id === appointmentId);
      expect(mine?.status).toBe(status);
      return mine!;
    },
    { ...EVENTS, description: `appointment ${appointmentId} to be ${status} in the owner's list` },
  );
}

// ---- the flows ----------------------------------------------------------------------------------------------

describe(`issue 11 through the gateway, services in ${SERVICE_TIME_ZONE}`, () => {
  it('runs the services in another time zone than the clinic', () => {
    expect(env.stack.env['TZ']).toBe(SERVICE_TIME_ZONE);
  });

  it('(a) an admin closure over a booked visit marks it needs-rescheduling, closes exactly that Colombo day, and (b) the owner moves it in one step', async () => {
    const doctor = await newDoctor('closure');
    const [closedDay, newDay] = [openDays[0]!, openDays[1]!];
    const visit = at(doctor.id, closedDay, H(10));
    const booked = await bookOk(ownerA, visit);
    expect(booked.status).toBe('scheduled');
    await expectSlotTaken(visit, true);

    const reason = 'Staff training';
    const closure = await call('POST', '/admin/calendar/closures', admin, { date: closedDay, reason });
    expectStatus(closure, 201, 'POST /admin/calendar/closures');
    expect(closure.json).toMatchObject({ date: closedDay, startTime: null, endTime: null, reason });

    // svc-booking learns the closure from clinic.closure-added and marks the visit; nothing is cancelled.
    const marked = await expectStatusOf(ownerA, booked._id, 'needs-rescheduling');
    expect(marked).toMatchObject({ appointmentDate: closedDay, timeSlot: visit.timeSlot, paymentStatus: booked.paymentStatus });

    // The calendar lists exactly that Colombo day (not the evening before in Los Angeles, nor the day after).
    const days = await calendar(addDays(closedDay, -1), addDays(closedDay, 1));
    expect(days).toEqual([
      {
        date: closedDay,
        closed: true,
        label: expect.stringContaining(reason),
        entries: [{ kind: 'closure', id: closure.json.id, startTime: null, endTime: null, reason }],
      },
    ]);
    // The slot grid of that day offers nothing, and says why; the days around it are untouched.
    const grid = await slotsOf(doctor.id, closedDay);
    expect(grid.length).toBeGreaterThan(0);
    expect(grid.filter((s) => s.time !== visit.timeSlot)).toEqual(
      grid.filter((s) => s.time !== visit.timeSlot).map((s) => ({ time: s.time, isBooked: true, unavailable: 'closed', reason: expect.stringContaining(reason) })),
    );
    expect(grid.find((s) => s.time === visit.timeSlot)).toMatchObject({ isBooked: true });
    for (const neighbour of [addDays(closedDay, -1), addDays(closedDay, 1)]) {
      if ((await calendar(neighbour, neighbour)).length) continue; // a holiday next to it: nothing to compare
      expect((await slotsOf(doctor.id, neighbour)).every((s) => !s.isBooked && s.unavailable === undefined)).toBe(true);
    }
    // A new booking on the closed day is refused with the reason.
    const refused = await eventually(
      async () => {
        const a = await book(ownerB, at(doctor.id, closedDay, H(11)));
        expect(a.status).toBe(409);
        return a;
      },
      { ...EVENTS, description: 'svc-booking to refuse the closed day' },
    );
    expect(refused.json).toMatchObject({ code: 'BOOKING_CLINIC_CLOSED' });
    expect(refused.json.message).toContain(reason);

    // (b) One step: the needs-rescheduling visit moves to an open day and is scheduled again, payment as it was.
    const target = at(doctor.id, newDay, H(14));
    const moved = expectStatus(await reschedule(ownerA, booked._id, target), 200, 'reschedule');
    expect(moved.json.appointment).toMatchObject({
      _id: booked._id,
      appointmentDate: target.appointmentDate,
      timeSlot: target.timeSlot,
      status: 'scheduled',
      paymentMethod: booked.paymentMethod,
      paymentStatus: booked.paymentStatus,
    });
    expect((await ownList(ownerA)).find((x) => x._id === booked._id)).toMatchObject({ appointmentDate: newDay, timeSlot: target.timeSlot, status: 'scheduled' });
    expect((await doctorList(doctor)).find((x) => x._id === booked._id)).toMatchObject({ appointmentDate: newDay, timeSlot: target.timeSlot, status: 'scheduled' });
    await expectSlotTaken(target, true);
    // The old slot is closed now; its appointment no longer holds it (checked once the day opens again).
    expect(await slotState(visit)).toMatchObject({ isBooked: true, unavailable: 'closed' });

    // The admin opens the day again: the calendar no longer lists it, and svc-booking (clinic.closure-removed) books it.
    expectStatus(await call('DELETE', `/admin/calendar/closures/${closure.json.id}`, admin), 204, 'DELETE the closure');
    expect(await calendar(closedDay, closedDay)).toEqual([]);
    await expectSlotTaken(visit, false);
    await eventually(
      async () => {
        const a = await book(ownerB, at(doctor.id, closedDay, H(11)));
        expect(a.status).toBe(201);
      },
      { ...EVENTS, description: 'svc-booking to book the reopened day' },
    );
  }, FLOW_MS);

  it('(b) a reschedule of a scheduled visit frees the old slot and takes the new one in every read model', async () => {
    const doctor = await newDoctor('move');
    const from = at(doctor.id, openDays[2]!, H(9));
    const to = at(doctor.id, openDays[3]!, H(15, 30));
    const booked = await bookOk(ownerB, from);
    await expectSlotTaken(from, true);

    const moved = expectStatus(await reschedule(ownerB, booked._id, to), 200, 'reschedule');
    expect(moved.json.appointment).toMatchObject({ _id: booked._id, appointmentDate: to.appointmentDate, timeSlot: to.timeSlot, status: 'scheduled' });
    expect((await ownList(ownerB)).filter((x) => x.doctor._id === doctor.id)).toEqual([
      expect.objectContaining({ _id: booked._id, appointmentDate: to.appointmentDate, timeSlot: to.timeSlot }),
    ]);
    expect((await doctorList(doctor)).map((x) => [x._id, x.appointmentDate, x.timeSlot])).toEqual([[booked._id, to.appointmentDate, to.timeSlot]]);
    // appointment.rescheduled reaches svc-clinic: the new slot is taken and the old one is free again.
    await expectSlotTaken(to, true);
    await expectSlotTaken(from, false);
    // The freed slot can be booked by someone else.
    await bookOk(ownerA, from, 'Milo');
  }, FLOW_MS);

  it('(c) doctor leave over a booked visit marks it needs-rescheduling; the owner moves it', async () => {
    const doctor = await newDoctor('leave');
    const day = openDays[4]!;
    const visit = at(doctor.id, day, H(13));
    const untouched = at(doctor.id, day, H(9));
    const booked = await bookOk(ownerA, visit);
    const other = await bookOk(ownerB, untouched);

    const reason = 'Conference in Kandy';
    const leave = await call('POST', '/doctors/dashboard/leave', doctor, { fromDate: day, toDate: day, startTime: '12:00', endTime: '17:00', reason });
    expectStatus(leave, 201, 'POST /doctors/dashboard/leave');

    await expectStatusOf(ownerA, booked._id, 'needs-rescheduling');
    // Only the visit inside the leave is touched.
    expect((await ownList(ownerB)).find((x) => x._id === other._id)?.status).toBe('scheduled');
    // The grid offers none of the leave's slots, still the morning's; the calendar names the leave for that doctor.
    const grid = await slotsOf(doctor.id, day);
    for (const s of grid) {
      const inLeave = parseSlotLabel(s.time)! >= H(12);
      if (s.time === visit.timeSlot || s.time === untouched.timeSlot) expect(s).toMatchObject({ isBooked: true });
      else if (inLeave) expect(s).toEqual({ time: s.time, isBooked: true, unavailable: 'leave', reason: expect.stringContaining(reason) });
      else expect(s).toEqual({ time: s.time, isBooked: false });
    }
    // The calendar names the leave for that doctor (part of the day: not closed); without doctorId the day is open.
    expect(await calendar(day, day, doctor.id)).toEqual([
      {
        date: day,
        closed: false,
        label: expect.any(String),
        entries: [{ kind: 'leave', id: leave.json.id, doctorId: doctor.id, startTime: '12:00', endTime: '17:00', reason }],
      },
    ]);
    expect(await calendar(day, day)).toEqual([]);
    // Booking in the leave is refused.
    await eventually(
      async () => {
        const a = await book(ownerB, at(doctor.id, day, H(15)));
        expect(a.status).toBe(409);
        expect(a.json).toMatchObject({ code: 'BOOKING_DOCTOR_ON_LEAVE' });
      },
      { ...EVENTS, description: 'svc-booking to refuse a slot in the leave' },
    );

    const target = at(doctor.id, day, H(10));
    expectStatus(await reschedule(ownerA, booked._id, target), 200, 'reschedule out of the leave');
    expect((await ownList(ownerA)).find((x) => x._id === booked._id)).toMatchObject({ appointmentDate: day, timeSlot: target.timeSlot, status: 'scheduled' });
    expect((await doctorList(doctor)).find((x) => x._id === booked._id)).toMatchObject({ timeSlot: target.timeSlot, status: 'scheduled' });
    await expectSlotTaken(target, true);
  }, FLOW_MS);

  it('(c) whole-day leave the admin adds for a doctor does the same; a move into the leave is refused and changes nothing', async () => {
    const doctor = await newDoctor('adminleave');
    const day = openDays[8]!;
    const visit = at(doctor.id, day, H(11));
    const booked = await bookOk(ownerB, visit);

    const leave = await call('POST', `/admin/doctors/${doctor.id}/leave`, admin, { fromDate: day, toDate: addDays(day, 1) });
    expectStatus(leave, 201, `POST /admin/doctors/${doctor.id}/leave`);
    expect(leave.json).toMatchObject({ doctorId: doctor.id, fromDate: day, toDate: addDays(day, 1), startTime: null, endTime: null });
    await expectStatusOf(ownerB, booked._id, 'needs-rescheduling');
    const [onLeave] = await calendar(day, day, doctor.id);
    expect(onLeave).toMatchObject({ date: day, closed: true, entries: [{ kind: 'leave', id: leave.json.id, doctorId: doctor.id, startTime: null, endTime: null }] });
    expect((await slotsOf(doctor.id, day)).filter((s) => s.time !== visit.timeSlot).every((s) => s.isBooked && s.unavailable === 'leave')).toBe(true);

    // Into the leave's second day: refused, the appointment stays where it was, still needing a new time.
    const refused = await reschedule(ownerB, booked._id, at(doctor.id, addDays(day, 1), H(11)));
    expect(refused.status).toBe(409);
    expect(['BOOKING_DOCTOR_ON_LEAVE', 'BOOKING_CLINIC_CLOSED']).toContain(refused.json.code);
    expect((await ownList(ownerB)).find((x) => x._id === booked._id)).toMatchObject({ appointmentDate: day, timeSlot: visit.timeSlot, status: 'needs-rescheduling' });

    const target = at(doctor.id, openDays[10]!, H(11));
    expectStatus(await reschedule(ownerB, booked._id, target), 200, 'reschedule after the leave');
    expect((await doctorList(doctor)).find((x) => x._id === booked._id)).toMatchObject({ appointmentDate: target.appointmentDate, timeSlot: target.timeSlot, status: 'scheduled' });
    await expectSlotTaken(target, true);
  }, FLOW_MS);

  it('(d) a slot held by owner A is unavailable to owner B, whose booking gets 409; A books it', async () => {
    const doctor = await newDoctor('hold');
    const slot = at(doctor.id, openDays[5]!, H(11));
    const held = expectStatus(await call('PUT', '/slot-holds/mine', ownerA, slot), 200, 'PUT /slot-holds/mine');
    expect(held.json.hold).toMatchObject(slot);
    expect(expectStatus(await call('GET', '/slot-holds/mine', ownerA), 200, 'GET /slot-holds/mine').json).toMatchObject({ hold: slot });

    // slot.held reaches svc-clinic: the public grid shows the slot unavailable, as held.
    await eventually(
      async () => {
        expect(await slotState(slot)).toMatchObject({ isBooked: true, unavailable: 'held' });
      },
      { ...EVENTS, description: 'the held slot to show held' },
    );
    const refused = await book(ownerB, slot, 'Bruno');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'BOOKING_SLOT_HELD' });
    // B cannot hold it either.
    expect((await call('PUT', '/slot-holds/mine', ownerB, slot)).status).toBe(409);

    const mine = await bookOk(ownerA, slot);
    expect(mine).toMatchObject({ appointmentDate: slot.appointmentDate, timeSlot: slot.timeSlot, status: 'scheduled' });
    // Booking releases the hold; the slot stays taken, now by the appointment (no longer 'held').
    expect(expectStatus(await call('GET', '/slot-holds/mine', ownerA), 200, 'GET /slot-holds/mine').json).toEqual({ hold: null });
    await eventually(
      async () => {
        expect(await slotState(slot)).toEqual({ time: slot.timeSlot, isBooked: true });
      },
      { ...EVENTS, description: 'the booked slot to show booked, not held' },
    );
    expect((await ownList(ownerB)).some((x) => x.doctor._id === doctor.id)).toBe(false);
  }, FLOW_MS);

  it('(d) a released hold frees the slot for everyone', async () => {
    const doctor = await newDoctor('release');
    const slot = at(doctor.id, openDays[6]!, H(16));
    expectStatus(await call('PUT', '/slot-holds/mine', ownerA, slot), 200, 'hold');
    await expectSlotTaken(slot, true);
    expectStatus(await call('DELETE', '/slot-holds/mine', ownerA), 204, 'release');
    await expectSlotTaken(slot, false);
    await bookOk(ownerB, slot);
  }, FLOW_MS);

  it('(d) a hold racing a booking for one slot: exactly one owner can book it', async () => {
    const doctor = await newDoctor('holdrace');
    const day = openDays[9]!;
    for (let i = 0; i < 4; i++) {
      const slot = at(doctor.id, day, H(9) + i * 60);
      // Sent at once, each side first every other round (the first request sent tends to win).
      const [held, booked] = await race(
        i,
        () => call('PUT', '/slot-holds/mine', ownerA, slot),
        () => book(ownerB, slot, `Quick${i}`),
      );
      expect([200, 409]).toContain(held.status);
      expect([201, 409]).toContain(booked.status);
      // Whoever got there first, A then tries to book it too: one appointment for the slot, never two.
      const aBooks = await book(ownerA, slot, `Slow${i}`);
      const winners = [booked.status === 201, aBooks.status === 201].filter(Boolean);
      const seen = { round: i, held: held.status, bBooked: booked.status, aBooked: aBooks.status };
      // Never both: a hold granted on a booked slot, or a booking of a slot another owner holds.
      expect({ ...seen, holdAndBooking: held.status === 200 && booked.status === 201, winners: winners.length }).toEqual({
        ...seen,
        holdAndBooking: false,
        winners: 1,
      });
      // A hold granted first wins: then B was refused and A booked it.
      if (held.status === 200 && booked.status === 409) expect(aBooks.status).toBe(201);
      const atSlot = [...(await ownList(ownerA)), ...(await ownList(ownerB))].filter(
        (x) => x.doctor._id === doctor.id && x.appointmentDate === day && x.timeSlot === slot.timeSlot && x.status === 'scheduled',
      );
      expect(atSlot).toHaveLength(1);
      await call('DELETE', '/slot-holds/mine', ownerA);
    }
  }, FLOW_MS);

  it('bad input through the gateway: 4xx with a code and a message, nothing half-written', async () => {
    const doctor = await newDoctor('badinput');
    const day = openDays[6]!;
    const refusal = (a: Answer, status: number, code: string) => {
      expect({ status: a.status, code: a.json?.code, message: typeof a.json?.message }).toEqual({ status, code, message: 'string' });
    };
    // The calendar: `to` before `from`, more than 92 days, an unknown doctor.
    refusal(await call('GET', `/clinic/calendar?from=${day}&to=${addDays(day, -1)}`), 400, 'CLINIC_RANGE_REVERSED');
    refusal(await call('GET', `/clinic/calendar?from=${day}&to=${addDays(day, 92)}`), 400, 'CLINIC_RANGE_TOO_LONG');
    refusal(await call('GET', `/clinic/calendar?from=${day}&to=${day}&doctorId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`), 404, 'DOCTOR_NOT_FOUND');
    // A closure in the past (yesterday in Colombo, still "today" for much of the day in Los Angeles): nothing closed.
    const yesterday = addDays(clinicTomorrow(), -2);
    refusal(await call('POST', '/admin/calendar/closures', admin, { date: yesterday, reason: 'Too late' }), 400, 'CLINIC_CLOSURE_IN_PAST');
    expect(expectStatus(await call('GET', `/admin/calendar/closures?from=${yesterday}&to=${yesterday}`, admin), 200, 'closures').json).toEqual([]);
    // Leave overlapping leave: the second is refused and the first stays alone.
    expectStatus(await call('POST', '/doctors/dashboard/leave', doctor, { fromDate: day, toDate: day, startTime: '09:00', endTime: '12:00' }), 201, 'leave');
    refusal(await call('POST', '/doctors/dashboard/leave', doctor, { fromDate: day, toDate: day, startTime: '11:00', endTime: '13:00' }), 409, 'DOCTOR_LEAVE_OVERLAPS');
    expect(expectStatus(await call('GET', '/doctors/dashboard/leave', doctor), 200, 'own leave').json).toHaveLength(1);

    // Someone else's appointment, a doctor, a completed one: refused, the appointment as it was.
    const visit = at(doctor.id, day, H(14));
    const booked = await bookOk(ownerA, visit);
    const target = at(doctor.id, day, H(15));
    const byOther = await reschedule(ownerB, booked._id, target);
    expect([403, 404]).toContain(byOther.status);
    expect(typeof byOther.json?.message).toBe('string');
    refusal(await reschedule(doctor, booked._id, target), 403, 'FORBIDDEN');
    refusal(await reschedule(ownerA, '00000000-0000-4000-8000-000000000000', target), 404, 'APPOINTMENT_NOT_FOUND');
    expect((await ownList(ownerA)).find((x) => x._id === booked._id)).toMatchObject({ timeSlot: visit.timeSlot, status: 'scheduled' });
    expectStatus(await call('PUT', `/appointments/${booked._id}/complete`, doctor, {}), 200, 'complete');
    refusal(await reschedule(ownerA, booked._id, target), 409, 'APPOINTMENT_CANNOT_RESCHEDULE');
    refusal(await reschedule(admin, booked._id, target), 409, 'APPOINTMENT_CANNOT_RESCHEDULE');
    expect((await ownList(ownerA)).find((x) => x._id === booked._id)).toMatchObject({ timeSlot: visit.timeSlot, status: 'completed' });
    expect((await slotState(target))?.isBooked).toBe(false);
  }, FLOW_MS);

  it('(e) a reschedule and new bookings racing for one slot: exactly one wins, the losers change nothing', async () => {
    const doctor = await newDoctor('race');
    const day = openDays[7]!;
    const bookers = [ownerB, ...(await registerOwners(api, 2, { label: 'racer' }))];
    const rounds = 6;
    for (let i = 0; i < rounds; i++) {
      const from = at(doctor.id, day, H(9) + i * 30);
      const target = at(doctor.id, day, H(13) + i * 30);
      const mine = await bookOk(ownerA, from);
      // All sent at once; the reschedule goes first, second, third… in turn (the first request sent tends to win).
      const attempts: (() => Promise<Answer>)[] = bookers.map((b, k) => () => book(b, target, `Racer${i}${k}`));
      attempts.splice(i % (bookers.length + 1), 0, () => reschedule(ownerA, mine._id, target));
      const answers = await Promise.all(attempts.map((send) => send()));
      const moved = answers.splice(i % (bookers.length + 1), 1)[0]!;
      const seen = { round: i, reschedule: moved.status, bookings: answers.map((a) => a.status) };
      expect({ ...seen, winners: [moved.status === 200, ...answers.map((a) => a.status === 201)].filter(Boolean).length }).toEqual({
        ...seen,
        // Every loser is refused as a taken slot, nothing else.
        reschedule: moved.status === 200 ? 200 : 409,
        bookings: answers.map((a) => (a.status === 201 ? 201 : 409)),
        winners: 1,
      });
      const aNow = (await ownList(ownerA)).find((x) => x._id === mine._id)!;
      const atTarget = (await Promise.all(bookers.map(ownList))).flat().filter((x) => x.doctor._id === doctor.id && x.timeSlot === target.timeSlot);
      if (moved.status === 200) {
        expect(aNow).toMatchObject({ appointmentDate: day, timeSlot: target.timeSlot, status: 'scheduled' });
        expect(atTarget).toEqual([]);
        await expectSlotTaken(from, false);
      } else {
        // The original stays as it was.
        expect(aNow).toMatchObject({ appointmentDate: day, timeSlot: from.timeSlot, status: 'scheduled' });
        expect(atTarget).toHaveLength(1);
        await expectSlotTaken(from, true);
      }
      await expectSlotTaken(target, true);
    }
    // The doctor's list has exactly one appointment per taken slot.
    const list = (await doctorList(doctor)).filter((x) => x.status === 'scheduled');
    expect(new Set(list.map((x) => x.timeSlot)).size).toBe(list.length);
  }, FLOW_MS);

  it('(e) a reschedule onto a slot booked a moment earlier is refused with 409 and leaves the appointment as it was', async () => {
    const doctor = await newDoctor('taken');
    const day = openDays[11]!;
    const mine = await bookOk(ownerA, at(doctor.id, day, H(9)));
    const target = at(doctor.id, day, H(10));
    await bookOk(ownerB, target);
    const refused = await reschedule(ownerA, mine._id, target);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'BOOKING_SLOT_TAKEN', message: expect.any(String) });
    expect((await ownList(ownerA)).find((x) => x._id === mine._id)).toMatchObject({ appointmentDate: day, timeSlot: '09:00 AM', status: 'scheduled' });
    await eventually(
      async () => {
        expect((await slotsOf(doctor.id, day)).filter((s) => s.isBooked).map((s) => s.time)).toEqual(['09:00 AM', '10:00 AM']);
      },
      { ...EVENTS, description: 'the grid to show exactly the two booked slots' },
    );
  }, FLOW_MS);
});
