/**
 * Security proof, part 2: token attacks (alg none, HS256 with the public key, expired, wrong iss/aud, tampered,
 * foreign key, garbage, a deactivated doctor's token) — 401 through the gateway and directly at each service —
 * and the sessions through the gateway (the refresh cookie, ADR 0012). Its own cast, on the stack of shared-stack.spec.ts.
 */
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { ROUTES } from '@vetnow/contracts/routes';
import type { ServiceName } from '@vetnow/contracts/services';
import { eventually } from '@vetnow/service-kit/testing';
import type { Fixtures } from './support/fixtures.js';
import { call, hasReadableMessage, truncate, type Answer } from './support/http.js';
import type { ProofStack } from './support/proof-stack.js';
import { useSharedProofSuite } from './support/proof-suite.js';
import { fillPath, ROUTE_EXAMPLES, routeKey } from './support/route-examples.js';
import { decodePayload, tokenAttacks } from './support/tokens.js';
import type { Principal } from './support/world.js';

let proof: ProofStack;
let fx: Fixtures;
let api: string;
useSharedProofSuite((s) => ({ proof, fx, api } = s));

describe('2. token attacks: 401 through the gateway and directly at each service', () => {
  /**
   * One protected route per service (and the front desk's, issue 39), the caller whose real token the attacks start
   * from, the claims a forger would want, and the account whose real token the route accepts (the control; the
   * caller unless the attack claims a role the caller lacks).
   */
  const TARGETS: { service: ServiceName; path: string; caller: () => Principal; claims: () => Record<string, unknown>; legit?: () => Principal }[] = [
    { service: 'auth', path: '/users/profile', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
    { service: 'clinic', path: '/admin/doctors', caller: () => fx.ownerA, claims: () => ({ ...claimsOf(fx.ownerA), role: 'admin' }), legit: () => fx.admin },
    { service: 'booking', path: '/appointments/user/all', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
    { service: 'payments', path: '/payments/saved-cards', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
    // An owner forging the front desk's role; the front desk forging the admin's (who manages staff and doctors).
    { service: 'booking', path: '/desk/day-sheet', caller: () => fx.ownerA, claims: () => ({ ...claimsOf(fx.ownerA), role: 'staff' }), legit: () => fx.staff },
    { service: 'auth', path: '/admin/staff', caller: () => fx.staff, claims: () => ({ ...claimsOf(fx.staff), role: 'admin' }), legit: () => fx.admin },
  ];
  const claimsOf = (p: Principal) => {
    const { sub, role, email, name } = decodePayload(p.token);
    return { sub, role, email, name };
  };

  let jwk: { x: string; kty: string; crv: string };
  beforeAll(async () => {
    const a = await call(`${proof.serviceUrls.auth}/.well-known/jwks.json`);
    jwk = (a.json as { keys: { x: string; kty: string; crv: string }[] }).keys[0]!;
  });

  it.each(TARGETS.map((t) => [`${t.service} ${t.path}`, t] as const))('%s refuses every forged or broken token', async (_n, target) => {
    const urls = [`${api}${target.path}`, `${proof.serviceUrls[target.service]}${target.path}`];
    // Control: the real token of the legitimate caller (for a route of another role: that role's account) is accepted.
    const legit = target.legit?.() ?? target.caller();
    for (const url of urls) {
      const ok = await call(url, { token: legit.token });
      expect(`${url} → ${ok.status}`).toBe(`${url} → 200`);
    }
    const attacks = await tokenAttacks({
      realToken: target.caller().token,
      claims: target.claims(),
      authPrivateKeyPem: proof.authPrivateKeyPem(),
      publicJwk: jwk,
    });
    const failures: string[] = [];
    for (const attack of attacks) {
      for (const url of urls) {
        const a = await call(url, { authorization: attack.authorization });
        if (a.status !== 401 || !hasReadableMessage(a)) failures.push(`${attack.name}: GET ${url} → ${a.status} ${truncate(a.text, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a token signed with svc-auth\'s real key and correct claims is accepted (the attacks above are meaningful)', async () => {
    const { createPrivateKey } = await import('node:crypto');
    const { signEd25519 } = await import('./support/tokens.js');
    const token = await signEd25519(createPrivateKey(proof.authPrivateKeyPem()), claimsOf(fx.ownerA));
    const a = await call(`${api}/users/profile`, { token });
    expect(a.status).toBe(200);
  });

  it('a deactivated doctor\'s token is refused within seconds, everywhere', async () => {
    const doctor = await fx.world.createDoctor('doctor W (deactivated)', fx.admin);
    const targets = [
      `${api}/doctors/dashboard/profile`,
      `${proof.serviceUrls.clinic}/doctors/dashboard/profile`,
      `${api}/doctors/dashboard/appointments`,
      `${proof.serviceUrls.booking}/doctors/dashboard/appointments`,
    ];
    for (const url of targets) expect(`${url} → ${(await call(url, { token: doctor.token })).status}`).toBe(`${url} → 200`);
    const off = await call(`${api}/admin/doctors/${doctor.id}/status`, { method: 'PATCH', token: fx.admin.token, body: { isActive: false } });
    expect(off.status).toBe(200);
    for (const url of targets) {
      await eventually(`${url} to refuse the deactivated doctor's token`, async () => (await call(url, { token: doctor.token })).status === 401, 10_000, 250);
    }
    const login = await call(`${api}/auth/login`, { method: 'POST', body: { email: doctor.email, password: doctor.password, userType: 'doctor' } });
    expect([401, 403]).toContain(login.status);
  });

  it('a deactivated front-desk account\'s token is refused within seconds, everywhere, and it cannot sign in', async () => {
    const staff = await fx.world.createStaff('staff W (deactivated)', fx.admin);
    // svc-booking learns of the deactivation from account.sessions-ended (ADR 0012), as it does of a password change.
    const targets = [`${api}/desk/day-sheet`, `${proof.serviceUrls.booking}/desk/day-sheet`, `${api}/care-schedules`];
    for (const url of targets) expect(`${url} → ${(await call(url, { token: staff.token })).status}`).toBe(`${url} → 200`);
    const off = await call(`${api}/admin/staff/${staff.id}/status`, { method: 'PUT', token: fx.admin.token, body: { isActive: false } });
    expect({ status: off.status, isActive: (off.json as { isActive?: boolean } | undefined)?.isActive }).toEqual({ status: 200, isActive: false });
    for (const url of targets) {
      await eventually(`${url} to refuse the deactivated staff's token`, async () => (await call(url, { token: staff.token })).status === 401, 10_000, 250);
    }
    const login = await call(`${api}/auth/login`, { method: 'POST', body: { email: staff.email, password: staff.password, userType: 'staff' } });
    expect([401, 403]).toContain(login.status);
  });

  it('a missing or empty Authorization header is 401 at every protected route, directly at its service too', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      if (route.access === 'public' || route.service === 'gateway') continue;
      const example = ROUTE_EXAMPLES[routeKey(route)];
      const params = example?.params ? await example.params(fx).catch(() => ({ id: '00000000-0000-4000-8000-000000000000' })) : {};
      const path = fillPath(route.path, params);
      for (const authorization of [undefined, '', 'Bearer ', 'Bearer null', 'Bearer undefined']) {
        const a = await call(`${proof.serviceUrls[route.service]}${path}`, { method: route.method, authorization, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
        if (a.status !== 401) failures.push(`${route.method} ${route.service}${path} with ${JSON.stringify(authorization)} → ${a.status} ${truncate(a.text, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('2c. sessions through the gateway: the refresh cookie (issue 10 §3, ADR 0012)', () => {
  const NAME = REFRESH_COOKIE.name;
  /** The refresh cookie an answer sets, split into its value and attributes. */
  function refreshCookieOf(a: Answer): { value: string; attributes: string[] } | undefined {
    const raw = a.headers.getSetCookie().find((c) => c.startsWith(`${NAME}=`));
    if (!raw) return undefined;
    const [pair, ...attributes] = raw.split(';').map((p) => p.trim());
    return { value: pair!.slice(NAME.length + 1), attributes };
  }
  const refresh = (value: string) => call(`${api}/auth/refresh`, { method: 'POST', headers: { cookie: `unrelated=1; ${NAME}=${value}` } });

  it('sign-in sets it HttpOnly; Secure; SameSite=Strict on Path=/api/auth (the path the browser sees); it rotates; reuse and sign-out end it', async () => {
    const owner = await fx.world.registerOwner('session owner (gateway)');
    const login = await call(`${api}/auth/login`, { method: 'POST', body: { email: owner.email, password: owner.password, userType: 'user' } });
    expect(login.status).toBe(200);
    const cookie = refreshCookieOf(login)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining([`Path=${REFRESH_COOKIE.path}`, 'HttpOnly', 'Secure', 'SameSite=Strict']));
    expect(REFRESH_COOKIE.path).toBe('/api/auth'); // the gateway serves svc-auth's /auth/* at /api/auth/*
    const first = fx.world.remember(cookie.value);

    // Rotation through the gateway: the cookie reaches svc-auth (alone), a new access token works at another service.
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const second = fx.world.remember(refreshCookieOf(rotated)!.value);
    expect(second).not.toBe(first);
    const access = fx.world.remember((rotated.json as { token: string }).token);
    expect((await call(`${api}/users/appointments`, { token: access })).status).toBe(200);

    // A lost answer (ADR 0039): the first token again, within the grace period and before its successor is used,
    // answers that same successor — no new token, no new family.
    const lost = await refresh(first);
    expect(lost.status).toBe(200);
    expect(refreshCookieOf(lost)!.value).toBe(second);

    // The successor is used; the first token again is reuse → 401, and the family is revoked with it.
    const next = fx.world.remember(refreshCookieOf(await refresh(second))!.value);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(next)).status).toBe(401);

    // A new sign-in, then Sign Out: 204, the cookie deleted, the token dead on the server.
    const again = await call(`${api}/auth/login`, { method: 'POST', body: { email: owner.email, password: owner.password, userType: 'user' } });
    const third = fx.world.remember(refreshCookieOf(again)!.value);
    const out = await call(`${api}/auth/logout`, { method: 'POST', headers: { cookie: `${NAME}=${third}` } });
    expect(out.status).toBe(204);
    expect(refreshCookieOf(out)).toEqual({ value: '', attributes: expect.arrayContaining([`Path=${REFRESH_COOKIE.path}`, 'Max-Age=0']) });
    expect((await refresh(third)).status).toBe(401);
  });

  it('without the cookie, or with a forged one, refresh answers 401 with a readable message', async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: `${NAME}=${'A'.repeat(43)}` }, { cookie: 'session=abc' }];
    for (const headers of attempts) {
      const a = await call(`${api}/auth/refresh`, { method: 'POST', headers });
      expect({ status: a.status, readable: hasReadableMessage(a) }).toEqual({ status: 401, readable: true });
    }
  });
});
