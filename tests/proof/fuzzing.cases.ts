/**
 * Security proof, part 3: fuzzing every route through the gateway with fast-check (bodies, queries and ids
 * generated from the contracts): never a 5xx, every 4xx readable, nothing half-written, and the read models
 * still agree afterwards. Its own cast, on the stack of shared-stack.spec.ts.
 * PROOF_FUZZ_RUNS raises the runs per fuzzed route (default 120), PROOF_FUZZ_SECONDS the time cap per route (3).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { clinicInstant, parseSlotLabel } from '@vetnow/domain/clinic-time';
import { ROUTES, type RouteSpec } from '@vetnow/contracts/routes';
import { eventually } from '@vetnow/service-kit/testing';
import type { Fixtures } from './support/fixtures.js';
import { call, callOversized, describeAnswer, REFUSED_MID_UPLOAD, hasReadableMessage, truncate, type Answer } from './support/http.js';
import type { ProofStack } from './support/proof-stack.js';
import { exampleOf, routeName, useSharedProofSuite } from './support/proof-suite.js';
import { fillPath, ROUTE_EXAMPLES, routeKey, type RouteExample } from './support/route-examples.js';
import type { Principal } from './support/world.js';
import { arbitraryFor, mutatedExample, nonObjectBody } from './support/zod-arbitrary.js';

const FUZZ_RUNS = Number(process.env['PROOF_FUZZ_RUNS'] ?? 120);
/**
 * A route's time limit: a bound for a route that answers slowly, not the usual end of its runs. The routes are fuzzed
 * five at a time (Jest's maxConcurrency), so each waits longer for its answers: on 1 Dec 2026 every route finished its
 * 120 runs within 10 s (slowest: GET /api/openapi.json, 3.7 s), where 3 s cut three of them short (80–94 runs).
 */
const FUZZ_SECONDS = Number(process.env['PROOF_FUZZ_SECONDS'] ?? 10);
/** Bodies over the gateway's limit (100 KB) are sent with a client that reads the early 413. */
const OVERSIZED_BODY_BYTES = 100 * 1024;

let proof: ProofStack;
let fx: Fixtures;
let api: string;
useSharedProofSuite((s) => ({ proof, fx, api } = s));

describe('3. fuzzing every route through the gateway (fast-check, generated from the contracts)', () => {
  interface FuzzRequest {
    id?: string;
    query?: string;
    body?: { json: unknown } | { raw: string; contentType?: string };
  }

  /** Who the fuzzer calls a route as: its own role's account (a throwaway doctor for the doctor's own profile). */
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

  // The routes side by side (issue 37: the section took 40 s one route at a time, most of it waiting for answers).
  // Jest runs this describe's concurrent tests together, at the place of the first one, before the tests below, and
  // without beforeEach hooks. They share owner A, doctor X, the admin and the front desk, and no fuzzed route ends those
  // accounts' sessions (route-examples.ts: the password change succeeds only for a throwaway owner). A 5xx's "last errors in the
  // services' logs" may include lines of the other routes fuzzed at the time.
  it.concurrent.each(ROUTES.map((r) => [routeName(r), r] as const))('%s: never a 5xx, every 4xx readable', async (_n, route) => {
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
    const cardBodies = await invalidBatch('POST /payments/saved-cards/preapproval', (await import('@vetnow/contracts/payments')).cardPreapprovalRequestSchema, 40);
    for (const body of cardBodies) {
      const a = await call(`${api}/payments/saved-cards/preapproval`, { method: 'POST', token: fx.ownerA.token, body });
      expect(`${a.status >= 400 && a.status < 500}`).toBe('true');
    }
    const cardsAfter = await call(`${api}/payments/saved-cards`, { token: fx.ownerA.token });
    expect((cardsAfter.json as unknown[]).length).toBe((cardsBefore.json as unknown[]).length);
  });

  it('after fuzzing, the read models agree: every booked slot shows as taken, the stats count every live appointment', async () => {
    // Besides whatever the fuzzing above booked (when it ran): one booked and one booked-then-cancelled appointment of its own.
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
      250,
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
