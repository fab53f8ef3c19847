import { jest } from '@jest/globals';
import { createLocalJWKSet } from 'jose';
import { sql } from 'drizzle-orm';
import { LOGIN_MESSAGES, PHONE_MESSAGES, REGISTRATION_MESSAGES as M } from '@vetnow/contracts/validation-texts';
import { loginResponseSchema, registerResponseSchema } from '@vetnow/contracts/user';
import { verifyAccessToken } from '@vetnow/service-kit/auth';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { eq } from 'drizzle-orm';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';

jest.setTimeout(30_000);

const valid = {
  username: 'nimali',
  email: 'Nimali@Example.LK',
  password: 'lotus-pond-7',
  confirmPassword: 'lotus-pond-7',
  fullName: '  Nimali Silva ',
  contactNumber: ' 0771112223 ',
  address: { street: '5 Lake Rd', city: 'Battaramulla', location: 'Battaramulla' },
};

describe('svc-auth registration and login (PostgreSQL)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({});
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /auth/register validation (spec §5 messages)', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['username of 2 characters', { username: 'ab' }, M.usernameMin],
      ['email without a dot', { email: 'a@b' }, M.emailInvalid],
      ['email with a space', { email: 'a b@c.lk' }, M.emailInvalid],
      ['password of 5 characters', { password: '12345', confirmPassword: '12345' }, M.passwordMin],
      ['confirm that differs', { confirmPassword: 'lotus-pond-8' }, M.passwordsMismatch],
      ['blank full name', { fullName: '   ' }, M.fullNameRequired],
      ['missing full name', { fullName: undefined }, M.fullNameRequired],
      ['blank contact number', { contactNumber: ' ' }, M.contactNumberRequired],
      ['contact number that is not a phone number', { contactNumber: 'hello' }, PHONE_MESSAGES.invalid],
      ['contact number of another country', { contactNumber: '+1 212 555 0100' }, PHONE_MESSAGES.invalid],
      ['another location', { address: { street: '', city: '', location: 'Colombo' } }, M.locationFixed],
    ];
    it.each(cases)('refuses %s with 400 and its message', async (_name, change, message) => {
      const res = await post('/auth/register', {
        ...valid,
        username: `u${Date.now()}`,
        email: `x${Date.now()}@a.lk`,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('accepts the boundaries: username of 3, password of 8 (issue 10), no street/city, location defaulted', async () => {
      const res = await post('/auth/register', {
        username: 'abc',
        email: 'abc@a.lk',
        password: 'x2345-78',
        fullName: 'A',
        contactNumber: '0112345678',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.address).toEqual({ street: '', city: '', location: 'Battaramulla' });
    });

    it('refuses a body that is not JSON object', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: '[1]',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });
  });

  describe('registration', () => {
    let body: ReturnType<typeof registerResponseSchema.parse>;

    beforeAll(async () => {
      const res = await post('/auth/register', valid);
      expect(res.statusCode).toBe(201);
      body = registerResponseSchema.parse(res.json());
    });

    it('answers 201 {token, user} with the public shape, trimmed and lower-cased', () => {
      expect(body.user).toEqual({
        _id: expect.any(String),
        username: 'nimali',
        email: 'nimali@example.lk',
        fullName: 'Nimali Silva',
        contactNumber: '+94771112223', // ' 0771112223 ' in E.164
        address: valid.address,
        pets: [],
        userType: 'user',
        language: 'en', // new accounts read VetNow in English unless registration named a language
        createdAt: expect.any(String),
      });
    });

    it('signs a token that the kit verifies with the JWKS public key', async () => {
      const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(jwks.statusCode).toBe(200);
      const keySet = jwks.json();
      expect(keySet.keys).toEqual([
        { kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: t.keys.kid, alg: 'EdDSA', use: 'sig' },
      ]);
      const claims = await verifyAccessToken(body.token, createLocalJWKSet(keySet));
      expect(claims).toMatchObject({
        sub: body.user._id,
        role: 'user',
        email: 'nimali@example.lk',
        name: 'Nimali Silva',
      });
    });

    it('records user.registered in the outbox, without any password, e-mail or username', async () => {
      const rows = await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.registered'));
      const mine = rows.find((r) => (r.payload as { userId?: string }).userId === body.user._id);
      expect(mine?.payload).toEqual({
        userId: body.user._id,
        fullName: 'Nimali Silva',
        contactNumber: '+94771112223',
      });
      expect(JSON.stringify(mine)).not.toMatch(/password|argon2|secret1|nimali@|"nimali"/i);
    });

    it('stores an argon2id hash, never the password', async () => {
      const result = (await t.db.execute(
        sql`SELECT password_hash FROM accounts WHERE id = ${body.user._id}`,
      )) as unknown as {
        rows: { password_hash: string }[];
      };
      expect(result.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [
        'the same username in other case',
        { username: 'NIMALI', email: 'other1@example.lk' },
        'AUTH_USERNAME_TAKEN',
        'Username is already taken',
      ],
      [
        'the same email in other case',
        { username: 'other1', email: 'NIMALI@example.lk' },
        'AUTH_EMAIL_TAKEN',
        'Email is already registered',
      ],
    ])('409 for %s', async (_name, change, code, message) => {
      const res = await post('/auth/register', { ...valid, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, code, message });
    });

    it('concurrent registrations of one username: one 201, the rest 409', async () => {
      const results = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          post('/auth/register', { ...valid, username: 'racer', email: `racer${i}@example.lk` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(r.json()).toMatchObject({ code: 'AUTH_USERNAME_TAKEN', message: 'Username is already taken' });
    });

    it('signs in by email and by username, any case', async () => {
      for (const email of ['nimali@example.lk', 'NIMALI@EXAMPLE.LK', 'nimali', 'Nimali']) {
        const res = await post('/auth/login', { email, password: 'lotus-pond-7', userType: 'user' });
        expect(res.statusCode).toBe(200);
        const login = loginResponseSchema.parse(res.json());
        expect(login.user).toEqual(body.user);
      }
    });

    it('answers the same 401 for unknown account, wrong password and wrong role', async () => {
      const attempts = [
        { email: 'nobody@example.lk', password: 'lotus-pond-7', userType: 'user' },
        { email: 'nimali', password: 'lotus-pond-8', userType: 'user' },
        { email: 'nimali@example.lk', password: 'lotus-pond-7', userType: 'doctor' },
        { email: 'nimali@example.lk', password: 'lotus-pond-7', userType: 'admin' },
      ];
      const answers = [];
      for (const a of attempts) {
        const res = await post('/auth/login', a, { 'x-forwarded-for': '10.9.9.9' });
        answers.push([res.statusCode, res.body]);
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]).toEqual([
        401,
        JSON.stringify({ statusCode: 401, code: 'AUTH_INVALID_CREDENTIALS', message: LOGIN_MESSAGES.invalidCredentials }),
      ]);
    });

    it('refuses a login without identifier or password with 400', async () => {
      const a = await post('/auth/login', { email: ' ', password: 'x', userType: 'user' });
      expect(a.statusCode).toBe(400);
      expect(a.json().message).toBe(LOGIN_MESSAGES.identifierRequired);
      const b = await post('/auth/login', { email: 'nimali', password: '', userType: 'user' });
      expect(b.statusCode).toBe(400);
      expect(b.json().message).toBe(LOGIN_MESSAGES.passwordRequired);
    });

    it('no answer ever contains the password hash', async () => {
      const res = await post('/auth/login', { email: 'nimali', password: 'lotus-pond-7', userType: 'user' });
      expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/users/profile',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toMatch(/argon2|password_hash|passwordHash/);
    });

    it('never logs the password, the hash or the token', async () => {
      const login = await post('/auth/login', { email: 'nimali', password: 'lotus-pond-7', userType: 'user' });
      const token: string = login.json().token;
      const logs = t.logs();
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).toContain('/auth/login');
      expect(logs).not.toContain('lotus-pond-7');
      expect(logs).not.toContain('$argon2id$');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(body.token);
    });
  });
});
