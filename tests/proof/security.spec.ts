/**
 * Security proof of the running product (issue "Proof"): the whole stack is started once for this file
 * (scripts/lib/stack.mjs, PostgreSQL, NATS) and attacked from outside, through the gateway and directly at the
 * services:
 *   1. the authorization matrix, generated from ROUTES (every route × anonymous, two owners, two doctors, admin),
 *      and the object-level checks (nobody reaches another account's records);
 *   2. token attacks (alg none, HS256 with the public key, expired, wrong iss/aud, tampered, foreign key, garbage,
 *      a deactivated doctor's token);
 *   3. fuzzing every route with fast-check (bodies, queries and ids generated from the contracts): never a 5xx,
 *      every 4xx readable, nothing half-written;
 *   3b. no double booking: 50 concurrent bookings of one slot through the gateway → one 201, 49 409s;
 *   4. the security headers and CORS of pages and API answers; then, after the whole run, no password, card
 *      number, CVV, token or password hash in any log, database or event.
 * The describe blocks run in this order and share the stack; the secrets audit is last on purpose.
 * PROOF_FUZZ_RUNS raises the runs per fuzzed route (default 120), PROOF_FUZZ_SECONDS the time cap per route (3).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { clinicInstant, parseSlotLabel } from '@vetnow/contracts/clinic-time';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/contracts/demo';
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { ROUTES, type RouteSpec } from '@vetnow/contracts/routes';
import type { ServiceName } from '@vetnow/contracts/services';
import { Fixtures } from './support/fixtures.js';
import { call, callOversized, describeAnswer, REFUSED_MID_UPLOAD, eventually, hasReadableMessage, truncate, type Answer } from './support/http.js';
import { dumpPglite, dumpPostgres, readStream, startProofStack, type ProofStack } from './support/proof-stack.js';
import { fillPath, ROUTE_EXAMPLES, routeKey, type RouteExample } from './support/route-examples.js';
import { decodePayload, tokenAttacks } from './support/tokens.js';
import type { Principal } from './support/world.js';
import { arbitraryFor, mutatedExample, nonObjectBody } from './support/zod-arbitrary.js';

const FUZZ_RUNS = Number(process.env['PROOF_FUZZ_RUNS'] ?? 120);
const FUZZ_SECONDS = Number(process.env['PROOF_FUZZ_SECONDS'] ?? 3);
/** Bodies over the gateway's limit (100 KB) are sent with a client that reads the early 413. */
const OVERSIZED_BODY_BYTES = 100 * 1024;

let proof: ProofStack;
let fx: Fixtures;
let api: string;

beforeAll(async () => {
  proof = await startProofStack();
  api = `${proof.gatewayUrl}/api`;
  fx = await Fixtures.create(api);
}, 240_000);

afterAll(async () => {
  await proof?.stop();
}, 60_000);

const routeName = (r: RouteSpec) => `${r.method} /api${r.path}`;

function exampleOf(route: RouteSpec): RouteExample {
  const example = ROUTE_EXAMPLES[routeKey(route)];
  if (!example) {
    throw new Error(
      `${routeName(route)} has no example in tests/proof/support/route-examples.ts: add one (params, query, a valid body) so the ` +
        'authorization matrix and the fuzzer cover it.',
    );
  }
  return example;
}

async function requestFor(route: RouteSpec, example: RouteExample, as: Principal | undefined) {
  const params = example.params ? await example.params(fx) : {};
  const query = example.query ? `?${new URLSearchParams(example.query(fx)).toString()}` : '';
  const body = example.body ? await example.body(fx, as) : undefined;
  const headers = example.headers ? await example.headers(fx, as) : undefined;
  const url = `${api}${fillPath(route.path, params)}${query}`;
  return { url, body, headers };
}

function allows(route: RouteSpec, role: Principal['role']): boolean {
  return route.access === 'public' || route.access === 'authenticated' || route.access === role;
}

// ---------------------------------------------------------------------------------------------------------------
describe('1. authorization matrix, generated from ROUTES', () => {
  it('every route of ROUTES has an example (so none escapes the matrix and the fuzzer)', () => {
    const missing = ROUTES.filter((r) => !ROUTE_EXAMPLES[routeKey(r)]).map(routeName);
    const stale = Object.keys(ROUTE_EXAMPLES).filter((k) => !ROUTES.some((r) => routeKey(r) === k));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(ROUTES.map((r) => [routeName(r), r] as const))('%s: anonymous, wrong role, right role', async (_name, route) => {
    const example = exampleOf(route);
    const failures: string[] = [];
    // A route whose valid call ends its caller's sessions is called by a throwaway account instead of the primary.
    const primary = example.caller ? await example.caller(fx) : fx.primaryFor(route.access);
    const callers = example.caller ? [...fx.callers(), { name: `own account (${primary!.label})`, principal: primary }] : fx.callers();
    for (const { name, principal } of callers) {
      const { url, body, headers } = await requestFor(route, example, principal);
      const a = await call(url, { method: route.method, token: principal?.token, body, headers });
      const seen = `${name}: ${describeAnswer(route.method, url.replace(api, '/api'), a)}`;
      if (a.status >= 500) failures.push(`${seen} — a server error`);
      else if (!principal) {
        if (route.access === 'public' ? a.status === 401 || a.status === 403 : a.status !== 401) {
          failures.push(`${seen} — expected ${route.access === 'public' ? 'no 401/403 (public)' : '401'}`);
        }
      } else if (!allows(route, principal.role)) {
        if (a.status !== 403) failures.push(`${seen} — expected 403 (role ${principal.role} is not ${route.access})`);
      } else if (route.access !== 'public' && principal === primary) {
        if (a.status < 200 || a.status > 299) failures.push(`${seen} — expected 2xx for the route's own account with a valid request`);
      } else if (example.ownership === 'principal' && route.access !== 'public') {
        // Right role, but the record belongs to the primary account: not found (a doctor may also get 403).
        const ok = principal.role === 'doctor' ? [403, 404] : [404];
        if (!ok.includes(a.status)) failures.push(`${seen} — expected ${ok.join(' or ')}: the record is ${primary?.label}'s`);
      } else if (a.status === 401 || a.status === 403) {
        failures.push(`${seen} — expected no 401/403 (the role may call this route)`);
      }
      if (a.status >= 400 && !hasReadableMessage(a)) failures.push(`${seen} — an error answer without a readable message`);
    }
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('1b. object-level checks: nobody reaches another account\'s records', () => {
  it('owner B cannot cancel owner A\'s appointment (404), and it stays scheduled', async () => {
    const appt = await fx.appointment('object-cancel');
    for (const id of [appt._id, appt.appointmentId]) {
      const a = await call(`${api}/appointments/${encodeURIComponent(id)}/cancel`, { method: 'PUT', token: fx.ownerB.token });
      expect({ id, status: a.status, readable: hasReadableMessage(a) }).toEqual({ id, status: 404, readable: true });
    }
    const mine = await call(`${api}/appointments/user/all`, { token: fx.ownerA.token });
    const found = (mine.json as { _id: string; status: string }[]).find((x) => x._id === appt._id);
    expect(found?.status).toBe('scheduled');
  });

  it('owner B cannot submit a questionnaire for owner A\'s appointment (404)', async () => {
    const appt = await fx.appointment('object-diagnosis');
    const a = await call(`${api}/diagnosis/submit`, {
      method: 'POST',
      token: fx.ownerB.token,
      body: { appointmentId: appt._id, answers: { symptoms: { vomiting: true } } },
    });
    expect({ status: a.status, readable: hasReadableMessage(a) }).toEqual({ status: 404, readable: true });
  });

  it('owner B cannot delete owner A\'s saved card (404), and A still has it', async () => {
    const card = await fx.card('object-delete');
    const a = await call(`${api}/payments/saved-cards/${encodeURIComponent(card.id)}`, { method: 'DELETE', token: fx.ownerB.token });
    expect({ status: a.status, readable: hasReadableMessage(a) }).toEqual({ status: 404, readable: true });
    const mine = await call(`${api}/payments/saved-cards`, { token: fx.ownerA.token });
    expect((mine.json as { id: string }[]).map((c) => c.id)).toContain(card.id);
  });

  it('doctor Y cannot complete or annotate doctor X\'s appointment (404/403), and it stays scheduled', async () => {
    const appt = await fx.appointment('object-complete');
    const complete = await call(`${api}/appointments/${appt._id}/complete`, {
      method: 'PUT',
      token: fx.doctorY.token,
      body: { diagnosis: 'Nothing', recommendations: [] },
    });
    const notes = await call(`${api}/appointments/${appt._id}/notes`, { method: 'PUT', token: fx.doctorY.token, body: { notes: 'Y was here' } });
    expect([403, 404]).toContain(complete.status);
    expect([403, 404]).toContain(notes.status);
    expect(hasReadableMessage(complete) && hasReadableMessage(notes)).toBe(true);
    const all = await call(`${api}/admin/appointments`, { token: fx.admin.token });
    const found = (all.json as { _id: string; status: string; doctorNotes?: string }[]).find((x) => x._id === appt._id);
    expect(found).toMatchObject({ status: 'scheduled' });
    expect(found?.doctorNotes ?? '').not.toContain('Y was here');
  });

  it('each owner\'s lists hold only their own records', async () => {
    const [a1, b1] = await Promise.all([fx.appointment('list-A'), fx.appointment('list-B', fx.ownerB)]);
    const problems: string[] = [];
    for (const path of ['/appointments/user/all', '/users/appointments']) {
      for (const [me, other, mine, theirs] of [
        [fx.ownerA, fx.ownerB, a1, b1],
        [fx.ownerB, fx.ownerA, b1, a1],
      ] as const) {
        const a = await call(`${api}${path}`, { token: me.token });
        if (a.status !== 200 || !Array.isArray(a.json)) {
          problems.push(describeAnswer('GET', path, a));
          continue;
        }
        const list = a.json as { _id: string; user?: { _id: string } }[];
        if (!list.some((x) => x._id === mine._id)) problems.push(`${path} of ${me.label} misses their own appointment`);
        if (list.some((x) => x._id === theirs._id)) problems.push(`${path} of ${me.label} shows ${other.label}'s appointment`);
        const strangers = list.filter((x) => x.user?._id !== me.id);
        if (strangers.length) problems.push(`${path} of ${me.label} has ${strangers.length} appointments of other owners`);
      }
    }
    const summaries = await call(`${api}/users/diagnosis-summaries`, { token: fx.ownerB.token });
    if (summaries.status !== 200) problems.push(describeAnswer('GET', '/users/diagnosis-summaries', summaries));
    else if (summaries.text.includes(fx.ownerA.id) || summaries.text.includes(a1._id)) problems.push('owner B\'s diagnosis summaries mention owner A');
    expect(problems).toEqual([]);
  });

  it('each owner\'s saved cards are their own', async () => {
    const [cardA, cardB] = await Promise.all([fx.card('list-A'), fx.card('list-B', fx.ownerB, '5555 5555 5555 4444')]);
    const a = await call(`${api}/payments/saved-cards`, { token: fx.ownerA.token });
    const b = await call(`${api}/payments/saved-cards`, { token: fx.ownerB.token });
    const ids = (x: Answer) => (Array.isArray(x.json) ? (x.json as { id: string }[]).map((c) => c.id) : [x.status]);
    expect(ids(a)).toContain(cardA.id);
    expect(ids(a)).not.toContain(cardB.id);
    expect(ids(b)).toContain(cardB.id);
    expect(ids(b)).not.toContain(cardA.id);
  });

  it('each doctor\'s dashboard lists only their own appointments', async () => {
    const [ofX, ofY] = await Promise.all([fx.appointment('doctor-X'), fx.appointment('doctor-Y', fx.ownerB, fx.doctorY.id)]);
    for (const [me, mine, theirs] of [
      [fx.doctorX, ofX, ofY],
      [fx.doctorY, ofY, ofX],
    ] as const) {
      const a = await call(`${api}/doctors/dashboard/appointments`, { token: me.token });
      expect(a.status).toBe(200);
      const list = a.json as { _id: string; doctor: { _id: string } }[];
      expect(list.map((x) => x._id)).toContain(mine._id);
      expect(list.map((x) => x._id)).not.toContain(theirs._id);
      expect(list.filter((x) => x.doctor._id !== me.id)).toEqual([]);
    }
  });

  it('the profile routes answer the caller\'s own account', async () => {
    const owner = await call(`${api}/users/profile`, { token: fx.ownerB.token });
    expect(owner.json).toMatchObject({ _id: fx.ownerB.id, email: fx.ownerB.email });
    const doctor = await call(`${api}/doctors/dashboard/profile`, { token: fx.doctorY.token });
    expect(doctor.json).toMatchObject({ _id: fx.doctorY.id });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('2. token attacks: 401 through the gateway and directly at each service', () => {
  /** One protected route per service, its legitimate caller, and the claims a forger would want. */
  const TARGETS: { service: ServiceName; path: string; caller: () => Principal; claims: () => Record<string, unknown> }[] = [
    { service: 'auth', path: '/users/profile', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
    { service: 'clinic', path: '/admin/doctors', caller: () => fx.ownerA, claims: () => ({ ...claimsOf(fx.ownerA), role: 'admin' }) },
    { service: 'booking', path: '/appointments/user/all', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
    { service: 'payments', path: '/payments/saved-cards', caller: () => fx.ownerA, claims: () => claimsOf(fx.ownerB) },
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
    // Control: the real token of the legitimate caller (for the admin route: the admin's) is accepted.
    const legit = target.service === 'clinic' ? fx.admin : target.caller();
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
    const first = fx.world.remember(cookie.value); // the secrets audit (§5) also looks for refresh tokens

    // Rotation through the gateway: the cookie reaches svc-auth (alone), a new access token works at another service.
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const second = fx.world.remember(refreshCookieOf(rotated)!.value);
    expect(second).not.toBe(first);
    const access = fx.world.remember((rotated.json as { token: string }).token);
    expect((await call(`${api}/users/appointments`, { token: access })).status).toBe(200);

    // The first token again: reuse → 401, and its successor is revoked with the family.
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);

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

// ---------------------------------------------------------------------------------------------------------------
describe('3. fuzzing every route through the gateway (fast-check, generated from the contracts)', () => {
  interface FuzzRequest {
    id?: string;
    query?: string;
    body?: { json: unknown } | { raw: string; contentType?: string };
  }

  /** Who the fuzzer calls a route as: its own role's account (never the accounts later suites rely on unchanged). */
  async function fuzzCaller(route: RouteSpec): Promise<Principal | undefined> {
    if (routeKey(route) === 'PUT /doctors/dashboard/profile') return fx.fuzzDoctor();
    // Doctor X signs in afresh: an earlier step may have ended X's older sessions (ADR 0012), which every service
    // now honours, and a refused caller would only exercise the guard.
    if (route.access === 'doctor') return fx.world.loginDemoDoctor();
    return fx.primaryFor(route.access);
  }

  const idArb = (known: string[]) =>
    fc.oneof(
      ...(known.length ? [fc.constantFrom(...known)] : []),
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('0', '-1', 'null', 'undefined', '%', '..', '.', 'x'.repeat(300), "1' OR '1'='1", 'VN-AAAAAA', '__proto__', ' '),
    );

  const queryArb = (schema: z.ZodType | undefined) =>
    fc.oneof(
      (schema ? arbitraryFor(schema) : fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })).map((v) => {
        const params = new URLSearchParams();
        if (v && typeof v === 'object') {
          for (const [k, val] of Object.entries(v)) {
            if (val === undefined) continue;
            for (const item of Array.isArray(val) ? val : [val]) params.append(k, typeof item === 'string' ? item : JSON.stringify(item));
          }
        }
        return params.toString();
      }),
      fc.constantFrom('date=%E0%A4%A', 'a[b]=1&a[c]=2', 'date=2026-02-30', 'date=9999-12-31', '__proto__[x]=1', 'date=&date=&date=', `q=${'x'.repeat(3000)}`),
    );

  async function bodyArb(route: RouteSpec, example: RouteExample, as: Principal | undefined): Promise<fc.Arbitrary<FuzzRequest['body']>> {
    const valid = example.body ? await example.body(fx, as).catch(() => undefined) : undefined;
    const options: fc.Arbitrary<FuzzRequest['body']>[] = [
      nonObjectBody,
      fc.constantFrom(
        { raw: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' },
        { raw: '{"a":1}', contentType: 'text/plain' },
        { raw: '{}', contentType: 'application/json; charset=utf-16' },
        { raw: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }) },
      ),
      fc.anything({ maxDepth: 2 }).map((json) => ({ json })),
    ];
    if (example.bodySchema) options.push(arbitraryFor(example.bodySchema).map((json) => ({ json })));
    if (valid) options.push(mutatedExample(valid).map((json) => ({ json })), fc.constant({ json: valid }));
    return fc.oneof(...options);
  }

  async function send(route: RouteSpec, as: Principal | undefined, req: FuzzRequest): Promise<{ url: string; a: Answer }> {
    const path = route.path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(req.id ?? ''));
    const url = `${api}${path}${req.query ? `?${req.query}` : ''}`;
    const body = req.body;
    const raw = body && 'raw' in body ? body.raw : body && 'json' in body ? (JSON.stringify(body.json) ?? 'null') : undefined;
    if (raw !== undefined && Buffer.byteLength(raw) > OVERSIZED_BODY_BYTES) {
      const headers: Record<string, string> = body && 'raw' in body && body.contentType ? { 'content-type': body.contentType } : {};
      return { url, a: await callOversized(url, { method: route.method, token: as?.token, rawBody: raw, headers, timeoutMs: 20_000 }) };
    }
    const a = await call(url, {
      method: route.method,
      token: as?.token,
      ...(body && 'json' in body ? { rawBody: JSON.stringify(body.json) ?? 'null' } : {}),
      ...(body && 'raw' in body ? { rawBody: body.raw, headers: body.contentType ? { 'content-type': body.contentType } : {} } : {}),
      timeoutMs: 20_000,
    });
    return { url, a };
  }

  function problemOf(a: Answer): string | undefined {
    if (a.status === REFUSED_MID_UPLOAD) return undefined; // an oversized body, refused before it was read (see callOversized)
    if (a.status >= 500) return 'a server error';
    if (a.status >= 400) {
      if (!hasReadableMessage(a)) return 'an error answer without a readable JSON message';
      if ((a.json as { statusCode?: unknown }).statusCode !== a.status) return 'statusCode in the body differs from the status';
    }
    return undefined;
  }

  it.each(ROUTES.map((r) => [routeName(r), r] as const))('%s: never a 5xx, every 4xx readable', async (_n, route) => {
    const example = exampleOf(route);
    const as = await fuzzCaller(route);
    const hasId = route.path.includes(':');
    const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
    const known = hasId && example.fuzzIds ? await example.fuzzIds(fx) : [];
    const requestArb: fc.Arbitrary<FuzzRequest> = fc.record(
      {
        id: hasId ? idArb(known) : fc.constant(undefined),
        query: route.method === 'GET' || route.method === 'DELETE' ? queryArb(example.querySchema) : fc.constant(undefined),
        body: hasBody ? await bodyArb(route, example, as) : fc.constant(undefined),
      },
    ) as fc.Arbitrary<FuzzRequest>;
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const { url, a } = await send(route, as, req);
        seen.set(a.status, (seen.get(a.status) ?? 0) + 1);
        const problem = problemOf(a);
        if (problem) {
          const sent = req.body && 'json' in req.body ? JSON.stringify(req.body.json) : req.body?.raw;
          const logs = a.status >= 500 ? `\nlast errors in the services' logs:\n${proof.recentErrors()}` : '';
          throw new Error(`${problem}: ${route.method} ${url.replace(api, '/api')} body ${truncate(String(sent), 300)} → ${a.status} ${truncate(a.text, 300)}${logs}`);
        }
      }),
      { numRuns: FUZZ_RUNS, interruptAfterTimeLimit: FUZZ_SECONDS * 1000, endOnFailure: true },
    );
    // The fuzzer got past the guard (its caller has the route's role), so validation and handlers were exercised.
    const pastGuard = [...seen].filter(([status]) => status !== 401 && status !== 403).reduce((n, [, count]) => n + count, 0);
    if (pastGuard === 0) {
      throw new Error(`the fuzzer never got past the guard of ${routeKey(route)} as ${as?.label ?? 'anonymous'}: statuses ${JSON.stringify(Object.fromEntries(seen))}`);
    }
  });

  it('dates at the edges of the calendar are answered or refused, never a 5xx (search, slots, booking)', async () => {
    const dates = ['0000-01-01', '0001-01-01', '1969-12-31', '2028-02-29', '2026-02-29', '9999-12-31', '10000-01-01', '+10000-01-01', '2026-13-01'];
    const failures: string[] = [];
    for (const date of dates) {
      const answers: [string, Answer][] = [
        [`GET /api/doctors?date=${date}`, await call(`${api}/doctors?date=${encodeURIComponent(date)}`)],
        [`GET /api/doctors?availableTime=09:00 AM&date=${date}`, await call(`${api}/doctors?availableTime=${encodeURIComponent('09:00 AM')}&date=${encodeURIComponent(date)}`)],
        [`GET /api/doctors/<X>/slots?date=${date}`, await call(`${api}/doctors/${fx.doctorX.id}/slots?date=${encodeURIComponent(date)}`)],
        [
          `POST /api/appointments/book for ${date} 09:00 AM`,
          await call(`${api}/appointments/book`, {
            method: 'POST',
            token: fx.ownerA.token,
            body: { doctorId: fx.doctorX.id, appointmentDate: date, timeSlot: '09:00 AM', pet: { name: 'Rex' }, reason: 'Edge', paymentMethod: 'cash' },
          }),
        ],
      ];
      for (const [what, a] of answers) {
        const problem = problemOf(a);
        if (problem) failures.push(`${what} → ${a.status} ${truncate(a.text, 150)} (${problem})${a.status >= 500 ? `\n${proof.recentErrors(1)}` : ''}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a NUL character in any text field of any route\'s valid body is refused or kept, never a 5xx', async () => {
    /** Paths of every string leaf of a value (objects and arrays, a few levels deep). */
    const stringPaths = (v: unknown, path: (string | number)[] = []): (string | number)[][] => {
      if (typeof v === 'string') return [path];
      if (path.length > 3 || v === null || typeof v !== 'object') return [];
      return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...path, Array.isArray(v) ? Number(k) : k]));
    };
    const setAt = (target: Record<string, unknown>, path: (string | number)[], value: string) => {
      let node = target as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
      node[path[path.length - 1]!] = value;
    };
    const failures: string[] = [];
    let sent = 0;
    for (const route of ROUTES) {
      const example = exampleOf(route);
      if (!example.body) continue;
      const as = await fuzzCaller(route);
      const ids = route.path.includes(':') ? await (example.fuzzIds?.(fx) ?? Promise.resolve([])) : [];
      const url = `${api}${fillPath(route.path, route.path.includes(':') ? { id: ids[0] ?? 'none' } : {})}`;
      const paths = stringPaths(await example.body(fx, as));
      for (const path of paths) {
        const body = await example.body(fx, as); // fresh: a new slot, a new email
        setAt(body, path, 'Nul\u0000here');
        const a = await call(url, { method: route.method, token: as?.token, body });
        sent += 1;
        const problem = problemOf(a);
        if (problem) {
          failures.push(`${route.method} ${url.replace(api, '/api')} with "\\u0000" at ${path.join('.')} → ${a.status} ${truncate(a.text, 120)} (${problem})`);
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  /** Bodies the contract refuses, made by mutating the route's valid example; all must be refused and change nothing. */
  async function invalidBatch(key: string, schema: z.ZodType, count: number): Promise<unknown[]> {
    const example = ROUTE_EXAMPLES[key]!;
    const valid = await example.body!(fx, fx.primaryFor('user'));
    const arb = fc.oneof(mutatedExample(valid), arbitraryFor(schema)).filter((v) => !schema.safeParse(v).success);
    return fc.sample(arb, { numRuns: count, seed: 42 });
  }

  it('refused bookings write nothing: the owner\'s and the admin\'s appointment counts stay the same', async () => {
    const before = await counts();
    const bodies = await invalidBatch('POST /appointments/book', (await import('@vetnow/contracts/appointment')).bookRequestSchema(), 80);
    const wrong: string[] = [];
    for (const body of bodies) {
      const a = await call(`${api}/appointments/book`, { method: 'POST', token: fx.ownerA.token, body });
      if (a.status < 400 || a.status >= 500) wrong.push(describeAnswer('POST', '/api/appointments/book', a, body));
    }
    expect(wrong).toEqual([]);
    expect(await counts()).toEqual(before);

    async function counts() {
      const own = await call(`${api}/appointments/user/all`, { token: fx.ownerA.token });
      const all = await call(`${api}/admin/appointments`, { token: fx.admin.token });
      return { own: (own.json as unknown[]).length, all: (all.json as unknown[]).length };
    }
  });

  it('refused doctors and cards write nothing: the doctor list and the saved cards stay the same', async () => {
    const doctorsBefore = await call(`${api}/admin/doctors`, { token: fx.admin.token });
    const doctorBodies = await invalidBatch('POST /admin/doctors', (await import('@vetnow/contracts/doctor')).adminDoctorCreateSchema, 40);
    for (const body of doctorBodies) {
      const a = await call(`${api}/admin/doctors`, { method: 'POST', token: fx.admin.token, body });
      expect(`${a.status >= 400 && a.status < 500}`).toBe('true');
    }
    const doctorsAfter = await call(`${api}/admin/doctors`, { token: fx.admin.token });
    expect((doctorsAfter.json as unknown[]).length).toBe((doctorsBefore.json as unknown[]).length);

    const cardsBefore = await call(`${api}/payments/saved-cards`, { token: fx.ownerA.token });
    expect(cardsBefore.status).toBe(200);
    const cardBodies = await invalidBatch('POST /payments/save-card', (await import('@vetnow/contracts/card')).saveCardRequestSchema(), 40);
    for (const body of cardBodies) {
      const a = await call(`${api}/payments/save-card`, { method: 'POST', token: fx.ownerA.token, body });
      expect(`${a.status >= 400 && a.status < 500}`).toBe('true');
    }
    const cardsAfter = await call(`${api}/payments/saved-cards`, { token: fx.ownerA.token });
    expect((cardsAfter.json as unknown[]).length).toBe((cardsBefore.json as unknown[]).length);
  });

  it('after fuzzing, the read models agree: every booked slot shows as taken, the stats count every live appointment', async () => {
    // Besides whatever the suites above booked: one booked and one booked-then-cancelled appointment of its own.
    await fx.appointment('consistency-kept');
    const cancelled = await fx.appointment('consistency-cancelled');
    expect((await call(`${api}/appointments/${cancelled._id}/cancel`, { method: 'PUT', token: fx.ownerA.token })).status).toBe(200);
    const all = await call(`${api}/admin/appointments`, { token: fx.admin.token });
    expect(all.status).toBe(200);
    const appointments = all.json as {
      doctor: { _id: string };
      appointmentDate: string;
      timeSlot: string;
      startsAt: string;
      endsAt: string;
      status: string;
    }[];
    // Total Appointments counts the non-cancelled ones (svc-booking's /internal/stats).
    const notCancelled = appointments.filter((x) => x.status !== 'cancelled').length;
    await eventually(
      'the admin stats to count every non-cancelled appointment',
      async () => {
        const stats = await call(`${api}/admin/dashboard/stats`, { token: fx.admin.token });
        return (stats.json as { totalAppointments?: number }).totalAppointments === notCancelled;
      },
      10_000,
    );
    // Slot occupancy in svc-clinic is built from booking's events: a booked slot without its event would show free,
    // a phantom event would show taken. Compared by time ranges, not labels: the fuzzer may have changed a doctor's
    // slot length, so a slot of the current grid is taken when any scheduled appointment overlaps it.
    // A completed visit keeps its time (no event frees it); only a cancellation does.
    const live = appointments.filter((x) => x.status !== 'cancelled');
    const days = new Set(appointments.map((x) => `${x.doctor._id}|${x.appointmentDate}`));
    let compared = 0;
    await eventually(
      'svc-clinic\'s slots to agree with svc-booking\'s appointments',
      async () => {
        const disagreements: string[] = [];
        compared = 0;
        for (const key of days) {
          const [doctorId, date] = key.split('|') as [string, string];
          const [slotsAnswer, doctorAnswer] = await Promise.all([
            call(`${api}/doctors/${doctorId}/slots?date=${date}`),
            call(`${api}/doctors/${doctorId}`),
          ]);
          if (slotsAnswer.status !== 200 || doctorAnswer.status !== 200) continue; // a deleted or deactivated doctor
          const length = (doctorAnswer.json as { workingHours: { slotDuration: number } }).workingHours.slotDuration;
          for (const slot of slotsAnswer.json as { time: string; isBooked: boolean }[]) {
            const from = clinicInstant(date, parseSlotLabel(slot.time)!).getTime();
            const to = from + length * 60_000;
            const taken = live.some(
              (x) => x.doctor._id === doctorId && Date.parse(x.startsAt) < to && Date.parse(x.endsAt) > from,
            );
            compared += 1;
            if (taken !== slot.isBooked) {
              disagreements.push(`${doctorId} ${date} ${slot.time}: booking says ${taken ? 'taken' : 'free'}, clinic ${slot.isBooked ? 'Booked' : 'free'}`);
            }
          }
        }
        if (disagreements.length) throw new Error(disagreements.slice(0, 10).join('; '));
        return true;
      },
      15_000,
      1000,
    );
    // The comparison really covered the slots (at least this test's own two).
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('3b. no double booking through the gateway', () => {
  it('50 concurrent bookings of one slot by several owners: exactly one 201, 49 clear 409s, one appointment', async () => {
    const { world, ownerA, ownerB, doctorY } = fx;
    // booking learns doctor Y through doctor.created: one booking first proves it is bookable.
    await world.book(ownerA, doctorY.id);
    const body = await world.bookBody(doctorY.id);
    const owners = [ownerA, ownerB];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => world.post('/appointments/book', body, owners[i % owners.length]!.token)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect((a.json as { message: string }).message).toMatch(/time slot has just been booked/i);
    }
    await eventually('the slot to show as Booked', async () => {
      const a = await call(`${api}/doctors/${doctorY.id}/slots?date=${body.appointmentDate}`);
      return (a.json as { time: string; isBooked: boolean }[]).find((s) => s.time === body.timeSlot)?.isBooked || undefined;
    });
    const mine = await Promise.all(
      owners.map((o) => call(`${api}/appointments/user/all`, { token: o.token }).then((a) => a.json as { appointmentDate: string; timeSlot: string; doctor: { _id: string } }[])),
    );
    const held = mine.flat().filter((x) => x.doctor._id === doctorY.id && x.appointmentDate === body.appointmentDate && x.timeSlot === body.timeSlot);
    expect(held).toHaveLength(1);
  });
});

describe('4. security headers and CORS', () => {
  function headerProblems(what: string, a: Answer): string[] {
    const problems: string[] = [];
    const csp = a.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map((d) => [d[0]!.toLowerCase(), d.slice(1)] as const),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    if (!csp) problems.push('no Content-Security-Policy');
    else {
      if (!scriptSrc) problems.push('CSP without script-src or default-src');
      if (scriptSrc?.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*')) problems.push(`script-src is ${scriptSrc.join(' ')}`);
      if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push(`frame-ancestors is ${directives.get('frame-ancestors')?.join(' ')}`);
      if (directives.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
    }
    // The stack is plain HTTP: HSTS is sent only over HTTPS (proven with a certificate in gateway/src/security/edges.spec.ts).
    const hsts = a.headers.get('strict-transport-security');
    if (hsts !== null) problems.push(`HSTS "${hsts}" over plain HTTP`);
    if (a.headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
    const rp = a.headers.get('referrer-policy') ?? '';
    if (!['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin'].includes(rp)) problems.push(`Referrer-Policy "${rp}"`);
    if (a.headers.get('x-powered-by')) problems.push(`X-Powered-By ${a.headers.get('x-powered-by')}`);
    return problems.map((p) => `${what} (${a.status}): ${p}`);
  }

  it('every page, asset and API answer carries CSP, nosniff, referrer-policy and frame-ancestors \'none\' (no HSTS over HTTP)', async () => {
    const site = proof.gatewayUrl;
    const html = { accept: 'text/html' };
    const manifest = await call(`${site}/remotes/owner/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    const m = manifest.json as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
    const entry = [m.metaData?.remoteEntry?.path, m.metaData?.remoteEntry?.name].filter(Boolean).join('/') || 'remoteEntry.js';
    const answers: [string, Answer][] = [
      ['/', await call(`${site}/`, { headers: html })],
      ['/login', await call(`${site}/login`, { headers: html })],
      ['/doctors', await call(`${site}/doctors`, { headers: html })],
      ['/remotes/owner/mf-manifest.json', manifest],
      [`/remotes/owner/${entry}`, await call(`${site}/remotes/owner/${entry.replace(/^\/+/, '')}`, { headers: { accept: '*/*' } })],
      ['/remotes.json', await call(`${site}/remotes.json`)],
      ['GET /api/doctors (200)', await call(`${api}/doctors`)],
      ['GET /api/health (200)', await call(`${api}/health`)],
      ['GET /api/users/profile (401)', await call(`${api}/users/profile`)],
      ['GET /api/admin/doctors as owner (403)', await call(`${api}/admin/doctors`, { token: fx.ownerA.token })],
      ['POST /api/auth/login bad body (400)', await call(`${api}/auth/login`, { method: 'POST', body: { email: '' } })],
      ['GET /api/nothing (404)', await call(`${api}/nothing`)],
      ['GET /api/doctors/<unknown> (404)', await call(`${api}/doctors/00000000-0000-4000-8000-000000000000`)],
      ['DELETE /api/doctors (405)', await call(`${api}/doctors`, { method: 'DELETE' })],
      ['GET /nothing.js (404)', await call(`${site}/nothing.js`)],
    ];
    const expected: Record<string, number> = { '/': 200, '/login': 200, '/doctors': 200, '/remotes.json': 200 };
    const problems = answers.flatMap(([what, a]) => [
      ...headerProblems(what, a),
      ...(expected[what] !== undefined && a.status !== expected[what] ? [`${what}: status ${a.status}`] : []),
    ]);
    const entryAnswer = answers.find(([w]) => w.startsWith('/remotes/owner/') && !w.endsWith('.json'))!;
    expect(entryAnswer[1].status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('CORS: the site\'s origin is allowed; a foreign origin gets no Access-Control-Allow-Origin and its preflight is refused', async () => {
    const site = proof.siteOrigin;
    const foreign = 'https://evil.example';
    const own = await call(`${api}/doctors`, { headers: { origin: site } });
    expect(own.headers.get('access-control-allow-origin')).toBe(site);
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = (origin: string) =>
      call(`${api}/appointments/book`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
    const ownPreflight = await preflight(site);
    expect(ownPreflight.status).toBeLessThan(300);
    expect(ownPreflight.headers.get('access-control-allow-origin')).toBe(site);

    for (const origin of [foreign, 'null', `${site}.evil.example`, site.replace('http://', 'https://'), `http://evil.localhost:${proof.stack.ports.gateway}`]) {
      const plain = await call(`${api}/doctors`, { headers: { origin } });
      expect(`${origin}: ${plain.headers.get('access-control-allow-origin')}`).toBe(`${origin}: null`);
      const withToken = await call(`${api}/users/profile`, { token: fx.ownerA.token, headers: { origin } });
      expect(`${origin}: ${withToken.headers.get('access-control-allow-origin')}`).toBe(`${origin}: null`);
      const refused = await preflight(origin);
      expect(`${origin}: ${refused.status >= 400} ${refused.headers.get('access-control-allow-origin')} ${refused.headers.get('access-control-allow-methods')}`).toBe(
        `${origin}: true null null`,
      );
    }
    // The services are not reachable cross-origin either when called directly.
    for (const service of ['auth', 'clinic', 'booking', 'payments'] as const) {
      const a = await call(`${proof.serviceUrls[service]}/health`, { headers: { origin: foreign } });
      expect(`${service}: ${a.headers.get('access-control-allow-origin')}`).toBe(`${service}: null`);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('5. secrets audit: no password, card number, CVV, token or hash in any log, database or event', () => {
  const CARD = '4111 1111 1111 1111';
  const CVV = '7395';
  /** Every full card number this run sent to the server (the fixtures' and this suite's). */
  const CARD_NUMBERS = ['4111111111111111', '4242424242424242', '5555555555554444'];

  it('after register, login, save card, book and the whole run above, nothing secret was written anywhere', async () => {
    const w = fx.world;
    // A full owner journey with secrets in it, including attempts to send what must never be kept.
    const owner = await w.registerOwner('audited owner');
    const again = await w.login('audited owner', 'user', owner.email, owner.password);
    const wrongPassword = w.newPassword();
    const failed = await call(`${api}/auth/login`, { method: 'POST', body: { email: owner.email, password: wrongPassword, userType: 'user' } });
    expect(failed.status).toBe(401);
    const withCvv = await call(`${api}/payments/save-card`, { method: 'POST', token: again.token, body: { ...w.cardBody(CARD), cvv: CVV } });
    expect(withCvv.status).toBe(400);
    const card = await w.saveCard(again, CARD);
    const cardSummary = { savedCardId: card.id, cardType: 'visa', lastFour: '1111', cardholderName: 'Proof Holder' };
    await w.book(again, DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: cardSummary });
    const fullCardBooking = await call(`${api}/appointments/book`, {
      method: 'POST',
      token: again.token,
      body: await w.bookBody(DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: { ...cardSummary, cardNumber: CARD_NUMBERS[0], cvv: CVV } }),
    });
    expect(fullCardBooking.status).toBe(400);
    const pw = w.newPassword();
    const profileWithPassword = await call(`${api}/users/profile`, {
      method: 'PUT',
      token: again.token,
      body: { fullName: 'Audited Owner', contactNumber: '0770000000', address: {}, password: pw },
    });
    expect(profileWithPassword.status).toBeLessThan(500);
    // Let the services flush their log lines and the relays publish.
    await new Promise((r) => setTimeout(r, 1500));

    const passwords = [...w.secrets.passwords, DEMO_ADMIN.password, DEMO_OWNER.password, DEMO_DOCTOR.password];
    const tokens = [...w.secrets.tokens];
    const cardPatterns = CARD_NUMBERS.flatMap((n) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 '), n.replace(/(\d{4})(?=\d)/g, '$1-')]);
    const cvvPatterns = [/\bcv[vc]2?\b["']?\s*[:=]\s*["']?\d{3,4}/i, new RegExp(`["']${CVV}["']`)];

    function leaks(source: string, text: string, { hashes }: { hashes: boolean }): string[] {
      const found: string[] = [];
      const where = (needle: string) => {
        const i = text.indexOf(needle);
        return truncate(text.slice(Math.max(0, i - 80), i + needle.length + 40).replace(/\s+/g, ' '), 200);
      };
      for (const p of passwords) if (text.includes(p)) found.push(`${source}: a password (${p.slice(0, 3)}…) in «${where(p)}»`);
      for (const t of tokens) {
        // A JWT is found by its signature; an opaque token (the refresh cookie's value) as a whole.
        const needle = t.split('.')[2] ?? t;
        if (text.includes(needle)) found.push(`${source}: a token in «${where(needle)}»`);
      }
      for (const c of cardPatterns) if (text.includes(c)) found.push(`${source}: a full card number in «${where(c)}»`);
      for (const re of cvvPatterns) {
        const m = re.exec(text);
        if (m) found.push(`${source}: a CVV in «${where(m[0])}»`);
      }
      if (hashes) {
        const m = /\$argon2(id|i|d)\$/.exec(text);
        if (m) found.push(`${source}: an argon2 hash in «${where(m[0])}»`);
      }
      return found;
    }

    const findings: string[] = [];
    const logs = proof.logText();
    const rawLogs = proof.rawLogText();
    // The logs really were written and read: the summary and the raw JSON lines of every request.
    expect(logs).toContain('POST /api/payments/save-card');
    expect(rawLogs).toContain('"/payments/save-card"');
    findings.push(...leaks('logs', logs, { hashes: true }), ...leaks('raw logs', rawLogs, { hashes: true }));

    const events = await readStream(proof.stack.natsUrl, proof.streamName, 5000, proof.stack.natsUsers?.['ops']);
    expect(events.some((e) => e.includes('appointment.booked'))).toBe(true);
    findings.push(...leaks('events', events.join('\n'), { hashes: true }));

    const dumps: [string, string][] = [];
    if (Object.keys(proof.databaseUrls).length) {
      for (const [service, url] of Object.entries(proof.databaseUrls)) dumps.push([`database ${service}`, await dumpPostgres(url!)]);
    } else {
      await proof.stack.stop(); // PGlite is single-process: the services must let go of their directories
      for (const service of ['auth', 'clinic', 'booking', 'payments']) {
        dumps.push([`database ${service}`, await dumpPglite(`${proof.dataDir}/${service}`)]);
      }
    }
    for (const [source, text] of dumps) {
      expect(`${source}: ${text.length > 0}`).toBe(`${source}: true`);
      findings.push(...leaks(source, text, { hashes: false }));
    }
    // The password hashes are where they belong (svc-auth) and nowhere else.
    for (const [source, text] of dumps) {
      if (source !== 'database auth' && /\$argon2(id|i|d)\$/.test(text)) findings.push(`${source}: an argon2 hash outside svc-auth`);
    }
    expect(findings).toEqual([]);
  });
});
