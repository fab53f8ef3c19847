import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '@vetnow/service-kit/database';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 41, ADR 0046: a per-account cap on failed sign-ins across all addresses (NIST SP 800-63B: at most 100).
 * Every attempt below comes from its own address (`remoteAddress`), as an attacker rotating addresses would: the
 * per-(identifier, address) and per-address limits never see more than one failure, only the account's count does.
 */
const PASSWORD = 'lotus-pond-7';
const ADMIN = { email: 'gatekeeper@vetnow.test', password: 'admin-pass-1' };
const TOO_MANY = { statusCode: 429, code: 'AUTH_TOO_MANY_SIGN_IN_ATTEMPTS', message: 'Too many sign-in attempts. Please try again later.' };

let addressCount = 0;
/** A new address on every call: 10.x.y.z. */
function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

async function register(t: AuthTestApp, username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress: nextAddress(),
    payload: { username, email: `${username}@vetnow.test`, password: PASSWORD, fullName: `${username} Perera`, contactNumber: '0771234567' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { user: { _id: string } }).user._id;
}

const login = (t: AuthTestApp, email: string, password: string, ip = nextAddress(), userType = 'user') =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType }, remoteAddress: ip });

/** `n` failed sign-ins on `identifiers` (taken in turn), each from a new address, `parallel` at a time; their statuses. */
async function fail(t: AuthTestApp, identifiers: string[], n: number, parallel = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, n - i) }, (_, j) => login(t, identifiers[(i + j) % identifiers.length]!, 'wrong-guess'));
    statuses.push(...(await Promise.all(batch)).map((r) => r.statusCode));
  }
  return statuses;
}

/** Ends every running delay now (the store's clock, instead of waiting): the next attempt is decided by the counts. */
const endDelays = (t: AuthTestApp) => t.db.execute(sql`UPDATE kit_rate_limit SET blocked_until = now() WHERE blocked_until > now()`);

/** The account.sign-in-delayed events svc-auth wrote to its outbox for the account. */
const noticesOf = (t: AuthTestApp, accountId: string) =>
  queryRows<{ payload: { accountId: string; failures: number; delayedUntil: string } }>(
    t.db,
    sql`SELECT payload FROM kit_outbox WHERE type = 'account.sign-in-delayed' AND payload->>'accountId' = ${accountId} ORDER BY seq`,
  );

describe('the per-account cap at its default: 100 failed sign-ins from any addresses (NIST SP 800-63B)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // The production default (the harness raises it like the other sign-in limits).
    t = await startAuthTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an attacker rotating addresses is slowed after 100 failures on one account; another account is unaffected', async () => {
    const victim = await register(t, 'victim');
    await register(t, 'neighbour');
    // 100 failures, by username and e-mail in turn, each from another address: every one is checked (401).
    const statuses = await fail(t, ['victim', 'victim@vetnow.test'], 100, 4);
    expect(statuses).toEqual(Array<number>(100).fill(401));
    // The 101st — from yet another address, with the right password — waits: 429 + Retry-After (the 60 s first delay).
    const slowed = await login(t, 'VICTIM@vetnow.test', PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual(TOO_MANY);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account, from the same kind of addresses, signs in.
    expect((await login(t, 'neighbour', PASSWORD)).statusCode).toBe(200);
    // The owner was told once.
    expect((await noticesOf(t, victim)).map((n) => n.payload.failures)).toEqual([100]);
  });
});

describe('the per-account cap: growing delays, never a lock; one notice per streak; the admin clears it', () => {
  let t: AuthTestApp;
  let ownerToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await startAuthTestApp({
      env: {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
        LOGIN_ACCOUNT_WINDOW_SECONDS: '7200',
        LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS: '60',
        LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS: '300',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    await register(t, 'bystander');
    ownerToken = (await login(t, 'bystander', PASSWORD)).json().token;
    adminToken = (await login(t, ADMIN.email, ADMIN.password, nextAddress(), 'admin')).json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const asAdmin = (method: 'GET' | 'DELETE', url: string, token = adminToken) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  it('counts by the account, whichever identifier; refuses even the right password during a delay; delays grow up to the ceiling; the owner gets in once a delay ends', async () => {
    const id = await register(t, 'grower');
    expect(await fail(t, ['grower', 'GROWER@vetnow.test', ' grower '], 5)).toEqual([401, 401, 401, 401, 401]);
    const retryAfters: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(t, 'grower', PASSWORD);
      expect(refused.statusCode).toBe(429);
      retryAfters.push(Number(refused.headers['retry-after']));
      await endDelays(t);
      // Between delays one attempt is checked again; its failure starts the next, longer delay.
      expect((await login(t, 'grower@vetnow.test', 'wrong-again')).statusCode).toBe(401);
    }
    // 60 s, 120 s, 240 s, then the 300 s ceiling.
    expect(retryAfters.map((s) => Math.round(s / 60))).toEqual([1, 2, 4, 5]);
    expect(Math.round(Number((await login(t, 'grower', PASSWORD)).headers['retry-after']) / 60)).toBe(5);
    // Never a lock: the delay ends and the owner, with the right password, is in; the streak is gone with it.
    await endDelays(t);
    expect((await login(t, 'grower', PASSWORD)).statusCode).toBe(200);
    expect(await fail(t, ['grower'], 4)).toEqual([401, 401, 401, 401]);
    expect((await login(t, 'grower', PASSWORD)).statusCode).toBe(200);
    // One notice for the streak, however many failures followed it.
    expect((await noticesOf(t, id)).map((n) => n.payload.failures)).toEqual([5]);
  });

  it('an unknown name costs the same: counted by the name, slowed after the cap', async () => {
    expect(await fail(t, ['nobody-here', 'Nobody-Here'], 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(t, 'nobody-here', 'x')).statusCode).toBe(429);
  });

  it('a new streak after a success tells the owner again; parallel attempts cross the cap once', async () => {
    const id = await register(t, 'twice');
    await fail(t, ['twice'], 5);
    await endDelays(t);
    expect((await login(t, 'twice', PASSWORD)).statusCode).toBe(200);
    const statuses = await fail(t, ['twice'], 12, 12);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await noticesOf(t, id)).map((n) => n.payload.failures)).toEqual([5, 5]);
  });

  it('the admin lists the delayed accounts and clears one: its owner signs in at once', async () => {
    const id = await register(t, 'cleared');
    await fail(t, ['cleared'], 6);
    expect((await login(t, 'cleared', PASSWORD)).statusCode).toBe(429);

    const list = await asAdmin('GET', '/admin/sign-in-delays');
    expect(list.statusCode).toBe(200);
    const body = list.json() as { maxFailuresPerAccount: number; delays: Record<string, unknown>[] };
    expect(body.maxFailuresPerAccount).toBe(5);
    const entry = body.delays.find((d) => d['accountId'] === id);
    expect(entry).toEqual({
      accountId: id,
      role: 'user',
      fullName: 'cleared Perera',
      email: 'cleared@vetnow.test',
      failures: 5,
      delayedUntil: expect.any(String),
      streakEndsAt: expect.any(String),
    });
    expect(Date.parse(entry!['delayedUntil'] as string)).toBeGreaterThan(Date.now());
    // An account below the cap is not listed.
    expect(body.delays.some((d) => d['email'] === 'bystander@vetnow.test')).toBe(false);

    const cleared = await asAdmin('DELETE', `/admin/sign-in-delays/${id.toUpperCase()}`);
    expect(cleared.statusCode).toBe(204);
    expect((await login(t, 'cleared', PASSWORD)).statusCode).toBe(200);
    expect((await asAdmin('GET', '/admin/sign-in-delays')).json().delays.some((d: { accountId: string }) => d.accountId === id)).toBe(false);

    // Nothing left to clear: 404 with a message; a malformed id: 400.
    const none = await asAdmin('DELETE', `/admin/sign-in-delays/${id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ statusCode: 404, code: 'AUTH_SIGN_IN_DELAY_NOT_FOUND', message: 'This account has no failed sign-ins to clear' });
    const malformed = await asAdmin('DELETE', '/admin/sign-in-delays/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('admin only: 401 without a session, 403 for an owner, on both routes', async () => {
    const id = await register(t, 'guarded');
    await fail(t, ['guarded'], 5);
    for (const [method, url] of [
      ['GET', '/admin/sign-in-delays'],
      ['DELETE', `/admin/sign-in-delays/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const forbidden = await asAdmin(method, url, ownerToken);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The owner's attempt cleared nothing.
    expect((await login(t, 'guarded', PASSWORD)).statusCode).toBe(429);
  });

  it("the cap's own log lines name the account by id only: no identifier, address, e-mail or password", () => {
    const lines = t
      .logs()
      .split('\n')
      .filter((l) => l.includes('"context":"Login"') || l.includes('"context":"SignInDelays"'));
    expect(lines.some((l) => l.includes('sign-in cap reached'))).toBe(true);
    expect(lines.some((l) => l.includes('sign-in delay cleared by an admin'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(/wrong-guess|lotus-pond|@vetnow\.test|"10\.\d+\.\d+\.\d+"|remoteAddress/);
    }
  });
});
