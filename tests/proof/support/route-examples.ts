// One example request per route of ROUTES for the authorization matrix and the fuzzer, derived from the route
// contracts (issue 42, ADR 0072): the route's static example (@vetnow/contracts/api/examples) gives the params, query
// and a valid body, the contract's schemas what the fuzzer generates, its ownership facts what the matrix expects.
// Only what the proof needs beyond that lives here (PROOF_PARTS): fixture ids, fresh e-mails and slots, the throwaway
// records a call may change. A route without an example fails the contracts spec (api.spec.ts), so none escapes the
// matrix or the fuzzer.
import type { z } from 'zod';
import { ROUTE_CONTRACTS, type RecordOwnership, type RouteContract } from '@vetnow/contracts/api';
import { exampleOf, PETS_EXAMPLES } from '@vetnow/contracts/api/examples';
import { addDays } from '@vetnow/domain/clinic-time';
import { DEMO_OWNER } from '@vetnow/domain/demo';
import type { RouteSpec } from '@vetnow/contracts/routes';
import type { Fixtures } from './fixtures.js';
import { CALLER_PARTS } from './route-examples.callers.js';
import { CLINIC_PARTS } from './route-examples.clinic.js';
import { FRONT_DESK_PARTS } from './route-examples.desk.js';
import { PUSH_PARTS } from './route-examples.push.js';
import type { Principal } from './world.js';

export type RouteKey = `${RouteSpec['method']} ${string}`;
export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>): RouteKey => `${r.method} ${r.path}`;

/** What a route's resource id belongs to (the contract's ownership; 'none' when it names none). */
export type Ownership = RecordOwnership | 'none';

/** What the proof adds to a route's static example; each part is merged over the example's (fields win). */
export interface ProofPart {
  /** Path parameters (fixture ids); called once per request. */
  readonly params?: (fx: Fixtures) => Promise<Record<string, string>>;
  readonly query?: (fx: Fixtures) => Record<string, string> | Promise<Record<string, string>>;
  /** Body fields for `as` (called once per request, so each may book a fresh slot or use a fresh email). */
  readonly body?: (fx: Fixtures, as: Principal | undefined) => Promise<Record<string, unknown>>;
  /**
   * The route's own account in the matrix, when a valid call ends that account's sessions (so it cannot be
   * owner A, whom later suites use): the matrix expects 2xx from it instead of from the primary account.
   */
  readonly caller?: (fx: Fixtures) => Promise<Principal>;
  /** Extra request headers for `as` (called once per request), e.g. the session routes' refresh cookie. */
  readonly headers?: (fx: Fixtures, as: Principal | undefined) => Promise<Record<string, string>>;
  /** Path parameter values the fuzzer may use besides random ones: throwaway records only. */
  readonly fuzzIds?: (fx: Fixtures) => Promise<string[]>;
}

/** A route's example as the suites use it: the route's static one, completed by the proof's part. */
export interface RouteExample extends Omit<ProofPart, 'params' | 'query' | 'body'> {
  readonly params?: (fx: Fixtures) => Promise<Record<string, string>>;
  readonly query?: (fx: Fixtures) => Promise<Record<string, string>>;
  readonly body?: (fx: Fixtures, as: Principal | undefined) => Promise<Record<string, unknown>>;
  readonly ownership: Ownership;
  /** Contracts schema of the body (input shape) for the fuzzer. */
  readonly bodySchema?: z.ZodType;
  readonly querySchema?: z.ZodType;
  /** Roles the route's access admits but its service refuses with 403 (the contract's refusedRoles). */
  readonly refusedRoles?: readonly Principal['role'][];
  /** Roles besides the admin that may act on any account's record (the contract's anyRecordRoles). */
  readonly anyRecordRoles?: readonly Principal['role'][];
}

/** `own` over `base`, both optional: undefined when neither is given. */
function merged<A extends unknown[], T extends object>(
  base: T | undefined,
  own: ((...args: A) => T | Promise<T>) | undefined,
): ((...args: A) => Promise<T>) | undefined {
  if (base === undefined && own === undefined) return undefined;
  // A fresh copy each call: the fuzzer writes into the bodies it is given.
  return async (...args: A) => ({ ...structuredClone(base), ...(await own?.(...args)) }) as T;
}

function exampleFrom(contract: RouteContract, part: ProofPart = {}): RouteExample {
  const example = exampleOf(contract) ?? {};
  return {
    ...part,
    params: merged(example.params, part.params),
    query: merged(example.query, part.query),
    body: merged(example.body as Record<string, unknown> | undefined, part.body),
    ownership: contract.ownership ?? 'none',
    refusedRoles: contract.refusedRoles,
    anyRecordRoles: contract.anyRecordRoles,
    bodySchema: contract.body,
    querySchema: contract.query,
  };
}

/** A new owner with one failed sign-in counted against the account (what DELETE /admin/sign-in-delays clears); its id. */
async function ownerWithAFailedSignIn(fx: Fixtures): Promise<string> {
  const owner = await fx.world.registerOwner('sign-in delay owner');
  const a = await fx.world.post('/auth/login', { email: owner.email, password: `${owner.password}-wrong`, userType: 'user' });
  if (a.status !== 401) throw new Error(`a wrong sign-in for ${owner.label} answered ${a.status}: ${a.text}`);
  return owner.id;
}

// ---- svc-booking pets (issue 38): owner A's pets, made through the API once per name and fixtures.
const petCache = new WeakMap<Fixtures, Map<string, Promise<string>>>();
function oncePer(fx: Fixtures, key: string, make: () => Promise<string>): Promise<string> {
  let byKey = petCache.get(fx);
  if (!byKey) petCache.set(fx, (byKey = new Map()));
  let made = byKey.get(key);
  if (!made) byKey.set(key, (made = make()));
  return made;
}
/** A pet of owner A added through POST /pets (no appointment: only owner A and the admin may read it). */
function ownPet(fx: Fixtures, name: string): Promise<string> {
  return oncePer(fx, `pet ${name}`, async () => {
    const a = await fx.world.post('/pets', { ...PETS_EXAMPLES.create.body, name: `Proof ${name}` }, fx.ownerA.token);
    if (a.status !== 201) throw new Error(`POST /pets answered ${a.status}: ${a.text}`);
    return (a.json as { _id: string })._id;
  });
}
/**
 * A pet of owner A booked with doctor X (a Cat of its own name, so no other suite's booking with doctor Y links it):
 * owner A, doctor X and the admin may read its record; owner B and doctor Y get 404.
 */
function visitedPet(fx: Fixtures, name: string): Promise<string> {
  return oncePer(fx, `visited pet ${name}`, async () => {
    const booked = (await fx.world.book(fx.ownerA, fx.doctorX.id, { pet: { name: fx.world.unique('Proofcat'), type: 'Cat', breed: '' } })) as { petId?: string | null };
    if (!booked.petId) throw new Error(`the booking of ${name} answered no petId`);
    return booked.petId;
  });
}

// ---- Parts several routes share.
const lastWeek = (fx: Fixtures) => ({ from: addDays(fx.dayAfterTomorrow, -7), to: fx.dayAfterTomorrow });
/** Owner A's appointment `matrix-<name>` for the matrix, `fuzz-<name>` for the fuzzer. */
const appointmentPart = (name: string): ProofPart => ({
  params: async (fx) => ({ id: (await fx.appointment(`matrix-${name}`))._id }),
  fuzzIds: async (fx) => [(await fx.appointment(`fuzz-${name}`))._id],
});
/** Owner A's own pet `matrix-<name>` for the matrix, `fuzz-<name>` for the fuzzer. */
const ownPetPart = (name: string): ProofPart => ({
  params: async (fx) => ({ id: await ownPet(fx, `matrix-${name}`) }),
  fuzzIds: async (fx) => [await ownPet(fx, `fuzz-${name}`)],
});

/** The proof's parts of the routes (a route whose static example suffices has none). */
const PROOF_PARTS: Record<string, ProofPart> = {
  // ---- svc-auth: the demo owner signs in (the static example is a made-up account, never a real password).
  'POST /auth/login': { body: async () => ({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }) },
  'POST /auth/register': {
    body: async (fx) => {
      const username = fx.world.unique('reg');
      const password = fx.world.newPassword();
      return { username, email: `${username}@proof.example`, password, confirmPassword: password };
    },
  },
  // svc-clinic's call setting a doctor's credentials; aimed at the throwaway doctor Z.
  'POST /auth/doctor/register': {
    body: async (fx) => {
      const z = await fx.doctorZ();
      return { doctorId: z.id, email: z.email, password: z.password };
    },
  },
  // Sessions (ADR 0012): the refresh cookie is the credential (a fresh sign-in's, whoever the bearer is); without
  // one, refresh answers 401 and logout 204. Cookie flags, rotation, reuse and sign-out: token-attacks.spec.ts §2c.
  'POST /auth/refresh': { headers: (fx) => fx.freshRefreshCookie() },
  'POST /auth/logout': { headers: (fx) => fx.freshRefreshCookie() },
  'PUT /users/profile/password': {
    caller: (fx) => fx.sessionOwner(),
    // Only the throwaway owner knows its current password: any other owner gets a 400 and keeps its sessions.
    body: async (fx, as) => {
      const owner = await fx.sessionOwner();
      const next = fx.world.newPassword();
      return { currentPassword: as?.id === owner.id ? owner.password : 'not-the-password', password: next, confirmPassword: next };
    },
  },
  // Issue 41, ADR 0046: the per-account sign-in cap. The admin may clear any count of an account (404 only when there is
  // none), so each call gets a throwaway owner with one failed sign-in: reaching the cap (100) from one proof client is
  // neither possible nor needed — svc-auth's own suite proves the cap, the listing and the clearing.
  'DELETE /admin/sign-in-delays/:accountId': {
    params: async (fx) => ({ accountId: await ownerWithAFailedSignIn(fx) }),
    fuzzIds: async (fx) => [await ownerWithAFailedSignIn(fx)],
  },

  ...CLINIC_PARTS,

  // ---- svc-booking: owner A's appointments with doctor X, one per name.
  'POST /appointments/book': { body: async (fx) => fx.world.bookBody(fx.doctorX.id) },
  'PUT /appointments/:id/cancel': appointmentPart('cancel'),
  'GET /appointments/:id/calendar.ics': appointmentPart('calendar-event'),
  'PUT /appointments/:id/complete': appointmentPart('complete'),
  'PUT /appointments/:id/notes': appointmentPart('notes'),
  // Moved to a fresh slot of doctor X.
  'PUT /appointments/:id/reschedule': {
    ...appointmentPart('reschedule'),
    body: async (fx) => {
      const { appointmentDate, timeSlot } = await fx.world.freeSlot(fx.doctorX.id);
      return { appointmentDate, timeSlot };
    },
  },
  // Owner A's pay-at-clinic visit with doctor X, who records the cash. The same amount and receipt again answers 200
  // unchanged, so every caller that may record it gets 2xx.
  'POST /appointments/:id/cash-payment': { ...appointmentPart('cash-payment'), caller: async (fx) => fx.doctorX },
  'PUT /slot-holds/mine': { body: async (fx) => ({ ...(await fx.world.freeSlot(fx.doctorX.id)) }) },
  'POST /diagnosis/submit': { body: async (fx) => ({ appointmentId: (await fx.appointment('matrix-diagnosis'))._id }) },

  // ---- svc-booking pets (issue 38, ADR 0059): owner A's pets (owner B: 404; staff: 403 by role); a pet's record for
  // its owner, the admin and the doctor it was booked with (owner B, doctor Y: 404).
  'POST /pets': { body: async (fx) => ({ name: fx.world.unique('Pet') }) },
  'GET /pets/:id': {
    params: async (fx) => ({ id: await visitedPet(fx, 'matrix-record') }),
    fuzzIds: async (fx) => [await ownPet(fx, 'fuzz-record')],
  },
  'PUT /pets/:id': ownPetPart('update'),
  'PUT /pets/:id/archive': ownPetPart('archive'),
  'POST /pets/:id/weights': ownPetPart('weights'),
  'GET /doctors/dashboard/pet-care': { query: (fx) => ({ date: fx.dayAfterTomorrow }) },
  'GET /admin/pets/overdue': { query: (fx) => ({ month: fx.dayAfterTomorrow.slice(0, 7) }) },

  // ---- svc-payments: owner A's cards and card appointments.
  'DELETE /payments/saved-cards/:id': {
    params: async (fx) => ({ id: (await fx.card('matrix-delete')).id }),
    fuzzIds: async (fx) => [(await fx.card('fuzz-delete')).id],
  },
  'POST /payments/checkout': { body: async (fx) => ({ appointmentId: (await fx.cardAppointment('matrix-checkout'))._id }) },
  'POST /payments/checkout/refresh': { body: async (fx) => ({ appointmentId: (await fx.cardAppointment('matrix-refresh'))._id }) },
  // The admin refunds LKR 1 of owner A's paid card appointment at each call (the matrix's own account).
  'POST /payments/refunds': {
    body: async (fx) => ({ appointmentId: (await fx.paidCardAppointment('matrix-refund'))._id, amount: 1 }),
  },
  // The admin's Payments page (issue 35 §5): the last week up to the day after tomorrow.
  'GET /payments': { query: lastWeek },
  'GET /payments/daily-totals': { query: lastWeek },
  'GET /payments/export.csv': { query: lastWeek },

  // ---- svc-notify: owner A's notification; a genuine unsubscribe token (owner B's, from a real e-mail).
  'PUT /notifications/:id/read': {
    params: async (fx) => ({ id: (await fx.notification('matrix-read')).id }),
    fuzzIds: async (fx) => [(await fx.notification('fuzz-read')).id],
  },
  'POST /notifications/unsubscribe': { query: async (fx) => ({ token: await fx.unsubscribeToken('matrix') }) },
  ...PUSH_PARTS,
  ...FRONT_DESK_PARTS,
  ...CALLER_PARTS,
};

/** Every route's example, from its contract and static example (a part for no route is a mistake: it fails at load). */
export const ROUTE_EXAMPLES: Record<string, RouteExample> = (() => {
  const stale = Object.keys(PROOF_PARTS).filter((key) => !ROUTE_CONTRACTS.some((c) => routeKey(c) === key));
  if (stale.length > 0) throw new Error(`proof parts for routes no contract has: ${stale.join(', ')}`);
  return Object.fromEntries(ROUTE_CONTRACTS.map((c) => [routeKey(c), exampleFrom(c, PROOF_PARTS[routeKey(c)])]));
})();

/** The path with its parameters filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(v);
  });
}
