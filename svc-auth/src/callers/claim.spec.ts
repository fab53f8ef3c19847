import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { claimLinkSentSchema, claimLookupResponseSchema } from '@vetnow/contracts/callers';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '@vetnow/contracts/validation-texts';
import { loginResponseSchema } from '@vetnow/contracts/user';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { accounts, claimLinks } from '../database/schema.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { eventsOf, latestClaimToken, signInEveryone, type Callers } from './__fixtures__/callers-kit.js';
import { claimTokenHash } from './claim-links.service.js';

jest.setTimeout(60_000);

const PASSWORD = 'river-stone-42';
const INVALID = errorAnswer('AUTH_CLAIM_LINK_INVALID');
const EXPIRED = errorAnswer('AUTH_CLAIM_LINK_EXPIRED');

/** Issue 39 phase B: an owner the desk created claims the account through the SMS link (PostgreSQL + NATS). */
describe('claiming an account the front desk created (POST /auth/claim/lookup, POST /auth/claim)', () => {
  let t: AuthTestApp;
  let who: Callers;
  let phone = 760_000_000;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    who = await signInEveryone(t, 'claim');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new caller created by the desk: its id and the token of its claim link. */
  async function newCaller(fullName = 'Chamari Athapaththu', email?: string) {
    const contactNumber = `0${++phone}`;
    const res = await t.app.inject({ method: 'POST', url: '/desk/owners', payload: { fullName, contactNumber, email }, headers: who.staff });
    expect(res.statusCode).toBe(201);
    const { owner } = claimLinkSentSchema.parse(res.json());
    return { id: owner._id, token: await latestClaimToken(t, owner._id) };
  }
  const lookup = (token: string) => t.app.inject({ method: 'POST', url: '/auth/claim/lookup', payload: { token } });
  const claim = (token: string, email: string, password = PASSWORD, confirmPassword = password) =>
    t.app.inject({ method: 'POST', url: '/auth/claim', payload: { token, email, password, confirmPassword } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType: 'user' } });
  const accountOf = async (id: string) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

  it('lookup greets the owner with the name and the e-mail the desk noted, and does not use the link up', async () => {
    const { token } = await newCaller('Chamari Athapaththu', 'chamari@mail.lk');
    for (let i = 0; i < 2; i++) {
      const res = await lookup(token);
      expect(res.statusCode).toBe(200);
      expect(claimLookupResponseSchema.parse(res.json())).toEqual({
        fullName: 'Chamari Athapaththu',
        email: 'chamari@mail.lk',
        expiresAt: expect.any(String),
      });
    }
    const { token: noEmail } = await newCaller('Sanath Jay');
    expect((await lookup(noEmail)).json()).toMatchObject({ fullName: 'Sanath Jay', email: null });
  });

  it('410 AUTH_CLAIM_LINK_INVALID for a token no link has; 400 for one too short to be a token', async () => {
    expect((await lookup('A'.repeat(43))).json()).toEqual(INVALID);
    expect((await claim('A'.repeat(43), 'x@mail.lk')).json()).toEqual(INVALID);
    expect((await lookup('short')).statusCode).toBe(400);
  });

  it('an unclaimed account cannot sign in (the usual 401), by the e-mail the desk noted or by its name', async () => {
    await newCaller('Unclaimed Person', 'unclaimed@mail.lk');
    const invalid = errorAnswer('AUTH_INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
    for (const identifier of ['unclaimed@mail.lk', 'Unclaimed Person']) {
      for (const password of [PASSWORD, '']) {
        const res = await login(identifier, password || 'anything-at-all');
        expect(res.json()).toEqual(invalid);
      }
    }
  });

  it('claims: sets the e-mail and an argon2id hash, uses the link up, tells svc-notify, and signs in as POST /auth/login does', async () => {
    const { id, token } = await newCaller('Kumar Sangakkara', 'kumar@desk-noted.lk');
    const res = await claim(token, ' Kumar.S@Mail.LK ');
    expect(res.statusCode).toBe(200);
    const { token: access, user } = loginResponseSchema.parse(res.json());
    expect(user).toMatchObject({ _id: id, email: 'kumar.s@mail.lk', fullName: 'Kumar Sangakkara', userType: 'user', username: '' });
    expect(decodeJwt(access)).toMatchObject({ sub: id, role: 'user', email: 'kumar.s@mail.lk', sid: expect.any(String) });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE.name}=[A-Za-z0-9_-]+; Path=${REFRESH_COOKIE.path};.*HttpOnly; Secure; SameSite=Strict`));
    expect(res.headers['cache-control']).toBe('no-store');
    // The session renews like a sign-in's.
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: cookie.split(';')[0]! } });
    expect(refreshed.json()).toMatchObject({ user: { _id: id } });

    const row = await accountOf(id);
    expect(row.email).toBe('kumar.s@mail.lk');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [link] = await t.db.select().from(claimLinks).where(eq(claimLinks.tokenHash, claimTokenHash(token)));
    expect(link!.usedAt).not.toBeNull();
    expect((await eventsOf(t, 'user.contact-changed', id)).map((p) => p['email'])).toEqual(['kumar@desk-noted.lk', 'kumar.s@mail.lk']);
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).not.toContain(PASSWORD);

    // Then the owner signs in like any other.
    const signIn = await login('kumar.s@mail.lk', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user._id).toBe(id);
  });

  it('a reused link is refused: 410 AUTH_CLAIM_LINK_INVALID (lookup and claim); the password stays', async () => {
    const { id, token } = await newCaller('Reuse Me');
    expect((await claim(token, 'reuse@mail.lk')).statusCode).toBe(200);
    const hash = (await accountOf(id)).passwordHash;
    expect((await lookup(token)).json()).toEqual(INVALID);
    expect((await claim(token, 'reuse@mail.lk', 'another-pass-9')).json()).toEqual(INVALID);
    expect((await claim(token, 'other@mail.lk', 'another-pass-9')).json()).toEqual(INVALID);
    expect((await accountOf(id)).passwordHash).toBe(hash);
    expect((await login('reuse@mail.lk', 'another-pass-9')).statusCode).toBe(401);
  });

  it('an expired link is refused: 410 AUTH_CLAIM_LINK_EXPIRED; nothing changes', async () => {
    const { id, token } = await newCaller('Late Comer');
    await t.db.execute(sql`UPDATE claim_links SET expires_at = now() - interval '1 second' WHERE token_hash = ${claimTokenHash(token)}`);
    expect((await lookup(token)).json()).toEqual(EXPIRED);
    expect((await claim(token, 'late@mail.lk')).json()).toEqual(EXPIRED);
    expect(await accountOf(id)).toMatchObject({ email: null, passwordHash: null });
  });

  it('a replaced link is refused after the desk sends a new one (410 INVALID); the new one works', async () => {
    const { id, token: first } = await newCaller('Twice Sent');
    const resent = await t.app.inject({ method: 'POST', url: `/desk/owners/${id}/claim-link`, headers: who.staff });
    expect(resent.statusCode).toBe(200);
    const second = await latestClaimToken(t, id);
    expect((await lookup(first)).json()).toEqual(INVALID);
    expect((await claim(first, 'twice@mail.lk')).json()).toEqual(INVALID);
    expect((await claim(second, 'twice@mail.lk')).statusCode).toBe(200);
    // Claimed: no new link for it.
    const again = await t.app.inject({ method: 'POST', url: `/desk/owners/${id}/claim-link`, headers: who.staff });
    expect(again.json()).toEqual(errorAnswer('AUTH_ACCOUNT_ALREADY_CLAIMED'));
  });

  it('two claims at once with one link: exactly one 200, the other 410 AUTH_CLAIM_LINK_INVALID', async () => {
    const { id, token } = await newCaller('Race Runner');
    const results = await Promise.all([claim(token, 'first@race.lk', 'first-runner-1'), claim(token, 'second@race.lk', 'second-runner-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const loser = results.find((r) => r.statusCode === 410)!;
    expect(loser.json()).toEqual(INVALID);
    const winner = results.find((r) => r.statusCode === 200)!;
    const email = winner.json().user.email as string;
    expect((await accountOf(id)).email).toBe(email);
    expect((await login(email, email.startsWith('first') ? 'first-runner-1' : 'second-runner-2')).statusCode).toBe(200);
  });

  it('409 AUTH_EMAIL_TAKEN for an e-mail another owner signs in with; the link still works after', async () => {
    const { id, token } = await newCaller('Email Clash', 'mine@mail.lk');
    expect((await claim(token, 'OWNER-claim@callers.test')).json()).toEqual(errorAnswer('AUTH_EMAIL_TAKEN'));
    expect(await accountOf(id)).toMatchObject({ email: 'mine@mail.lk', passwordHash: null });
    // Its own noted e-mail is no clash.
    expect((await claim(token, 'mine@mail.lk')).statusCode).toBe(200);
  });

  it('the password rules of registration; a refused password leaves the link live', async () => {
    const { token } = await newCaller('Weak Password');
    expect((await claim(token, 'weak@mail.lk', 'qwerty123')).json()).toEqual(
      errorAnswer('AUTH_PASSWORD_TOO_COMMON', PASSWORD_MESSAGES.common, [{ path: 'password', code: 'password.common', message: PASSWORD_MESSAGES.common }]),
    );
    expect((await claim(token, 'weak@mail.lk', 'WEAK@mail.lk')).json()).toMatchObject({ code: 'AUTH_PASSWORD_SAME_AS_IDENTIFIER' });
    expect((await claim(token, 'weak@mail.lk', PASSWORD, 'not-the-same-1')).statusCode).toBe(400);
    expect((await lookup(token)).statusCode).toBe(200);
  });

  it('a deactivated account: its link is refused (410 INVALID)', async () => {
    const { id, token } = await newCaller('Switched Off');
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, id));
    expect((await lookup(token)).json()).toEqual(INVALID);
    expect((await claim(token, 'off@mail.lk')).json()).toEqual(INVALID);
  });
});
