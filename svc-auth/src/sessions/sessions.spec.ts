import { jest } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { REFRESH_COOKIE, TOKEN_TTL_SECONDS } from '@vetnow/contracts/auth-claims';
import { PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@vetnow/contracts/validation-texts';
import { doctorRegisterResponseSchema, loginResponseSchema } from '@vetnow/contracts/user';
import { doctorEventPayload } from '@vetnow/service-kit/testing';
import { startAuthTestApp, eventually, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN, TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { commonPasswordCount, isCommonPassword } from '../passwords/password-policy.js';
import { refreshTokens } from '../database/schema.js';

jest.setTimeout(60_000);

/**
 * Issue 10 §3 "Passwords and sessions" (ADR 0012), against a real svc-auth (PostgreSQL + NATS):
 * password rules, refresh rotation with reuse detection, sign-out, password change and admin reset ending
 * every session, and POST /auth/doctor/register answering no token.
 */
const PASSWORD = 'lake-walk-9';

type Reply = Awaited<ReturnType<AuthTestApp['app']['inject']>>;

/** The refresh cookie a reply sets: its value and attributes. */
function setCookieOf(res: Reply): { value: string; attributes: string[] } | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const mine = all.find((c) => c.startsWith(`${REFRESH_COOKIE.name}=`));
  if (!mine) return undefined;
  const [pair, ...attributes] = mine.split(';').map((p) => p.trim());
  return { value: pair!.slice(REFRESH_COOKIE.name.length + 1), attributes };
}

function refreshTokenOf(res: Reply): string {
  const cookie = setCookieOf(res);
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return cookie!.value;
}

describe('svc-auth passwords and sessions (PostgreSQL)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
  const withCookie = (token: string) => ({ cookie: `other=1; ${REFRESH_COOKIE.name}=${token}` });
  const refresh = (token: string) => post('/auth/refresh', undefined, withCookie(token));
  const profile = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/users/profile', headers: { authorization: `Bearer ${accessToken}` } });
  const login = (email: string, password: string, userType = 'user') =>
    post('/auth/login', { email, password, userType });

  let n = 0;
  async function registerOwner(password = PASSWORD): Promise<{ username: string; email: string; res: Reply }> {
    n += 1;
    const username = `sess${n}x${randomUUID().slice(0, 6)}`;
    const email = `${username}@sessions.test`;
    const res = await post('/auth/register', {
      username,
      email,
      password,
      confirmPassword: password,
      fullName: 'Session Owner',
      contactNumber: '0771234567',
    });
    expect(res.statusCode).toBe(201);
    return { username, email, res };
  }

  describe('password rules (issue 10: ≥ 8, not common, not the email or username)', () => {
    it('ships the 10,000 most common passwords and checks them case-insensitively', () => {
      expect(commonPasswordCount()).toBeGreaterThanOrEqual(9_900); // 10,000 lines, fewer once case is folded
      expect(isCommonPassword('password1')).toBe(true);
      expect(isCommonPassword('PassWord1')).toBe(true);
      expect(isCommonPassword(PASSWORD)).toBe(false);
    });

    const body = (password: string, username = `rule${randomUUID().slice(0, 6)}`) => ({
      username,
      email: `${username}@sessions.test`,
      password,
      confirmPassword: password,
      fullName: 'R',
      contactNumber: '0771234567',
    });

    it.each([
      ['7 characters', body('x2345-7'), 'VALIDATION_FAILED', PASSWORD_MESSAGES.min, 'registration.passwordMin'],
      ['a common password', body('password1'), 'AUTH_PASSWORD_TOO_COMMON', PASSWORD_MESSAGES.common, 'password.common'],
      ['a common password in other case', body('ILoveYou'), 'AUTH_PASSWORD_TOO_COMMON', PASSWORD_MESSAGES.common, 'password.common'],
      // The contracts' register schema refuses these itself (a refinement), before svc-auth's own check.
      ['the email', body('Rulemail1@Sessions.test', 'rulemail1'), 'AUTH_PASSWORD_SAME_AS_IDENTIFIER', PASSWORD_MESSAGES.sameAsIdentifier, 'password.sameAsIdentifier'],
      ['the username in other case', body('RULEUSER77', 'ruleuser77'), 'AUTH_PASSWORD_SAME_AS_IDENTIFIER', PASSWORD_MESSAGES.sameAsIdentifier, 'password.sameAsIdentifier'],
    ])('registration refuses %s with 400 and its message', async (_name, payload, code, message, fieldCode) => {
      const res = await post('/auth/register', payload);
      expect(res.statusCode).toBe(400);
      // At the password field with its validation code, so the register form shows it there in the owner's language.
      expect(res.json()).toMatchObject({ statusCode: 400, code, message, errors: [{ path: 'password', code: fieldCode, message }] });
      expect(setCookieOf(res)).toBeUndefined();
    });

    it('the messages are the spec-style contracts constants', () => {
      expect(REGISTRATION_MESSAGES.passwordMin).toBe('Password must be at least 8 characters');
      expect(PASSWORD_MESSAGES.common).toBe('This password is too common');
    });

    it('accepts 8 characters that are not common', async () => {
      expect((await post('/auth/register', body('x2345-78'))).statusCode).toBe(201);
    });
  });

  describe('sign-in and refresh', () => {
    it('login answers a 15-minute access token and sets the refresh cookie HttpOnly; Secure; SameSite=Strict; Path=/api/auth', async () => {
      const { email, res: registered } = await registerOwner();
      expect(setCookieOf(registered)).toBeDefined();
      const res = await login(email, PASSWORD);
      expect(res.statusCode).toBe(200);
      const { token } = loginResponseSchema.parse(res.json());
      const claims = decodeJwt(token);
      expect(claims.exp! - claims.iat!).toBeCloseTo(TOKEN_TTL_SECONDS, 3);
      expect(TOKEN_TTL_SECONDS).toBe(900);
      const cookie = setCookieOf(res)!;
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'Secure', 'SameSite=Strict']),
      );
      expect(cookie.attributes.find((a) => a.startsWith('Max-Age='))).toBeDefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain(cookie.value);
    });

    it('refresh rotates: a new access token and a new cookie; the account comes back as at login', async () => {
      const { email } = await registerOwner();
      const signedIn = await login(email, PASSWORD);
      const first = refreshTokenOf(signedIn);
      const res = await refresh(first);
      expect(res.statusCode).toBe(200);
      const body = loginResponseSchema.parse(res.json());
      expect(body.user).toEqual(signedIn.json().user);
      expect((await profile(body.token)).statusCode).toBe(200);
      const second = refreshTokenOf(res);
      expect(second).not.toBe(first);
      // The rotated token's successor goes on working.
      const again = await refresh(second);
      expect(again.statusCode).toBe(200);
      expect(refreshTokenOf(again)).not.toBe(second);
    });

    it('a lost answer is not reuse: within the grace period the rotated token answers the same successor again, until that one is used', async () => {
      const { email } = await registerOwner();
      const first = refreshTokenOf(await login(email, PASSWORD));
      const second = refreshTokenOf(await refresh(first));
      // The page died before the Set-Cookie landed: the browser still holds `first`, twice in a row.
      for (let i = 0; i < 2; i++) {
        const again = await refresh(first);
        expect(again.statusCode).toBe(200);
        expect(refreshTokenOf(again)).toBe(second);
        expect((await profile(loginResponseSchema.parse(again.json()).token)).statusCode).toBe(200);
      }
      const third = refreshTokenOf(await refresh(second));
      // The successor was used: the client did get it, so `first` again is a copy somewhere: the family ends.
      expect((await refresh(first)).statusCode).toBe(401);
      expect((await refresh(third)).statusCode).toBe(401);
      // Nothing readable is stored: the sealed successor is not the token, and only `first` opens it.
      const stored = await t.db.select({ sealed: refreshTokens.successorSealed }).from(refreshTokens).where(isNotNull(refreshTokens.successorSealed));
      expect(stored.length).toBeGreaterThan(0);
      for (const { sealed } of stored) expect(sealed).not.toContain(second);
    });

    it('the same rotated token presented after the grace period revokes the family, even with its successor unused', async () => {
      const { email } = await registerOwner();
      const first = refreshTokenOf(await login(email, PASSWORD));
      const second = refreshTokenOf(await refresh(first));
      const firstHash = createHash('sha256').update(first).digest('hex');
      await t.db.execute(sql`update refresh_tokens set rotated_at = rotated_at - interval '61 seconds' where token_hash = ${firstHash}`);
      expect((await refresh(first)).statusCode).toBe(401);
      expect((await refresh(second)).statusCode).toBe(401);
    });

    it('reuse of a rotated-out refresh token revokes the whole family', async () => {
      const { email } = await registerOwner();
      const first = refreshTokenOf(await login(email, PASSWORD));
      const rotated = await refresh(first);
      const second = refreshTokenOf(rotated);
      // The successor is used (the client got it); then an attacker (or a replay) presents the old one: refused,
      // and the legitimate successors die with it.
      const third = refreshTokenOf(await refresh(second));
      const reuse = await refresh(first);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ statusCode: 401, code: 'AUTH_SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' });
      expect(setCookieOf(reuse)?.attributes).toContain('Max-Age=0');
      expect((await refresh(third)).statusCode).toBe(401);
      // Another sign-in (another family) is unaffected.
      const other = refreshTokenOf(await login(email, PASSWORD));
      expect((await refresh(other)).statusCode).toBe(200);
    });

    it('refresh without a cookie, with an unknown or a malformed one: 401', async () => {
      expect((await post('/auth/refresh')).statusCode).toBe(401);
      expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
      expect((await post('/auth/refresh', undefined, { cookie: `${REFRESH_COOKIE.name}=..;` })).statusCode).toBe(401);
    });

    it('sign-out revokes the session server-side and deletes the cookie', async () => {
      const { email } = await registerOwner();
      const token = refreshTokenOf(await login(email, PASSWORD));
      const out = await post('/auth/logout', undefined, withCookie(token));
      expect(out.statusCode).toBe(204);
      expect(setCookieOf(out)).toEqual({ value: '', attributes: expect.arrayContaining(['Path=/api/auth', 'Max-Age=0']) });
      expect((await refresh(token)).statusCode).toBe(401);
      // Without a cookie it is still a 204 (nothing to end).
      expect((await post('/auth/logout')).statusCode).toBe(204);
    });

    it("sign-out refuses the session's access tokens at once (claim sid) and tells every service (session.ended); another session goes on", async () => {
      const { email } = await registerOwner();
      const signedIn = await login(email, PASSWORD);
      const access = loginResponseSchema.parse(signedIn.json()).token;
      const refreshed = await refresh(refreshTokenOf(signedIn));
      const renewed = loginResponseSchema.parse(refreshed.json()).token;
      const sid = decodeJwt(access)['sid'];
      expect(sid).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(decodeJwt(renewed)['sid']).toBe(sid); // the renewed token belongs to the same session
      const other = loginResponseSchema.parse((await login(email, PASSWORD)).json()).token;
      expect(decodeJwt(other)['sid']).not.toBe(sid);
      expect((await profile(access)).statusCode).toBe(200);

      expect((await post('/auth/logout', undefined, withCookie(refreshTokenOf(refreshed)))).statusCode).toBe(204);
      expect((await profile(access)).statusCode).toBe(401);
      expect((await profile(renewed)).statusCode).toBe(401);
      expect((await profile(other)).statusCode).toBe(200);
      const ended = (await t.outbox()).filter((e) => e.type === 'session.ended').map((e) => e.payload as { sessionId: string; until: string });
      expect(ended).toContainEqual({ sessionId: sid, until: expect.any(String) });
      const until = Date.parse(ended.find((e) => e.sessionId === sid)!.until);
      // Until the session's last access token has expired (15 minutes), not longer.
      expect(until - Date.now()).toBeGreaterThan((TOKEN_TTL_SECONDS - 60) * 1000);
      expect(until - Date.now()).toBeLessThanOrEqual(TOKEN_TTL_SECONDS * 1000);
    });

    it('never logs a refresh token', async () => {
      const { email } = await registerOwner();
      const token = refreshTokenOf(await login(email, PASSWORD));
      const next = refreshTokenOf(await refresh(token));
      const logs = t.logs();
      expect(logs).toContain('/auth/refresh');
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(next);
    });
  });

  describe('password change (PUT /users/profile/password) ends every session', () => {
    it('revokes every refresh family and every earlier access token; answers a new session', async () => {
      const { email, username } = await registerOwner();
      const a = await login(email, PASSWORD);
      const b = await login(username, PASSWORD);
      const [accessA, accessB] = [a.json().token as string, b.json().token as string];
      const [refreshA, refreshB] = [refreshTokenOf(a), refreshTokenOf(b)];
      expect((await profile(accessB)).statusCode).toBe(200);

      const change = (body: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/users/profile/password',
          payload: body,
          headers: { authorization: `Bearer ${accessA}` },
        });
      const wrong = await change({ currentPassword: 'not-it-123', password: 'river-stone-4', confirmPassword: 'river-stone-4' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'AUTH_CURRENT_PASSWORD_WRONG',
        message: PASSWORD_MESSAGES.currentWrong,
        errors: [{ path: 'currentPassword', code: 'password.currentWrong', message: PASSWORD_MESSAGES.currentWrong }],
      });
      const common = await change({ currentPassword: PASSWORD, password: 'qwerty123', confirmPassword: 'qwerty123' });
      expect(common.json()).toMatchObject({ statusCode: 400, code: 'AUTH_PASSWORD_TOO_COMMON', message: PASSWORD_MESSAGES.common });
      const same = await change({ currentPassword: PASSWORD, password: email.toUpperCase(), confirmPassword: email.toUpperCase() });
      expect(same.json()).toMatchObject({ statusCode: 400, code: 'AUTH_PASSWORD_SAME_AS_IDENTIFIER', message: PASSWORD_MESSAGES.sameAsIdentifier });
      // Refused changes end nothing.
      expect((await profile(accessB)).statusCode).toBe(200);

      const res = await change({ currentPassword: PASSWORD, password: 'river-stone-4', confirmPassword: 'river-stone-4' });
      expect(res.statusCode).toBe(200);
      const fresh = loginResponseSchema.parse(res.json());
      const freshRefresh = refreshTokenOf(res);

      // Both devices' access tokens and refresh tokens are dead…
      expect((await profile(accessA)).statusCode).toBe(401);
      expect((await profile(accessB)).statusCode).toBe(401);
      expect((await refresh(refreshA)).statusCode).toBe(401);
      expect((await refresh(refreshB)).statusCode).toBe(401);
      // …the new session works, and so does the new password (the old one does not).
      expect((await profile(fresh.token)).statusCode).toBe(200);
      expect((await refresh(freshRefresh)).statusCode).toBe(200);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      expect((await login(email, 'river-stone-4')).statusCode).toBe(200);
    });
  });

  describe('doctors', () => {
    let adminToken: string;
    beforeAll(async () => {
      const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
      expect(res.statusCode).toBe(200);
      adminToken = res.json().token;
    });
    const registerDoctor = (body: object) =>
      post('/auth/doctor/register', body, { authorization: `Bearer ${adminToken}` });

    it('POST /auth/doctor/register answers the doctor and no token usable as the doctor', async () => {
      const doctor = doctorEventPayload();
      const res = await registerDoctor({ doctorId: doctor._id, email: doctor.email, fullName: doctor.fullName, password: 'docpass-one' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ doctor: { _id: doctor._id, email: doctor.email, fullName: doctor.fullName } });
      expect(doctorRegisterResponseSchema.parse(res.json()).doctor._id).toBe(doctor._id);
      expect(res.body).not.toMatch(/eyJ/); // no JWT anywhere in the answer
      expect(setCookieOf(res)).toBeUndefined();
    });

    it('refuses a common doctor password or the doctor email as password', async () => {
      const doctor = doctorEventPayload();
      const common = await registerDoctor({ doctorId: doctor._id, email: doctor.email, fullName: doctor.fullName, password: 'password1' });
      expect(common.json()).toMatchObject({ statusCode: 400, code: 'AUTH_PASSWORD_TOO_COMMON', message: PASSWORD_MESSAGES.common });
      const same = await registerDoctor({ doctorId: doctor._id, email: doctor.email, fullName: doctor.fullName, password: doctor.email });
      expect(same.json()).toMatchObject({ statusCode: 400, code: 'AUTH_PASSWORD_SAME_AS_IDENTIFIER', message: PASSWORD_MESSAGES.sameAsIdentifier });
    });

    it("an admin reset of a doctor's password ends every session of the doctor", async () => {
      const doctor = doctorEventPayload();
      const creds = { doctorId: doctor._id, email: doctor.email, fullName: doctor.fullName, password: 'docpass-one' };
      expect((await registerDoctor(creds)).statusCode).toBe(201);
      await t.publish('doctor.created', doctor);
      const signedIn = await eventually('doctor sign-in', async () => {
        const r = await login(doctor.email, 'docpass-one', 'doctor');
        return r.statusCode === 200 ? r : undefined;
      });
      const access = signedIn.json().token as string;
      const refreshToken = refreshTokenOf(signedIn);
      // svc-auth's guard knows the doctor's token: an admin-only route answers 403 (valid token), not 401.
      const probe = () =>
        post('/auth/doctor/register', {}, { authorization: `Bearer ${access}` }).then((r) => r.statusCode);
      expect(await probe()).toBe(403);

      expect((await registerDoctor({ ...creds, password: 'docpass-two' })).statusCode).toBe(201);
      expect(await probe()).toBe(401);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
      expect((await login(doctor.email, 'docpass-two', 'doctor')).statusCode).toBe(200);
    });
  });
});
