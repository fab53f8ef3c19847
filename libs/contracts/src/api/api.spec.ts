import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@vetnow/contracts/zod';
import { ERROR_CODES } from '../errors/index.js';
import { ROUTES as TABLE, matchRoute } from './route-table.js';
import { API, ROUTE_CONTRACTS, ROUTES, contractOf } from './index.js';
import { allErrorCodes, pathParamNames } from './define-route.js';
import { exampleOf, ROUTE_EXAMPLES_BY_NAME } from './examples/index.js';

/** The route table as it was before the contracts (issue 15): the derived one must keep every entry. */
const TABLE_BEFORE = [
  'POST /auth/login auth public',
  'POST /auth/register auth public',
  'POST /auth/refresh auth public',
  'POST /auth/logout auth public',
  'POST /auth/doctor/register auth admin',
  'GET /users/profile auth user',
  'PUT /users/profile auth user',
  'PUT /users/profile/password auth user',
  'GET /doctors clinic public',
  'GET /doctors/dashboard/profile clinic doctor',
  'PUT /doctors/dashboard/profile clinic doctor',
  'GET /doctors/:id clinic public',
  'GET /doctors/:id/slots clinic public',
  'GET /admin/doctors clinic admin',
  'POST /admin/doctors clinic admin',
  'PUT /admin/doctors/:id clinic admin',
  'PATCH /admin/doctors/:id/status clinic admin',
  'DELETE /admin/doctors/:id clinic admin',
  'POST /appointments/book booking user',
  'PUT /appointments/:id/cancel booking user',
  'PUT /appointments/:id/complete booking doctor',
  'PUT /appointments/:id/notes booking doctor',
  'GET /appointments/user/all booking user',
  'GET /users/appointments booking user',
  'GET /users/diagnosis-summaries booking user',
  'GET /doctors/dashboard/appointments booking doctor',
  'GET /admin/appointments booking admin',
  'POST /diagnosis/submit booking user',
  'GET /payments/saved-cards payments user',
  'DELETE /payments/saved-cards/:id payments user',
  'GET /notifications notify authenticated',
  'PUT /notifications/:id/read notify authenticated',
  'PUT /notifications/read-all notify authenticated',
  'GET /admin/dashboard/stats gateway admin',
  'GET /health gateway public',
];

const line = (r: { method: string; path: string; service: string; access: string }) =>
  `${r.method} ${r.path} ${r.service} ${r.access}`;

describe('route contracts', () => {
  it('derive the route table: every entry of before, in the same order, and routes.ts re-exports it', () => {
    const derived = ROUTES.map(line);
    expect(derived.filter((l) => TABLE_BEFORE.includes(l))).toEqual(TABLE_BEFORE);
    expect(TABLE).toBe(ROUTES);
  });

  it('have unique names and unique method + path', () => {
    const names = ROUTE_CONTRACTS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = ROUTE_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are named after their area and key in API', () => {
    for (const [area, contracts] of Object.entries(API)) {
      for (const [key, contract] of Object.entries(contracts)) expect(contract.name).toBe(`${area}.${key}`);
    }
  });

  it("declare params whose keys are exactly the path's :params", () => {
    for (const c of ROUTE_CONTRACTS) {
      const names = pathParamNames(c.path).sort();
      if (names.length === 0) {
        expect({ route: c.name, params: c.params }).toEqual({ route: c.name, params: undefined });
        continue;
      }
      expect(c.params).toBeInstanceOf(z.ZodObject);
      const keys = Object.keys((c.params as z.ZodObject).shape).sort();
      expect({ route: c.name, keys }).toEqual({ route: c.name, keys: names });
    }
  });

  it('list only codes of the catalogue, without duplicates', () => {
    for (const c of ROUTE_CONTRACTS) {
      for (const code of c.errors)
        expect({ route: c.name, code, known: code in ERROR_CODES }).toEqual({
          route: c.name,
          code,
          known: true,
        });
      expect(new Set(c.errors).size).toBe(c.errors.length);
    }
  });

  it('imply the session codes for signed-in routes only', () => {
    expect(allErrorCodes(API.booking.book)).toEqual(
      expect.arrayContaining(['BOOKING_SLOT_TAKEN', 'UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED']),
    );
    expect(allErrorCodes(API.clinic.listDoctors)).not.toContain('UNAUTHENTICATED');
    expect(allErrorCodes(API.clinic.listDoctors)).toContain('VALIDATION_FAILED');
    expect(allErrorCodes(API.booking.ownAll)).not.toContain('VALIDATION_FAILED');
  });

  it('are found from a table entry and by matchRoute', () => {
    for (const r of ROUTES) expect(contractOf(r)?.path).toBe(r.path);
    expect(contractOf(matchRoute('PUT', '/appointments/a1/cancel')!.route)).toBe(API.booking.cancel);
  });

  it("give the front desk its own routes (issue 39): staff-only /desk/* of booking, the admin's /admin/staff of auth", () => {
    const staffOnly = ROUTE_CONTRACTS.filter((c) => c.access === 'staff');
    expect(staffOnly.length).toBeGreaterThanOrEqual(7);
    // Phase B: the owners the desk finds or creates are svc-auth's; everything else of the desk is svc-booking's.
    const authDesk = ['desk.findOwners', 'desk.createCaller', 'desk.resendClaimLink'];
    for (const c of staffOnly) {
      expect({ route: c.name, service: c.service, desk: c.path.startsWith('/desk/') }).toEqual({
        route: c.name,
        service: authDesk.includes(c.name) ? 'auth' : 'booking',
        desk: true,
      });
    }
    expect([API.auth.listStaff, API.auth.createStaff, API.auth.setStaffStatus].map(line)).toEqual([
      'GET /admin/staff auth admin',
      'POST /admin/staff auth admin',
      'PUT /admin/staff/:id/status auth admin',
    ]);
    expect(
      [API.desk.doctorWalkIns, API.desk.doctorSetWalkInStatus, API.desk.doctorDayEvents].map((c) => c.access),
    ).toEqual(['doctor', 'doctor', 'doctor']);
    expect(API.desk.standing.access).toBe('user');
  });

  it('answer an event stream only from a GET without a body, as a text schema (the two live routes of the desk)', () => {
    const streams = ROUTE_CONTRACTS.filter((c) => c.responseType === 'text/event-stream');
    expect(streams.map((c) => c.name).sort()).toEqual(['desk.daySheetEvents', 'desk.doctorDayEvents']);
    for (const c of streams) {
      const frame = 'event: day-changed\ndata: {"date":"2026-12-01","at":"2026-12-01T04:30:00.000Z"}\n\n';
      expect({
        route: c.name,
        method: c.method,
        body: c.body,
        text: c.response.safeParse(frame).success,
        json: c.response.safeParse({}).success,
      }).toEqual({
        route: c.name,
        method: 'GET',
        body: undefined,
        text: true,
        json: false,
      });
      expect(c.query?.safeParse({ date: '2026-02-30' }).success).toBe(false);
    }
  });

  it('parse with their schemas: a valid slots query and params, and refuse a bad one', () => {
    expect(API.clinic.getSlots.params.parse({ id: 'd1' })).toEqual({ id: 'd1' });
    expect(API.clinic.getSlots.query.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(
      API.payments.deleteCard.response.safeParse({ success: true, message: 'Card deleted successfully' })
        .success,
    ).toBe(true);
  });

  it('each have a static example of every input they take (issue 42, ADR 0072): a route without one fails here', () => {
    const missing = ROUTE_CONTRACTS.flatMap((c) =>
      (['params', 'query', 'body'] as const)
        .filter((part) => c[part] !== undefined && exampleOf(c)?.[part] === undefined)
        .map((part) => `${c.name}: no example ${part}`),
    );
    const stray = ROUTE_CONTRACTS.flatMap((c) =>
      (['params', 'query', 'body'] as const)
        .filter((part) => c[part] === undefined && exampleOf(c)?.[part] !== undefined)
        .map((part) => `${c.name}: an example ${part} the route does not take`),
    );
    expect([...missing, ...stray]).toEqual([]);
  });

  it("whose examples parse with the route's own schemas, request and answer", () => {
    const invalid: string[] = [];
    for (const c of ROUTE_CONTRACTS) {
      const checks = [
        ['params', c.params, exampleOf(c)?.params],
        ['query', c.query, exampleOf(c)?.query],
        ['body', c.body, exampleOf(c)?.body],
        ['response', c.response, exampleOf(c)?.response],
      ] as const;
      for (const [part, schema, example] of checks) {
        if (example === undefined || !schema) continue;
        const parsed = schema.safeParse(example);
        if (!parsed.success) invalid.push(`${c.name} ${part}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('whose examples are plain JSON data, so they stay static and serialise into the OpenAPI document unchanged', () => {
    for (const c of ROUTE_CONTRACTS) {
      const example = exampleOf(c);
      if (example) expect({ route: c.name, example: JSON.parse(JSON.stringify(example)) }).toEqual({ route: c.name, example });
    }
  });

  it('whose examples are keyed by route names only, and live outside the route table the browser loads', () => {
    const names = new Set(ROUTE_CONTRACTS.map((c) => c.name));
    expect(Object.keys(ROUTE_EXAMPLES_BY_NAME).filter((name) => !names.has(name))).toEqual([]);
    expect(ROUTE_CONTRACTS.map((c) => (c as { example?: unknown }).example).filter((e) => e !== undefined)).toEqual([]);
    // No module of the route table imports the examples (ADR 0072: they cost every page 2–3 KiB gz).
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const importers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .filter((f) => /from '\.\/examples\//.test(readFileSync(join(dir, f), 'utf8')));
    expect(importers).toEqual([]);
  });

  it('name record ownership only on routes with an id, and refuse only roles their access admits', () => {
    for (const c of ROUTE_CONTRACTS.filter((r) => r.ownership)) {
      const body = exampleOf(c)?.body as Record<string, unknown> | undefined;
      expect({ route: c.name, id: pathParamNames(c.path).length > 0 || typeof body?.appointmentId === 'string' }).toEqual({ route: c.name, id: true });
    }
    for (const c of ROUTE_CONTRACTS.filter((r) => r.refusedRoles || r.anyRecordRoles)) {
      expect({ route: c.name, access: c.access }).toEqual({ route: c.name, access: 'authenticated' });
    }
    expect(API.booking.cashPayment).toMatchObject({ ownership: 'principal-or-admin', refusedRoles: ['user'], anyRecordRoles: ['staff'] });
  });
});
