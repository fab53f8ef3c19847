/**
 * Security proof, part 1 (of the files that were proof/security.spec.ts): the authorization matrix generated
 * from ROUTES — every route × anonymous, two owners, two doctors, the front desk, admin — and the object-level checks
 * (nobody reaches another account's records; the front desk reads no health record). Its own cast, on the stack of shared-stack.spec.ts (support/proof-suite.ts).
 */
import { deskAppointmentSchema } from '@vetnow/contracts/front-desk';
import { ROUTES, type RouteSpec } from '@vetnow/contracts/routes';
import type { Fixtures } from './support/fixtures.js';
import { call, describeAnswer, hasReadableMessage, type Answer } from './support/http.js';
import { exampleOf, routeName, useSharedProofSuite } from './support/proof-suite.js';
import { fillPath, ROUTE_EXAMPLES, routeKey, type RouteExample } from './support/route-examples.js';
import type { Principal } from './support/world.js';

let fx: Fixtures;
let api: string;
useSharedProofSuite((s) => ({ fx, api } = s));

async function requestFor(route: RouteSpec, example: RouteExample, as: Principal | undefined) {
  const params = example.params ? await example.params(fx) : {};
  const query = example.query ? `?${new URLSearchParams(await example.query(fx)).toString()}` : '';
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
      } else if (example.refusedRoles?.includes(principal.role)) {
        if (a.status !== 403) failures.push(`${seen} — expected 403 (its service refuses role ${principal.role})`);
      } else if (route.access !== 'public' && principal === primary) {
        if (a.status < 200 || a.status > 299) failures.push(`${seen} — expected 2xx for the route's own account with a valid request`);
      } else if (
        (example.ownership === 'principal-or-admin' || example.ownership === 'participants') &&
        (principal.role === 'admin' || example.anyRecordRoles?.includes(principal.role))
      ) {
        if (a.status < 200 || a.status > 299) failures.push(`${seen} — expected 2xx: the ${principal.role} may act on any account's record`);
      } else if (example.ownership === 'participants' && principal === fx.doctorX) {
        if (a.status < 200 || a.status > 299) failures.push(`${seen} — expected 2xx: the record is doctor X's visit`);
      } else if (example.ownership !== 'none' && route.access !== 'public') {
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
    const [cardA, cardB] = await Promise.all([fx.card('list-A'), fx.card('list-B', fx.ownerB, '5307 7321 2553 1191')]);
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

  it('the front desk reads the day\'s list and nothing of a health record: no questionnaire, findings, notes or pet record', async () => {
    // Issue 39: a visit of today with all of it — the owner's questionnaire and the doctor's notes (written while the
    // visit was still ahead), then the doctor's findings — as the desk's day sheet shows it.
    const secret = fx.world.unique('Secret');
    const [doctor, owner] = await Promise.all([fx.deskDoctor(), fx.deskOwner()]);
    const visit = await fx.deskVisit('object-health-record', 'today', async (v) => {
      const answers = { generalHealth: { appetite: 'Normal', energy: 'Low', temperature: 'Normal' }, symptoms: { coughing: true, other: `${secret} symptom` } };
      const q = await call(`${api}/diagnosis/submit`, { method: 'POST', token: owner.token, body: { appointmentId: v._id, answers } });
      const n = await call(`${api}/appointments/${v._id}/notes`, { method: 'PUT', token: doctor.token, body: { notes: `${secret} note` } });
      expect([q.status, n.status]).toEqual([201, 200]);
    });
    const done = await call(`${api}/appointments/${visit._id}/complete`, {
      method: 'PUT',
      token: doctor.token,
      body: { diagnosis: `${secret} diagnosis`, recommendations: [`${secret} advice`], notes: `${secret} for the owner` },
    });
    expect(done.status).toBe(200);

    const sheet = await call(`${api}/desk/day-sheet?date=${visit.date}&doctorId=${doctor.id}`, { token: fx.staff.token });
    expect(sheet.status).toBe(200);
    const entry = (sheet.json as { appointments: (Record<string, unknown> & { _id: string })[] }).appointments.find((a) => a._id === visit._id);
    expect(entry).toMatchObject({ status: 'completed' });
    const deskFields = Object.keys(deskAppointmentSchema.shape);
    expect(Object.keys(entry!).filter((k) => !deskFields.includes(k))).toEqual([]);
    expect(sheet.text).not.toContain(secret);

    // Nor anywhere else: the pet's record, the clinic's list, an owner's summaries, the doctor's dashboard.
    const elsewhere: [string, number[]][] = [
      [`/pets/${String(entry!['petId'])}`, [404]],
      ['/admin/appointments', [403]],
      ['/users/diagnosis-summaries', [403]],
      ['/doctors/dashboard/appointments', [403]],
      [`/appointments/${visit._id}/calendar.ics`, [404]],
    ];
    const seen: { path: string; refused: boolean; leaks: boolean }[] = [];
    for (const [path, refused] of elsewhere) {
      const a = await call(`${api}${path}`, { token: fx.staff.token });
      seen.push({ path, refused: refused.includes(a.status), leaks: a.text.includes(secret) });
    }
    expect(seen).toEqual(elsewhere.map(([path]) => ({ path, refused: true, leaks: false })));
  });

  it('the profile routes answer the caller\'s own account', async () => {
    const owner = await call(`${api}/users/profile`, { token: fx.ownerB.token });
    expect(owner.json).toMatchObject({ _id: fx.ownerB.id, email: fx.ownerB.email });
    const doctor = await call(`${api}/doctors/dashboard/profile`, { token: fx.doctorY.token });
    expect(doctor.json).toMatchObject({ _id: fx.doctorY.id });
  });
});
