import { clinicInstant } from '@vetnow/domain/clinic-time';
import { eq, sql } from 'drizzle-orm';
import { appointments } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

/** The properties of the first VEVENT (RFC 5545 lines unfolded; parameters dropped from the name). */
function vevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(-1);
  return Object.fromEntries(
    lines.slice(start + 1, end).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0]!, line.slice(colon + 1)];
    }),
  );
}
/** 2026-11-27T04:30:00.000Z → 20261127T043000Z (RFC 5545 UTC date-time). */
const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('GET /appointments/:id/calendar.ics (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let doctorY: Account;
  let admin: Account;
  let id: string;
  let reference: string;
  const day = daysAhead(6);
  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA, ownerB, doctorX, doctorY, admin } = await h.cast());
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr. Nimal Perera', clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' } });
    ({ _id: id, appointmentId: reference } = await h.booked(ownerA, cashBooking(doctorX.sub, { appointmentDate: day, timeSlot: '10:00 AM', pet: { name: 'Rex, Jr.', type: 'Dog' } })));
  });
  afterAll(async () => {
    await h?.close();
  });
  const ics = (who: Account | undefined, ref = id) => h.request('GET', `/appointments/${ref}/calendar.ics`, who);

  it('gives the owner an RFC 5545 event at the visit\'s absolute time, with the clinic address and a stable UID', async () => {
    const res = await ics(ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vetnow-appointment.ics"');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(res.body).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true); // folded (§3.1)
    const event = vevent(res.body);
    // 10:00 AM in Colombo (UTC+05:30) is 04:30 UTC whatever the machine's zone.
    expect(event.DTSTART).toBe(icsUtc(clinicInstant(day, 10 * 60)));
    expect(event.DTSTART).toMatch(/^\d{8}T043000Z$/);
    expect(event.DTEND).toBe(icsUtc(clinicInstant(day, 10 * 60 + 30)));
    expect(event.UID).toBe(`${id}@vetnow.lk`);
    expect(event.SEQUENCE).toBe('0');
    expect(event.STATUS).toBe('CONFIRMED');
    expect(event.LOCATION).toBe('12 Main Street\\, Colombo\\, Battaramulla'); // commas escaped (§3.3.11)
    expect(event.SUMMARY).toBe('Vet visit: Rex\\, Jr. with Dr. Nimal Perera');
    expect(event.DESCRIPTION).toContain(`Appointment ID: ${reference}\\n`);
    expect(event.DESCRIPTION).toContain('Please arrive 10 minutes early.');
    // The fee snapshotted on the appointment (250000 minor units), written in LKR.
    expect(event.DESCRIPTION).toContain('Consultation fee: LKR 2\\,500\\n');
  });

  it('is the same event by the appointment reference, for its doctor and for the admin', async () => {
    const uid = vevent((await ics(ownerA)).body).UID;
    for (const [who, ref] of [[ownerA, reference], [doctorX, id], [admin, id], [admin, reference.toLowerCase()]] as const) {
      const res = await ics(who, ref);
      expect(res.statusCode).toBe(200);
      expect(vevent(res.body).UID).toBe(uid);
    }
  });

  it('is not found for another owner or another doctor, refused without a session, 400 for a malformed id', async () => {
    for (const who of [ownerB, doctorY]) {
      const res = await ics(who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'APPOINTMENT_NOT_FOUND', message: expect.any(String) });
    }
    expect((await ics(undefined)).statusCode).toBe(401);
    const bad = await ics(ownerA, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'APPOINTMENT_INVALID_ID', message: 'Invalid appointment ID' });
  });

  it("keeps its SEQUENCE when the owner's name or contact changes: the event is the same (the e-mail's copy stays current)", async () => {
    // A booking made an hour ago, so a change of the row now would be 3,600 seconds later.
    await h.t.db.update(appointments).set({ createdAt: sql`created_at - interval '1 hour'`, updatedAt: sql`updated_at - interval '1 hour'` }).where(eq(appointments.id, id));
    const before = vevent((await ics(ownerA)).body);
    await h.handled(await h.publish('user.profile-updated', { userId: ownerA.sub, fullName: 'Owner A Renamed', contactNumber: '0771234567' }));
    // The visit's copy of the owner did change…
    const mine = (await h.request('GET', '/users/appointments', ownerA)).json() as Array<{ _id: string; user: { fullName: string } }>;
    expect(mine.find((a) => a._id === id)?.user.fullName).toBe('Owner A Renamed');
    // …but not the calendar event.
    expect(vevent((await ics(ownerA)).body)).toEqual({ ...before, DTSTAMP: expect.any(String) });
  });

  it('after a reschedule: the same UID at the new time with a higher SEQUENCE; after a cancel: STATUS:CANCELLED', async () => {
    // A booking made an hour ago (so the change is seconds later, as in real use).
    await h.t.db.update(appointments).set({ createdAt: sql`created_at - interval '1 hour'`, updatedAt: sql`updated_at - interval '1 hour'` }).where(eq(appointments.id, id));
    const before = vevent((await ics(ownerA)).body);
    const moved = await h.request('PUT', `/appointments/${id}/reschedule`, ownerA, { appointmentDate: day, timeSlot: '02:00 PM' });
    expect(moved.statusCode).toBe(200);
    const after = vevent((await ics(ownerA)).body);
    expect(after.UID).toBe(before.UID);
    expect(after.DTSTART).toBe(icsUtc(clinicInstant(day, 14 * 60)));
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));

    expect((await h.request('PUT', `/appointments/${id}/cancel`, ownerA)).statusCode).toBe(200);
    const cancelled = vevent((await ics(ownerA)).body);
    expect(cancelled.STATUS).toBe('CANCELLED');
    expect(cancelled.UID).toBe(before.UID);
    expect(Number(cancelled.SEQUENCE)).toBeGreaterThanOrEqual(Number(after.SEQUENCE));
  });
});
