import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { accounts } from '../database/schema.js';
import { startAuthTestApp, eventually, type AuthTestApp } from '../testing/auth-test-app.js';
import { ContactFactsService } from './contact-facts.service.js';

jest.setTimeout(30_000);

describe("svc-auth tells svc-notify how to reach each account (user.contact-changed, ADR 0029; PostgreSQL)", () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({});
  });
  afterAll(async () => {
    await t?.close();
  });

  const contactEvents = async (userId: string) =>
    (await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.contact-changed')).orderBy(asc(kitOutbox.seq)))
      .map((r) => r.payload as Record<string, unknown>)
      .filter((p) => p['userId'] === userId);

  it('on registration, on a change of name, language or contact number, and not again when nothing it carries changed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: `contact${Date.now()}`,
        email: 'Contact.Me@Example.LK',
        password: 'lotus-pond-7',
        fullName: 'Kamal Perera',
        contactNumber: '0770000000',
        address: { street: '1 A Rd', city: 'Battaramulla' },
        language: 'ta',
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json() as { token: string; user: { _id: string } };
    expect(await contactEvents(user._id)).toEqual([
      { userId: user._id, role: 'user', email: 'contact.me@example.lk', fullName: 'Kamal Perera', language: 'ta', phone: '+94770000000' },
    ]);
    const auth = { authorization: `Bearer ${token}` };
    const profile = { fullName: 'Kamal Perera', contactNumber: '077 000 0000', address: { street: '2 B Rd', city: 'Battaramulla', location: 'Battaramulla' } };
    // The address is not a contact fact, and the same number written otherwise is the same phone: nothing new.
    expect((await t.app.inject({ method: 'PUT', url: '/users/profile', headers: auth, payload: profile })).statusCode).toBe(200);
    expect(await contactEvents(user._id)).toHaveLength(1);
    // A new contact number is (SMS go to it, ADR 0031).
    expect((await t.app.inject({ method: 'PUT', url: '/users/profile', headers: auth, payload: { ...profile, contactNumber: '0771234567' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/users/profile', headers: auth, payload: { ...profile, contactNumber: '0771234567', fullName: 'Kamal P. Perera' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/auth/language', headers: auth, payload: { language: 'si' } })).statusCode).toBe(200);
    expect((await contactEvents(user._id)).map((p) => [p['fullName'], p['language'], p['phone']])).toEqual([
      ['Kamal Perera', 'ta', '+94770000000'],
      ['Kamal Perera', 'ta', '+94771234567'],
      ['Kamal P. Perera', 'ta', '+94771234567'],
      ['Kamal P. Perera', 'si', '+94771234567'],
    ]);
    // The shared-tree user events still carry no e-mail.
    const registered = await t.db.select().from(kitOutbox).where(and(eq(kitOutbox.type, 'user.registered'), sql`${kitOutbox.payload}->>'userId' = ${user._id}`));
    expect(JSON.stringify(registered)).not.toContain('contact.me@example.lk');
  });

  it('a doctor account gets its contact facts from doctor.created', async () => {
    const doctorId = randomUUID();
    await t.publish('doctor.created', {
      _id: doctorId,
      email: 'Dr.Contact@VetNow.test',
      fullName: 'Dr. Contact',
      specialization: 'General Veterinary',
      experience: 3,
      qualifications: [],
      contactNumber: '0112345678',
      clinicAddress: { street: '', city: '', location: 'Battaramulla' },
      consultationFeeMinor: 200_000,
      workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
      isActive: true,
    });
    await eventually('the doctor account synced', async () => (await contactEvents(doctorId)).length > 0);
    expect(await contactEvents(doctorId)).toEqual([
      { userId: doctorId, role: 'doctor', email: 'dr.contact@vetnow.test', fullName: 'Dr. Contact', language: 'en' },
    ]);
  });

  it('accounts published before the phone was a fact are published again by the backfill, once (with or without a number)', async () => {
    const withNumber = randomUUID();
    const withoutNumber = randomUUID();
    const before = (id: string) => JSON.stringify({ userId: id, role: 'user', email: `pre-sms-${id.slice(0, 6)}@vetnow.test`, fullName: 'Pre SMS', language: 'en' });
    await t.db.insert(accounts).values([
      { id: withNumber, role: 'user', email: `pre-sms-${withNumber.slice(0, 6)}@vetnow.test`, fullName: 'Pre SMS', contactNumber: '071 234 5678', contactPublished: before(withNumber) },
      // An old free-text number that is not a Sri Lankan one: published again without a phone, then left alone.
      { id: withoutNumber, role: 'user', email: `pre-sms-${withoutNumber.slice(0, 6)}@vetnow.test`, fullName: 'Pre SMS', contactNumber: 'call the shop', contactPublished: before(withoutNumber) },
    ]);
    const contacts = t.app.get(ContactFactsService);
    expect(await contacts.backfill()).toBeGreaterThanOrEqual(2);
    expect(await contacts.backfill()).toBe(0);
    expect((await contactEvents(withNumber)).map((p) => p['phone'])).toEqual(['+94712345678']);
    expect(await contactEvents(withoutNumber)).toEqual([
      { userId: withoutNumber, role: 'user', email: `pre-sms-${withoutNumber.slice(0, 6)}@vetnow.test`, fullName: 'Pre SMS', language: 'en' },
    ]);
  });

  it('accounts never published (from before this change) are published by the backfill, once', async () => {
    const id = randomUUID();
    await t.db.insert(accounts).values({ id, role: 'admin', email: `old-admin-${id.slice(0, 6)}@vetnow.test`, fullName: 'Old Admin' });
    const contacts = t.app.get(ContactFactsService);
    expect(await contacts.backfill()).toBeGreaterThanOrEqual(1);
    expect(await contacts.backfill()).toBe(0);
    expect(await contactEvents(id)).toEqual([
      { userId: id, role: 'admin', email: `old-admin-${id.slice(0, 6)}@vetnow.test`, fullName: 'Old Admin', language: 'en' },
    ]);
  });
});
