import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publicUserSchema } from '@vetnow/contracts/user';
import { PHONE_MESSAGES, REGISTRATION_MESSAGES as M } from '@vetnow/contracts/validation-texts';
import { kitInbox, kitOutbox } from '@vetnow/service-kit/messaging';
import { createTestKeys } from '@vetnow/service-kit/testing';
import { TokenSigner } from '../keys/token-signer.js';
import { startAuthTestApp, eventually, type AuthTestApp } from '../testing/auth-test-app.js';
import { registerOwner } from '../testing/register-owner.js';

jest.setTimeout(30_000);

function booked(userId: string, pet: { name: string; type: string; breed: string; age?: number }) {
  const start = new Date(Date.now() + 86_400_000);
  return {
    appointmentId: randomUUID(),
    reference: 'APT-TEST',
    doctorId: randomUUID(),
    userId,
    appointmentDate: start.toISOString().slice(0, 10),
    timeSlot: '09:00 AM',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
    pet,
    paymentMethod: 'cash',
    consultationFeeMinor: 250_000,
    currency: 'LKR',
  };
}

describe('owner profile (PostgreSQL + NATS)', () => {
  let t: AuthTestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await startAuthTestApp({});
    const res = await registerOwner(t, 'kamal', { fullName: 'Kamal Perera', address: { street: '1 A Rd', city: 'Battaramulla' } });
    expect(res.statusCode).toBe(201);
    ({ token } = res.json());
    userId = res.json().user._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (auth?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/users/profile',
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
  const put = (payload: object, auth: string = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/users/profile',
      payload,
      headers: { authorization: `Bearer ${auth}` },
    });

  it('GET answers the public user with pets and createdAt', async () => {
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    const user = publicUserSchema.parse(res.json());
    expect(user).toMatchObject({
      _id: userId,
      username: 'kamal',
      fullName: 'Kamal Perera',
      pets: [],
      userType: 'user',
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();
  });

  it('401 without a token, 401 with a forged one, 403 for a doctor or an admin token', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get('not.a.token')).statusCode).toBe(401);
    const otherKeys = await createTestKeys();
    const forged = await otherKeys.sign({ sub: userId, role: 'user', email: 'kamal@vetnow.test', name: 'K' });
    expect((await get(forged)).statusCode).toBe(401);
    const signer = new TokenSigner(t.keys);
    const doctor = await signer.sign({
      sub: randomUUID(),
      role: 'doctor',
      email: 'd@vetnow.test',
      name: 'D',
    });
    const admin = await signer.sign({ sub: randomUUID(), role: 'admin', email: 'a@vetnow.test', name: 'A' });
    expect((await get(doctor)).statusCode).toBe(403);
    expect((await get(admin)).statusCode).toBe(403);
    expect((await put({ fullName: 'X', contactNumber: '0771234567' }, doctor)).statusCode).toBe(403);
  });

  it('PUT validates: full name and contact required, a Sri Lankan number, location only Battaramulla', async () => {
    const blankName = await put({ fullName: ' ', contactNumber: '0771234567' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toBe(M.fullNameRequired);
    const blankContact = await put({ fullName: 'A', contactNumber: '' });
    expect(blankContact.json().message).toBe(M.contactNumberRequired);
    for (const contactNumber of ['hello', '12345', '+44 20 7946 0958']) {
      const notLankan = await put({ fullName: 'A', contactNumber });
      expect(notLankan.statusCode).toBe(400);
      expect(notLankan.json().message).toBe(PHONE_MESSAGES.invalid);
    }
    const elsewhere = await put({ fullName: 'A', contactNumber: '0771234567', address: { location: 'Malabe' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(M.locationFixed);
  });

  it('PUT persists, answers the user and records user.profile-updated', async () => {
    const res = await put({
      fullName: ' Kamal P. Perera ',
      contactNumber: '+94 71 111 1111',
      address: { street: '9 New Rd', city: 'Battaramulla', location: 'Battaramulla' },
      // Fields that are not editable here are ignored.
      email: 'hacker@vetnow.test',
      username: 'root',
      userType: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Kamal P. Perera',
      contactNumber: '+94711111111', // E.164
      address: { street: '9 New Rd', city: 'Battaramulla', location: 'Battaramulla' },
      email: 'kamal@vetnow.test',
      username: 'kamal',
      userType: 'user',
    });
    expect((await get(token)).json()).toEqual(res.json());
    const events = await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.profile-updated'));
    expect(events.map((e) => e.payload)).toContainEqual({
      userId,
      fullName: 'Kamal P. Perera',
      contactNumber: '+94711111111',
    });
  });

  it('appointment.booked adds the pet once even when the event is delivered twice, and refreshes it later', async () => {
    const first = await t.publish(
      'appointment.booked',
      booked(userId, { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 }),
    );
    // The same event again (JetStream redelivery or a duplicate publish): the inbox applies it once.
    await t.publish('appointment.booked', first.payload, { id: first.id });
    await eventually('both deliveries handled', async () => {
      const rows = await t.db.select().from(kitInbox).where(eq(kitInbox.eventId, first.id));
      return rows.length === 1;
    });
    const second = await t.publish(
      'appointment.booked',
      booked(userId, { name: 'rex', type: 'dog', breed: '', age: 4 }),
    );
    const third = await t.publish(
      'appointment.booked',
      booked(userId, { name: 'Tom', type: 'Cat', breed: 'Persian' }),
    );
    await eventually('later events handled', async () => {
      const rows = await t.db.select().from(kitInbox);
      const ids = rows.map((r) => r.eventId);
      return ids.includes(second.id) && ids.includes(third.id);
    });
    // The duplicate sits before the later events in the stream, so it has been delivered by now.
    const res = await get(token);
    expect(res.json().pets).toEqual([
      { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 },
      { name: 'Tom', type: 'Cat', breed: 'Persian' },
    ]);
  });

  it('an appointment.booked for an unknown owner is consumed without effect', async () => {
    const unknown = await t.publish(
      'appointment.booked',
      booked(randomUUID(), { name: 'Ghost', type: 'Dog', breed: '' }),
    );
    await eventually('recorded as handled', async () => {
      const ids = (await t.db.select().from(kitInbox)).map((r) => r.eventId);
      return ids.includes(unknown.id);
    });
    expect((await get(token)).json().pets).toHaveLength(2);
  });
});
