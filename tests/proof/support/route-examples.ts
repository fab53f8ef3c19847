// One example request per route of ROUTES: path parameters, query and a valid body, built from the proof
// fixtures, plus the contracts schemas the fuzzer generates bodies and queries from. A route of ROUTES without
// an example here makes the authorization and fuzzing suites fail: a new route cannot escape them.
import type { z } from 'zod';
import { appointmentNotesRequestSchema, bookRequestSchema, completeAppointmentRequestSchema } from '@vetnow/contracts/appointment';
import { saveCardRequestSchema } from '@vetnow/contracts/card';
import { DEMO_OWNER } from '@vetnow/contracts/demo';
import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  doctorFiltersSchema,
  doctorSelfUpdateSchema,
  doctorStatusRequestSchema,
  slotsQuerySchema,
} from '@vetnow/contracts/doctor';
import { questionnaireSubmitSchema } from '@vetnow/contracts/questionnaire';
import type { RouteSpec } from '@vetnow/contracts/routes';
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema, updateProfileRequestSchema } from '@vetnow/contracts/user';
import type { Fixtures } from './fixtures.js';
import type { Principal } from './world.js';

export type RouteKey = `${RouteSpec['method']} ${string}`;
export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>): RouteKey => `${r.method} ${r.path}`;

/** What a route's resource id belongs to, for the object-level expectations of the matrix. */
export type Ownership =
  /** The id is a resource of the route's main principal (owner A, doctor X): other accounts of that role get 404 (or 403). */
  | 'principal'
  /** No per-account resource in the path (lists, public reads, admin). */
  | 'none';

export interface RouteExample {
  /** Path parameters; called once per request. */
  readonly params?: (fx: Fixtures) => Promise<Record<string, string>>;
  readonly query?: (fx: Fixtures) => Record<string, string>;
  /** A valid body for `as` (called once per request, so each may book a fresh slot or use a fresh email). */
  readonly body?: (fx: Fixtures, as: Principal | undefined) => Promise<Record<string, unknown>>;
  readonly ownership: Ownership;
  /** Contracts schema of the body (input shape) for the fuzzer. */
  readonly bodySchema?: z.ZodType;
  readonly querySchema?: z.ZodType;
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

const profileBody = async () => ({
  fullName: 'Owner A Renamed',
  contactNumber: '0779876543',
  address: { street: '3 Lake Drive', city: 'Battaramulla', location: 'Battaramulla' },
});

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  // ---- svc-auth
  'POST /auth/login': {
    ownership: 'none',
    body: async () => ({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, userType: 'user' }),
    bodySchema: loginRequestSchema,
  },
  'POST /auth/register': {
    ownership: 'none',
    body: async (fx) => {
      const username = fx.world.unique('reg');
      const password = fx.world.newPassword();
      return {
        username,
        email: `${username}@proof.example`,
        password,
        confirmPassword: password,
        fullName: 'Registered In Matrix',
        contactNumber: '0771112223',
        address: { street: '', city: '', location: 'Battaramulla' },
      };
    },
    bodySchema: registerRequestSchema,
  },
  'POST /auth/doctor/register': {
    ownership: 'none',
    // svc-clinic's call setting a doctor's credentials; aimed at the throwaway doctor Z.
    body: async (fx) => {
      const z = await fx.doctorZ();
      return { doctorId: z.id, email: z.email, fullName: 'Dr. Throwaway', password: z.password };
    },
  },
  // Sessions (ADR 0012): the refresh cookie is the credential (a fresh sign-in's, whoever the bearer is); without
  // one, refresh answers 401 and logout 204. Cookie flags, rotation, reuse and sign-out: token-attacks.spec.ts §2c.
  'POST /auth/refresh': { ownership: 'none', headers: (fx) => fx.freshRefreshCookie() },
  'POST /auth/logout': { ownership: 'none', headers: (fx) => fx.freshRefreshCookie() },
  'GET /users/profile': { ownership: 'none' },
  'PUT /users/profile': { ownership: 'none', body: profileBody, bodySchema: updateProfileRequestSchema },
  'PUT /users/profile/password': {
    ownership: 'none',
    caller: (fx) => fx.sessionOwner(),
    // Only the throwaway owner knows its current password: any other owner gets a 400 and keeps its sessions.
    body: async (fx, as) => {
      const owner = await fx.sessionOwner();
      const next = fx.world.newPassword();
      return {
        currentPassword: as?.id === owner.id ? owner.password : 'not-the-password',
        password: next,
        confirmPassword: next,
      };
    },
    bodySchema: changePasswordRequestSchema,
  },

  // ---- svc-clinic
  'GET /doctors': {
    ownership: 'none',
    query: () => ({ location: 'Battaramulla', specialization: 'General Veterinary' }),
    querySchema: doctorFiltersSchema,
  },
  'GET /doctors/dashboard/profile': { ownership: 'none' },
  'PUT /doctors/dashboard/profile': {
    ownership: 'none',
    body: async () => ({ contactNumber: '0771002001' }),
    bodySchema: doctorSelfUpdateSchema,
  },
  'GET /doctors/:id': {
    ownership: 'none',
    params: async (fx) => ({ id: fx.doctorX.id }),
    fuzzIds: async (fx) => [fx.doctorX.id],
  },
  'GET /doctors/:id/slots': {
    ownership: 'none',
    params: async (fx) => ({ id: fx.doctorX.id }),
    query: (fx) => ({ date: fx.dayAfterTomorrow }),
    querySchema: slotsQuerySchema,
    fuzzIds: async (fx) => [fx.doctorX.id],
  },
  'GET /admin/doctors': { ownership: 'none' },
  'POST /admin/doctors': { ownership: 'none', body: async (fx) => fx.world.doctorForm(), bodySchema: adminDoctorCreateSchema },
  'PUT /admin/doctors/:id': {
    ownership: 'none',
    params: async (fx) => ({ id: (await fx.doctorZ()).id }),
    body: async (fx) => {
      const { password: _password, ...form } = fx.world.doctorForm();
      return { ...form, email: (await fx.doctorZ()).email };
    },
    bodySchema: adminDoctorUpdateSchema,
    fuzzIds: async (fx) => [(await fx.fuzzDoctor()).id],
  },
  'PATCH /admin/doctors/:id/status': {
    ownership: 'none',
    params: async (fx) => ({ id: (await fx.doctorZ()).id }),
    body: async () => ({ isActive: true }),
    bodySchema: doctorStatusRequestSchema,
    fuzzIds: async (fx) => [(await fx.fuzzDoctor()).id],
  },
  'DELETE /admin/doctors/:id': {
    ownership: 'none',
    params: async (fx) => ({ id: (await fx.doctorZ()).id }),
    fuzzIds: async (fx) => [(await fx.fuzzDoctor()).id],
  },

  // ---- svc-booking
  'POST /appointments/book': {
    ownership: 'none',
    body: async (fx) => fx.world.bookBody(fx.doctorX.id),
    bodySchema: bookRequestSchema(),
  },
  'PUT /appointments/:id/cancel': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.appointment('matrix-cancel'))._id }),
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-cancel'))._id],
  },
  'PUT /appointments/:id/complete': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.appointment('matrix-complete'))._id }),
    body: async () => ({ diagnosis: 'Healthy', recommendations: ['Walk daily'], notes: 'All good' }),
    bodySchema: completeAppointmentRequestSchema,
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-complete'))._id],
  },
  'PUT /appointments/:id/notes': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.appointment('matrix-notes'))._id }),
    body: async () => ({ notes: 'Bring the vaccination card' }),
    bodySchema: appointmentNotesRequestSchema,
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-notes'))._id],
  },
  'GET /appointments/user/all': { ownership: 'none' },
  'GET /users/appointments': { ownership: 'none' },
  'GET /users/diagnosis-summaries': { ownership: 'none' },
  'GET /doctors/dashboard/appointments': { ownership: 'none' },
  'GET /admin/appointments': { ownership: 'none' },
  'POST /diagnosis/submit': {
    // The appointment in the body is owner A's: owner B must get 404.
    ownership: 'principal',
    body: async (fx) => ({
      appointmentId: (await fx.appointment('matrix-diagnosis'))._id,
      answers: { generalHealth: { appetite: 'Normal', energy: 'Normal', temperature: 'Normal' }, symptoms: { coughing: true, other: 'Sneezes at night' } },
    }),
    bodySchema: questionnaireSubmitSchema,
  },

  // ---- svc-payments
  'GET /payments/saved-cards': { ownership: 'none' },
  'POST /payments/save-card': {
    ownership: 'none',
    body: async (fx) => fx.world.cardBody('5555 5555 5555 4444'),
    bodySchema: saveCardRequestSchema(),
  },
  'DELETE /payments/saved-cards/:id': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.card('matrix-delete')).id }),
    fuzzIds: async (fx) => [(await fx.card('fuzz-delete')).id],
  },

  // ---- gateway
  'GET /admin/dashboard/stats': { ownership: 'none' },
  'GET /health': { ownership: 'none' },
  'GET /openapi.json': { ownership: 'none' },
  'GET /docs': { ownership: 'none' },
};

/** The path with its parameters filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(v);
  });
}
