import { jest } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import { staffListSchema, staffMemberSchema } from '@vetnow/contracts/front-desk';
import { PASSWORD_MESSAGES, PHONE_MESSAGES } from '@vetnow/contracts/validation-texts';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { accounts } from '../database/schema.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN, TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { registerOwner } from '../testing/register-owner.js';

jest.setTimeout(60_000);

/** Issue 39: the admin's front-desk accounts — POST and GET /admin/staff (PostgreSQL + NATS, the real svc-auth). */
const valid = {
  fullName: '  Dilani Fernando ',
  email: 'Desk.One@Staff.Test',
  contactNumber: '071 234 5678',
  password: 'front-desk-7',
};

describe('front-desk staff accounts: create and list (issue 39)', () => {
  let t: AuthTestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { ...TEST_ADMIN, userType: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    admin = { authorization: `Bearer ${res.json().token}` };
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: object) =>
    t.app.inject({ method: 'POST', url: '/admin/staff', payload: body, headers: admin });
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/staff', headers: admin });
    expect(res.statusCode).toBe(200);
    return staffListSchema.parse(res.json());
  };
  const rowsWithEmail = (email: string) => t.db.select().from(accounts).where(eq(accounts.email, email));
  const eventsOf = async (type: string, id: string) =>
    (await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, type)).orderBy(asc(kitOutbox.seq)))
      .map((r) => r.payload as Record<string, unknown>)
      .filter((p) => p['userId'] === id || p['accountId'] === id);

  it('creates a staff account: 201, trimmed, e-mail lower-cased, phone in E.164, an argon2id hash, no hash in the answer', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const member = staffMemberSchema.parse(res.json());
    expect(res.json()).toEqual({
      _id: expect.any(String),
      fullName: 'Dilani Fernando',
      email: 'desk.one@staff.test',
      contactNumber: '+94712345678',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const [row] = await rowsWithEmail('desk.one@staff.test');
    expect(row).toMatchObject({ id: member._id, role: 'staff', username: null, isActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // svc-notify learns how to reach the account (role staff), in the same transaction; owners' user.registered is not
    // published for staff.
    expect(await eventsOf('user.contact-changed', member._id)).toEqual([
      {
        userId: member._id,
        role: 'staff',
        email: 'desk.one@staff.test',
        fullName: 'Dilani Fernando',
        language: 'en',
        phone: '+94712345678',
      },
    ]);
    expect(await eventsOf('user.registered', member._id)).toEqual([]);
    expect(t.logs()).not.toContain('front-desk-7');
  });

  it('lists the staff accounts by name, and only them (not the admin, not owners)', async () => {
    const b = await create({ ...valid, fullName: 'amara Perera', email: 'desk.two@staff.test' });
    expect(b.statusCode).toBe(201);
    const owner = await registerOwner(t, 'owner1', { email: 'owner1@staff.test', fullName: 'Aaron Owner' });
    expect(owner.statusCode).toBe(201);
    const names = (await list()).map((m) => m.fullName);
    expect(names).toEqual(['amara Perera', 'Dilani Fernando']);
  });

  it.each([
    ['another staff account has it (in other case)', 'DESK.ONE@staff.test'],
    ['an owner has it', 'owner1@staff.test'],
    ['the admin has it', TEST_ADMIN.email],
  ])('409 AUTH_EMAIL_TAKEN when %s; nothing is written', async (_name, email) => {
    const before = (await t.db.execute(sql`SELECT count(*)::int AS n FROM accounts`)) as unknown as {
      rows: { n: number }[];
    };
    const res = await create({ ...valid, email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorAnswer('AUTH_EMAIL_TAKEN'));
    const after = (await t.db.execute(sql`SELECT count(*)::int AS n FROM accounts`)) as unknown as {
      rows: { n: number }[];
    };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('concurrent creations with one e-mail: one 201, the rest 409 AUTH_EMAIL_TAKEN (the unique index decides)', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        create({ ...valid, fullName: `Racer ${i}`, email: i % 2 ? 'racer@staff.test' : 'RACER@staff.test' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual(errorAnswer('AUTH_EMAIL_TAKEN'));
    expect(await rowsWithEmail('racer@staff.test')).toHaveLength(1);
  });

  it('applies the password rules as for owners: not a common password, not the e-mail (any case)', async () => {
    const common = await create({ ...valid, email: 'weak@staff.test', password: 'qwerty123' });
    expect(common.json()).toEqual(
      errorAnswer('AUTH_PASSWORD_TOO_COMMON', PASSWORD_MESSAGES.common, [
        { path: 'password', code: 'password.common', message: PASSWORD_MESSAGES.common },
      ]),
    );
    const same = await create({ ...valid, email: 'same.as@staff.test', password: 'SAME.AS@STAFF.TEST' });
    expect(same.json()).toEqual(
      errorAnswer('AUTH_PASSWORD_SAME_AS_IDENTIFIER', PASSWORD_MESSAGES.sameAsIdentifier, [
        { path: 'password', code: 'password.sameAsIdentifier', message: PASSWORD_MESSAGES.sameAsIdentifier },
      ]),
    );
    expect(await rowsWithEmail('weak@staff.test')).toEqual([]);
    expect(await rowsWithEmail('same.as@staff.test')).toEqual([]);
  });

  it.each([
    ['a number that is not Sri Lankan', { contactNumber: '+1 212 555 0100' }, PHONE_MESSAGES.invalid],
    ['a password of 5 characters', { password: 'ab-12' }, PASSWORD_MESSAGES.min],
  ])('400 for %s', async (_name, change, message) => {
    const res = await create({ ...valid, email: 'invalid@staff.test', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });
});
