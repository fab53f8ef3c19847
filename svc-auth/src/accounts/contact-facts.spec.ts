import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { accounts } from '../database/schema.js';
import { startAuthTestApp, waitFor, type AuthTestApp } from '../testing/auth-test-app.js';
import { ContactFactsService } from './contact-facts.service.js';

jest.setTimeout(30_000);

describe("svc-auth tells svc-notify how to reach each account (user.contact-changed, ADR 0029; PostgreSQL)", () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ db: 'postgres' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const contactEvents = async (userId: string) =>
    (await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.contact-changed')).orderBy(asc(kitOutbox.seq)))
      .map((r) => r.payload as Record<string, unknown>)
      .filter((p) => p['userId'] === userId);

  it('on registration, on a change of name or language, and not again when nothing it carries changed', async () => {
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
      { userId: user._id, role: 'user', email: 'contact.me@example.lk', fullName: 'Kamal Perera', language: 'ta' },
    ]);
    const auth = { authorization: `Bearer ${token}` };
    const profile = { fullName: 'Kamal Perera', contactNumber: '0771234567', address: { street: '2 B Rd', city: 'Battaramulla', location: 'Battaramulla' } };
    // Contact number and address are not contact facts for e-mail: nothing new.
    expect((await t.app.inject({ method: 'PUT', url: '/users/profile', headers: auth, payload: profile })).statusCode).toBe(200);
    expect(await contactEvents(user._id)).toHaveLength(1);
    expect((await t.app.inject({ method: 'PUT', url: '/users/profile', headers: auth, payload: { ...profile, fullName: 'Kamal P. Perera' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/auth/language', headers: auth, payload: { language: 'si' } })).statusCode).toBe(200);
    expect((await contactEvents(user._id)).map((p) => [p['fullName'], p['language']])).toEqual([
      ['Kamal Perera', 'ta'],
      ['Kamal P. Perera', 'ta'],
      ['Kamal P. Perera', 'si'],
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
      consultationFee: 2000,
      workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
      isActive: true,
    });
    await waitFor('the doctor account synced', async () => (await contactEvents(doctorId)).length > 0);
    expect(await contactEvents(doctorId)).toEqual([
      { userId: doctorId, role: 'doctor', email: 'dr.contact@vetnow.test', fullName: 'Dr. Contact', language: 'en' },
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
