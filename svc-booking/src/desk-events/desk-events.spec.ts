import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { DAY_CHANGED_EVENT, dayChangedEventSchema } from '@vetnow/contracts/front-desk';
import { errorAnswer, eventually } from '@vetnow/service-kit/testing';
import { sql } from 'drizzle-orm';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { openEventStream, type EventStreamReader } from './__fixtures__/event-stream-reader.js';
import { DeskDayHub } from './desk-day-hub.js';
import { loadDeskEventsConfig } from './desk-events.config.js';
import { concerns, parseDeskDayNotice } from './desk-day-notice.js';
import { tokenExpiresAt } from './day-streams.service.js';

const STAFF_STREAM = '/desk/day-sheet/events';
const DOCTOR_STREAM = '/doctors/dashboard/events';

describe('the live day streams (server-sent events, PostgreSQL LISTEN)', () => {
  let h: BookingHarness;
  let base: string;
  let hub: DeskDayHub;
  let staff: Account;
  let owner: Account;
  let doctorX: Account;
  let doctorY: Account;
  const day = daysAhead(4);
  const otherDay = daysAhead(5);
  /** Appointment ids: doctor X and Y on `day`, doctor X on `otherDay`. */
  let xOnDay: string;
  let yOnDay: string;
  let xOnOtherDay: string;
  const open: EventStreamReader[] = [];

  beforeAll(async () => {
    h = await BookingHarness.start({ DESK_EVENTS_HEARTBEAT_MS: '100' });
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.t.app.getHttpServer().address() as AddressInfo).port}`;
    hub = h.t.app.get(DeskDayHub);
    ({ ownerA: owner, doctorX, doctorY } = await h.cast());
    staff = await h.account('staff', 'Desk');
    await h.doctor({ _id: doctorX.sub });
    await h.doctor({ _id: doctorY.sub });
    const book = async (doctor: Account, date: string) => {
      const res = await h.book(owner, cashBooking(doctor.sub, { appointmentDate: date, timeSlot: '10:00 AM' }));
      expect(res.statusCode).toBe(201);
      return (res.json().appointment as { _id: string })._id;
    };
    xOnDay = await book(doctorX, day);
    yOnDay = await book(doctorY, day);
    xOnOtherDay = await book(doctorX, otherDay);
    // Streams opened before the LISTEN is in place are told once it is (their screens refetch): start after that.
    await eventually(() => expect(hub.listening).toBe(true), { description: 'the LISTEN connection' });
  });
  afterEach(async () => {
    for (const reader of open.splice(0)) reader.close();
    await eventually(() => expect(hub.size).toBe(0), { description: 'every stream unsubscribed' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const stream = async (path: string, who: Account, date = day) => {
    const reader = await openEventStream(`${base}${path}?date=${date}`, who.bearer);
    open.push(reader);
    expect(reader.status).toBe(200);
    return reader;
  };
  const dayChanged = (reader: EventStreamReader) =>
    reader.events(DAY_CHANGED_EVENT).map((e) => dayChangedEventSchema.parse(JSON.parse(e.data)));
  /**
   * Makes a change and waits until `reader` has a day-changed sent after it (events carry no more than the date and
   * the time they were sent, so "after it" tells this change's event from an earlier one); every day-changed event the
   * reader has then. An event of an earlier change, debounced or not, has arrived before that one.
   */
  const after = async (change: () => Promise<unknown>, reader: EventStreamReader, what: string) => {
    const since = Date.now();
    await change();
    return eventually(
      () => {
        const events = dayChanged(reader);
        // Strictly after: an earlier change's event can be sent in the very millisecond this step began (its \`at\`
        // then equals \`since\`; seen once with three Jest workers), while this change's is sent later.
        expect(events.some((e) => Date.parse(e.at) > since)).toBe(true);
        return events;
      },
      { description: what },
    );
  };
  const checkIn = (id: string) => h.t.db.execute(sql`UPDATE appointments SET arrival_state = 'arrived', arrival_at = now() WHERE id = ${id}`);
  const walkIn = (date: string, doctorId: string | null) =>
    h.t.db.execute(sql`
      INSERT INTO walk_ins (clinic_date, queue_number, doctor_id, owner_name, contact_number, pet_name, pet_type, reason, created_by)
      VALUES (${date}, (SELECT coalesce(max(queue_number), 0) + 1 FROM walk_ins WHERE clinic_date = ${date}), ${doctorId},
              'Sunil Fernando', '+94712345678', 'Bruno', 'Dog', 'Limping', ${staff.sub})`);

  it('starts with retry and a comment, as text/event-stream that nothing may buffer or keep', async () => {
    const reader = await stream(STAFF_STREAM, staff);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toBe('no-store');
    expect(reader.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.headers.get('x-request-id')).toBeTruthy();
    expect(reader.headers.get('content-length')).toBeNull();
    await eventually(() => expect(reader.text().startsWith(`retry: 3000\n: day ${day}\n\n`)).toBe(true));
    await eventually(() => expect(hub.size).toBe(1));
  });

  it('keeps the stream open with a comment every DESK_EVENTS_HEARTBEAT_MS', async () => {
    const reader = await stream(DOCTOR_STREAM, doctorX);
    await eventually(() => expect(reader.comments().filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(2));
    expect(reader.state()).toBe('open');
    expect(dayChanged(reader)).toEqual([]);
  });

  it("tells the desk's stream of a day every change of that day, and nothing of another day", async () => {
    const onDay = await stream(STAFF_STREAM, staff, day);
    const onOtherDay = await stream(STAFF_STREAM, staff, otherDay);
    await eventually(() => expect(hub.size).toBe(2));
    expect(await after(() => checkIn(xOnOtherDay), onOtherDay, "the other day's change")).toEqual([{ date: otherDay, at: expect.any(String) }]);
    const events = await after(() => checkIn(yOnDay), onDay, "the day's change");
    expect(events).toEqual([{ date: day, at: expect.any(String) }]); // and not the other day's
    // A booking of the day is a change too (an insert).
    const booked = await after(() => h.book(owner, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '11:00 AM' })), onDay, 'the booking');
    expect(booked).toHaveLength(2);
    expect(await after(() => walkIn(otherDay, null), onOtherDay, "the other day's walk-in")).toHaveLength(2);
    expect(dayChanged(onDay)).toHaveLength(2);
  });

  it("tells a doctor's stream their own appointments' changes and the walk-ins, not another doctor's", async () => {
    const mine = await stream(DOCTOR_STREAM, doctorX);
    const theirs = await stream(DOCTOR_STREAM, doctorY);
    await eventually(() => expect(hub.size).toBe(2));
    const unCheckIn = () => h.t.db.execute(sql`UPDATE appointments SET arrival_state = NULL, arrival_at = NULL WHERE id = ${yOnDay}`);
    expect(await after(unCheckIn, theirs, "doctor Y's own change")).toHaveLength(1);
    expect(await after(() => checkIn(xOnDay), mine, "doctor X's own change")).toHaveLength(1); // not Y's
    expect(await after(() => walkIn(day, null), mine, 'a walk-in for any doctor')).toHaveLength(2);
    expect(await after(() => walkIn(day, doctorY.sub), mine, "a walk-in asked for doctor Y: the queue is everyone's")).toHaveLength(3);
    await eventually(() => expect(dayChanged(theirs)).toHaveLength(3)); // Y's own, and the two walk-ins
    // Another day's walk-in reaches neither: doctor X's stream of that day is the witness.
    const otherDayOfX = await stream(DOCTOR_STREAM, doctorX, otherDay);
    await eventually(() => expect(hub.size).toBe(3));
    expect(await after(() => walkIn(otherDay, null), otherDayOfX, "the other day's walk-in")).toHaveLength(1);
    expect(await after(() => checkIn(yOnDay), theirs, "Y's change once more")).toHaveLength(4);
    expect(dayChanged(mine)).toHaveLength(3);
  });

  it("follows the desk's own writes: a walk-in added today and taken by a doctor (the front desk's routes)", async () => {
    const desk = await stream(STAFF_STREAM, staff, clinicToday());
    const doctorsDay = await stream(DOCTOR_STREAM, doctorY, clinicToday());
    await eventually(() => expect(hub.size).toBe(2));
    const body = { ownerName: 'Sunil Fernando', contactNumber: '0712345678', petName: 'Bruno', petType: 'Dog', reason: 'Limping' };
    let id = '';
    await after(
      async () => {
        const res = await h.request('POST', '/desk/walk-ins', staff, body);
        expect(res.statusCode).toBe(201);
        id = (res.json() as { _id: string })._id;
      },
      desk,
      'the walk-in added',
    );
    await eventually(() => expect(dayChanged(doctorsDay)).toHaveLength(1));
    const taken = await after(
      async () => expect((await h.request('PUT', `/doctors/dashboard/walk-ins/${id}/status`, doctorY, { status: 'with-doctor' })).statusCode).toBe(200),
      doctorsDay,
      'the walk-in taken by the doctor',
    );
    expect(taken).toEqual([
      { date: clinicToday(), at: expect.any(String) },
      { date: clinicToday(), at: expect.any(String) },
    ]);
    await eventually(() => expect(dayChanged(desk)).toHaveLength(2));
  });

  it('refuses owners, the wrong role and callers without a token before any stream starts', async () => {
    const get = (path: string, who?: Account) => h.request('GET', `${path}?date=${day}`, who);
    expect((await get(STAFF_STREAM)).json()).toEqual(errorAnswer('UNAUTHENTICATED'));
    expect((await get(DOCTOR_STREAM)).statusCode).toBe(401);
    for (const [path, who] of [
      [STAFF_STREAM, owner],
      [STAFF_STREAM, doctorX],
      [DOCTOR_STREAM, owner],
      [DOCTOR_STREAM, staff],
    ] as const) {
      const res = await get(path, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorAnswer('FORBIDDEN'));
    }
    const bad = await h.request('GET', `${STAFF_STREAM}?date=2026-02-30`, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(hub.size).toBe(0);
  });

  it('unsubscribes a stream whose client went away', async () => {
    const a = await stream(STAFF_STREAM, staff);
    const b = await stream(DOCTOR_STREAM, doctorY);
    await eventually(() => expect(hub.size).toBe(2));
    a.close();
    await eventually(() => expect(hub.size).toBe(1), { description: 'the closed stream unsubscribed' });
    b.close();
    await eventually(() => expect(hub.size).toBe(0), { description: 'no subscriber left' });
    // Changes after that go nowhere and break nothing.
    await checkIn(xOnDay);
    const witness = await stream(STAFF_STREAM, staff);
    expect(await after(() => walkIn(day, null), witness, 'a new stream told')).toHaveLength(1);
  });

  it("ends the stream when the caller's token expires; the request is logged and measured like any other", async () => {
    const token = await h.t.keys.sign({ sub: staff.sub, role: 'staff', email: 'desk@vetnow.test', name: 'Desk' }, { expiresIn: 2 });
    const reader = await openEventStream(`${base}${STAFF_STREAM}?date=${day}`, `Bearer ${token}`);
    expect(reader.status).toBe(200);
    await eventually(() => expect(reader.state()).toBe('ended'), { description: 'the stream ended at exp', timeoutMs: 8000 });
    await eventually(() => expect(hub.size).toBe(0));
    const metrics = (await h.request('GET', '/metrics')).body;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/desk\/day-sheet\/events"[^}]*status_code="200"[^}]*\} [1-9]/);
    const lines = h.t.logs().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l['msg'] === 'request completed' && (l['res'] as { statusCode?: number })?.statusCode === 200)).toBe(true);
    // The hijacked reply is never sent a second time by Nest or Fastify.
    expect(h.t.logs()).not.toMatch(/already sent|FST_ERR_REP_ALREADY_SENT/i);
  });
});

describe('shutting down with a live stream open (ADR 0014)', () => {
  it('ends the stream cleanly and app.close() finishes promptly', async () => {
    const h = await BookingHarness.start();
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.t.app.getHttpServer().address() as AddressInfo).port;
    const staff = await h.account('staff');
    const reader = await openEventStream(`http://127.0.0.1:${port}${STAFF_STREAM}`, staff.bearer);
    expect(reader.status).toBe(200);
    const hub = h.t.app.get(DeskDayHub);
    await eventually(() => expect(hub.size).toBe(1));
    const logs = h.t.logs;
    const started = Date.now();
    await h.close(); // app.close(), then the test database and stream go
    // Without ending the stream first, the HTTP server's close would wait for the browser for ever.
    expect(Date.now() - started).toBeLessThan(5000);
    await eventually(() => expect(reader.state()).toBe('ended'), { description: 'the stream ended by the server' });
    expect(reader.text()).toContain('retry: 3000\n: day '); // the default date: today in clinic time
    expect(logs()).toContain('ended 1 live day stream(s)');
  });
});

describe('pieces of the live streams', () => {
  it("reads the triggers' notices and matches them to a stream's filter", () => {
    const doctor = randomUUID();
    const notice = parseDeskDayNotice(JSON.stringify({ date: '2026-05-04', doctorId: doctor, walkIn: false }))!;
    expect(notice).toEqual({ date: '2026-05-04', doctorId: doctor, walkIn: false });
    expect(parseDeskDayNotice(JSON.stringify({ date: '2026-05-04', doctorId: null, walkIn: true }))).toEqual({ date: '2026-05-04', doctorId: null, walkIn: true });
    for (const bad of [undefined, '', 'x', '[]', '{"date":"tomorrow","doctorId":null}', '{"date":"2026-05-04","doctorId":5}']) {
      expect(parseDeskDayNotice(bad)).toBeUndefined();
    }
    expect(concerns({ date: '2026-05-04' }, notice)).toBe(true);
    expect(concerns({ date: '2026-05-05' }, notice)).toBe(false);
    expect(concerns({ date: '2026-05-04', doctorId: doctor }, notice)).toBe(true);
    expect(concerns({ date: '2026-05-04', doctorId: randomUUID() }, notice)).toBe(false);
    expect(concerns({ date: '2026-05-04', doctorId: randomUUID() }, { ...notice, walkIn: true })).toBe(true);
  });

  it('reads DESK_EVENTS_HEARTBEAT_MS (default 15 s) and refuses a bad value, naming it', () => {
    expect(loadDeskEventsConfig({}).heartbeatMs).toBe(15_000);
    expect(loadDeskEventsConfig({ DESK_EVENTS_HEARTBEAT_MS: '500' }).heartbeatMs).toBe(500);
    for (const bad of ['0', '-5', 'soon', '1.5', '999999']) {
      expect(() => loadDeskEventsConfig({ DESK_EVENTS_HEARTBEAT_MS: bad })).toThrow(/DESK_EVENTS_HEARTBEAT_MS/);
    }
  });

  it("takes the token's exp for the stream's end", () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'x', exp: 1_900_000_000 })).toString('base64url');
    expect(tokenExpiresAt(`Bearer h.${payload}.s`)).toBe(1_900_000_000_000);
    expect(tokenExpiresAt(undefined)).toBeUndefined();
    expect(tokenExpiresAt('Bearer nonsense')).toBeUndefined();
  });
});
