// One example request per route of ROUTES: path parameters, query and a valid body, built from the proof
// fixtures, plus the contracts schemas the fuzzer generates bodies and queries from. A route of ROUTES without
// an example here makes the authorization and fuzzing suites fail: a new route cannot escape them.
import type { z } from 'zod';
import {
  appointmentNotesRequestSchema,
  cashPaymentRequestSchema,
  bookRequestSchema,
  completeAppointmentRequestSchema,
  rescheduleRequestSchema,
  slotHoldRequestSchema,
} from '@vetnow/contracts/appointment';
import {
  calendarQuerySchema,
  closureAffectedQuerySchema,
  closureCreateSchema,
  closuresQuerySchema,
  dayOverrideUpdateSchema,
  holidayCreateSchema,
  holidayPolicyUpdateSchema,
  holidaysQuerySchema,
  holidayUpdateSchema,
  leaveAffectedQuerySchema,
  leaveCreateSchema,
} from '@vetnow/contracts/calendar';
import { addDays } from '@vetnow/contracts/clinic-time';
import { DEMO_OWNER } from '@vetnow/contracts/demo';
import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  doctorFiltersSchema,
  doctorSelfUpdateSchema,
  doctorStatusRequestSchema,
  slotsQuerySchema,
} from '@vetnow/contracts/doctor';
import {
  adminRefundRequestSchema,
  cardPreapprovalRequestSchema,
  checkoutRequestSchema,
  payhereNotifySchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentTotalsQuerySchema,
  refreshCheckoutRequestSchema,
} from '@vetnow/contracts/payments';
import {
  careScheduleUpdateSchema,
  doctorPetCareQuerySchema,
  overdueReportQuerySchema,
  petArchiveRequestSchema,
  petProfileRequestSchema,
  petWeightRequestSchema,
} from '@vetnow/contracts/pet-care';
import { questionnaireSubmitSchema } from '@vetnow/contracts/questionnaire';
import type { RouteSpec } from '@vetnow/contracts/routes';
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema, setLanguageRequestSchema, updateProfileRequestSchema } from '@vetnow/contracts/user';
import type { Fixtures } from './fixtures.js';
import { CALLER_EXAMPLES } from './route-examples.callers.js';
import { FRONT_DESK_EXAMPLES } from './route-examples.desk.js';
import { PUSH_EXAMPLES } from './route-examples.push.js';
import { call } from './http.js';
import type { Principal } from './world.js';

export type RouteKey = `${RouteSpec['method']} ${string}`;
export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>): RouteKey => `${r.method} ${r.path}`;

/** What a route's resource id belongs to, for the object-level expectations of the matrix. */
export type Ownership =
  /** The id is a resource of the route's main principal (owner A, doctor X): other accounts of that role get 404 (or 403). */
  | 'principal'
  /** As 'principal', but the admin may act on any account's record (PUT /appointments/:id/reschedule): 2xx for the admin. */
  | 'principal-or-admin'
  /**
   * As 'principal-or-admin', and the record's doctor (doctor X) may read it too (an appointment's calendar event):
   * 2xx for owner A, doctor X and the admin; owner B and doctor Y get 404.
   */
  | 'participants'
  /** No per-account resource in the path (lists, public reads, admin). */
  | 'none';

export interface RouteExample {
  /** Path parameters; called once per request. */
  readonly params?: (fx: Fixtures) => Promise<Record<string, string>>;
  readonly query?: (fx: Fixtures) => Record<string, string> | Promise<Record<string, string>>;
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
  /**
   * Roles the route's access admits but its service refuses with 403: access 'authenticated' cannot say "a doctor or
   * the admin" (POST /appointments/:id/cash-payment refuses owners).
   */
  readonly refusedRoles?: readonly Principal['role'][];
  /** Roles besides the admin that may act on any account's record (the front desk takes any visit's cash). */
  readonly anyRecordRoles?: readonly Principal['role'][];
  /** Path parameter values the fuzzer may use besides random ones: throwaway records only. */
  readonly fuzzIds?: (fx: Fixtures) => Promise<string[]>;
}

const profileBody = async () => ({
  fullName: 'Owner A Renamed',
  contactNumber: '0779876543',
  address: { street: '3 Lake Drive', city: 'Battaramulla', location: 'Battaramulla' },
});

// ---- svc-clinic calendar helpers: records the calendar examples create through the API.
let farDays = 0;
/** A new date each call, years past the booking horizon. */
function farDate(): string {
  farDays += 1;
  return addDays('2031-01-01', farDays);
}
function farDay(): { fromDate: string; toDate: string } {
  const date = farDate();
  return { fromDate: date, toDate: date };
}
/** POSTs `body` (as the admin unless a token is given) and answers the created record's id. */
async function created(fx: Fixtures, path: string, body: unknown, token = fx.admin.token): Promise<string> {
  const a = await fx.world.post(path, body, token);
  if (a.status !== 201) throw new Error(`POST ${path} answered ${a.status}: ${a.text}`);
  return (a.json as { id: string }).id;
}
/** A throwaway public holiday on `date` (a new name each call). */
function proofHoliday(fx: Fixtures, date: string): Promise<string> {
  return created(fx, '/admin/calendar/holidays', { date, name: `Proof Holiday ${fx.world.unique('h')}` });
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
const petProfileBody = (name: string) => ({ name, species: 'Dog', breed: 'Labrador', sex: 'male', estimatedAgeYears: 3, colourMarkings: 'Black' });
/** A pet of owner A added through POST /pets (no appointment: only owner A and the admin may read it). */
function ownPet(fx: Fixtures, name: string): Promise<string> {
  return oncePer(fx, `pet ${name}`, async () => {
    const a = await fx.world.post('/pets', petProfileBody(`Proof ${name}`), fx.ownerA.token);
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

  // Any signed-in account sets the language it reads VetNow in (its own only: the route takes no id).
  'PUT /auth/language': { ownership: 'none', body: async () => ({ language: 'si' }), bodySchema: setLanguageRequestSchema },
  // Issue 41, ADR 0046: the per-account sign-in cap. The admin may clear any count of an account (404 only when there is
  // none), so each call gets a throwaway owner with one failed sign-in: reaching the cap (100) from one proof client is
  // neither possible nor needed — svc-auth's own suite proves the cap, the listing and the clearing.
  'GET /admin/sign-in-delays': { ownership: 'none' },
  'DELETE /admin/sign-in-delays/:accountId': {
    ownership: 'none',
    params: async (fx) => ({ accountId: await ownerWithAFailedSignIn(fx) }),
    fuzzIds: async (fx) => [await ownerWithAFailedSignIn(fx)],
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

  // ---- svc-clinic calendar (issue 11). Closures and leave far past the booking horizon (a new date per call, so
  // no call overlaps another and no booking of the other suites is hit); throwaway holidays in 2030.
  'GET /clinic/calendar': {
    ownership: 'none',
    query: (fx) => ({ from: fx.dayAfterTomorrow, to: addDays(fx.dayAfterTomorrow, 30), doctorId: fx.doctorX.id }),
    querySchema: calendarQuerySchema,
  },
  'GET /admin/calendar/holidays': { ownership: 'none', query: () => ({ year: '2027' }), querySchema: holidaysQuerySchema },
  'POST /admin/calendar/holidays': {
    ownership: 'none',
    body: async (fx) => ({ date: '2030-06-01', name: `Proof Day ${fx.world.unique('h')}` }),
    bodySchema: holidayCreateSchema,
  },
  'PUT /admin/calendar/holidays/:id': {
    ownership: 'none',
    params: async (fx) => ({ id: await proofHoliday(fx, '2030-06-02') }),
    body: async (fx) => ({ name: `Proof Renamed ${fx.world.unique('h')}` }),
    bodySchema: holidayUpdateSchema,
  },
  'DELETE /admin/calendar/holidays/:id': { ownership: 'none', params: async (fx) => ({ id: await proofHoliday(fx, '2030-06-03') }) },
  'GET /admin/calendar/policy': { ownership: 'none' },
  'PUT /admin/calendar/policy': {
    ownership: 'none',
    body: async () => ({ closedOnPublicHolidays: true }),
    bodySchema: holidayPolicyUpdateSchema,
  },
  'PUT /admin/calendar/overrides': {
    ownership: 'none',
    body: async (fx) => {
      await proofHoliday(fx, '2030-07-01');
      return { date: '2030-07-01', open: true, reason: 'Open for the proof' };
    },
    bodySchema: dayOverrideUpdateSchema,
  },
  'DELETE /admin/calendar/overrides/:date': {
    ownership: 'none',
    params: async (fx) => {
      const date = farDate();
      await proofHoliday(fx, date);
      await call(`${fx.world.api}/admin/calendar/overrides`, { method: 'PUT', body: { date, open: true }, token: fx.admin.token });
      return { date };
    },
  },
  'GET /admin/calendar/closures': {
    ownership: 'none',
    query: (fx) => ({ from: fx.dayAfterTomorrow, to: addDays(fx.dayAfterTomorrow, 30) }),
    querySchema: closuresQuerySchema,
  },
  'POST /admin/calendar/closures': {
    ownership: 'none',
    body: async () => ({ date: farDate(), startTime: '10:00', endTime: '12:00', reason: 'Proof closure' }),
    bodySchema: closureCreateSchema,
  },
  'GET /admin/calendar/closures/affected': {
    ownership: 'none',
    query: (fx) => ({ date: fx.dayAfterTomorrow }),
    querySchema: closureAffectedQuerySchema,
  },
  'DELETE /admin/calendar/closures/:id': {
    ownership: 'none',
    params: async (fx) => ({ id: await created(fx, '/admin/calendar/closures', { date: farDate(), reason: 'Proof closure' }) }),
  },
  'GET /doctors/dashboard/leave': { ownership: 'none' },
  'POST /doctors/dashboard/leave': {
    ownership: 'none',
    body: async () => ({ ...farDay(), reason: 'Proof leave' }),
    bodySchema: leaveCreateSchema,
  },
  'GET /doctors/dashboard/leave/affected': {
    ownership: 'none',
    query: (fx) => ({ fromDate: fx.dayAfterTomorrow, toDate: fx.dayAfterTomorrow }),
    querySchema: leaveAffectedQuerySchema,
  },
  'DELETE /doctors/dashboard/leave/:id': {
    // Doctor X's own leave: doctor Y gets 404.
    ownership: 'principal',
    params: async (fx) => ({ id: await created(fx, '/doctors/dashboard/leave', farDay(), fx.doctorX.token) }),
  },
  'GET /admin/doctors/:id/leave': { ownership: 'none', params: async (fx) => ({ id: fx.doctorY.id }), fuzzIds: async (fx) => [fx.doctorY.id] },
  'POST /admin/doctors/:id/leave': {
    ownership: 'none',
    params: async (fx) => ({ id: fx.doctorY.id }),
    body: async () => farDay(),
    bodySchema: leaveCreateSchema,
    fuzzIds: async (fx) => [fx.doctorY.id],
  },
  'GET /admin/doctors/:id/leave/affected': {
    ownership: 'none',
    params: async (fx) => ({ id: fx.doctorY.id }),
    query: (fx) => ({ fromDate: fx.dayAfterTomorrow, toDate: fx.dayAfterTomorrow }),
    querySchema: leaveAffectedQuerySchema,
  },
  'DELETE /admin/doctors/:id/leave/:leaveId': {
    ownership: 'none',
    params: async (fx) => ({
      id: fx.doctorY.id,
      leaveId: await created(fx, `/admin/doctors/${fx.doctorY.id}/leave`, farDay()),
    }),
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
  'GET /appointments/:id/calendar.ics': {
    ownership: 'participants',
    params: async (fx) => ({ id: (await fx.appointment('matrix-calendar-event'))._id }),
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-calendar-event'))._id],
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
  'PUT /appointments/:id/reschedule': {
    // Owner A's appointment with doctor X, moved to a fresh slot of X (the admin may move it too; doctors get 403,
    // and so does the front desk: moving a visit is the owner's or the admin's).
    ownership: 'principal-or-admin',
    refusedRoles: ['staff'],
    params: async (fx) => ({ id: (await fx.appointment('matrix-reschedule'))._id }),
    body: async (fx) => {
      const { appointmentDate, timeSlot } = await fx.world.freeSlot(fx.doctorX.id);
      return { appointmentDate, timeSlot };
    },
    bodySchema: rescheduleRequestSchema(),
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-reschedule'))._id],
  },
  'POST /appointments/:id/cash-payment': {
    // Owner A's pay-at-clinic visit with doctor X: doctor X records the cash, the front desk and the admin may too,
    // owners get 403. The same amount and receipt again answers 200 unchanged, so every caller that may record it gets 2xx.
    ownership: 'principal-or-admin',
    caller: async (fx) => fx.doctorX,
    refusedRoles: ['user'],
    anyRecordRoles: ['staff'],
    params: async (fx) => ({ id: (await fx.appointment('matrix-cash-payment'))._id }),
    body: async () => ({ amount: 2500, receiptNumber: 'RC-2026/0042' }),
    bodySchema: cashPaymentRequestSchema,
    fuzzIds: async (fx) => [(await fx.appointment('fuzz-cash-payment'))._id],
  },
  'PUT /slot-holds/mine': {
    ownership: 'none',
    body: async (fx) => ({ ...(await fx.world.freeSlot(fx.doctorX.id)) }),
    bodySchema: slotHoldRequestSchema(),
  },
  'GET /slot-holds/mine': { ownership: 'none' },
  'DELETE /slot-holds/mine': { ownership: 'none' },
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

  // ---- svc-booking pets (issue 38, ADR 0059): the owner's own pets (owner B: 404; staff: 403 by role); a pet's record
  // for its owner, the admin and the doctor it was booked with (owner B, doctor Y: 404).
  'GET /pets': { ownership: 'none' },
  'POST /pets': { ownership: 'none', body: async (fx) => petProfileBody(fx.world.unique('Pet')), bodySchema: petProfileRequestSchema() },
  'GET /pets/:id': {
    ownership: 'participants',
    params: async (fx) => ({ id: await visitedPet(fx, 'matrix-record') }),
    fuzzIds: async (fx) => [await ownPet(fx, 'fuzz-record')],
  },
  'PUT /pets/:id': {
    ownership: 'principal',
    params: async (fx) => ({ id: await ownPet(fx, 'matrix-update') }),
    body: async () => petProfileBody('Proof matrix-update'),
    bodySchema: petProfileRequestSchema(),
    fuzzIds: async (fx) => [await ownPet(fx, 'fuzz-update')],
  },
  'PUT /pets/:id/archive': {
    ownership: 'principal',
    params: async (fx) => ({ id: await ownPet(fx, 'matrix-archive') }),
    body: async () => ({ archived: false }),
    bodySchema: petArchiveRequestSchema,
    fuzzIds: async (fx) => [await ownPet(fx, 'fuzz-archive')],
  },
  'POST /pets/:id/weights': {
    ownership: 'principal',
    params: async (fx) => ({ id: await ownPet(fx, 'matrix-weights') }),
    body: async () => ({ weightKg: 12.5 }),
    bodySchema: petWeightRequestSchema(),
    fuzzIds: async (fx) => [await ownPet(fx, 'fuzz-weights')],
  },
  'GET /care-schedules': { ownership: 'none' },
  // The admin's edit of a shipped schedule (switched on, as it is): any id but a shipped one is 404.
  'PUT /admin/care-schedules/:id': {
    ownership: 'none',
    params: async () => ({ id: 'rabbit-rhdv-myxo' }),
    body: async () => ({ active: true }),
    bodySchema: careScheduleUpdateSchema,
  },
  'GET /doctors/dashboard/pet-care': {
    ownership: 'none',
    query: (fx) => ({ date: fx.dayAfterTomorrow }),
    querySchema: doctorPetCareQuerySchema,
  },
  'GET /admin/pets/overdue': {
    ownership: 'none',
    query: (fx) => ({ month: fx.dayAfterTomorrow.slice(0, 7) }),
    querySchema: overdueReportQuerySchema,
  },

  // ---- svc-payments
  'GET /payments/saved-cards': { ownership: 'none' },
  'POST /payments/saved-cards/preapproval': {
    ownership: 'none',
    body: async () => ({ phone: '+94771234567' }),
    bodySchema: cardPreapprovalRequestSchema,
  },
  'DELETE /payments/saved-cards/:id': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.card('matrix-delete')).id }),
    fuzzIds: async (fx) => [(await fx.card('fuzz-delete')).id],
  },
  'POST /payments/checkout': {
    // The appointment in the body is owner A's card appointment: owner B must get 404.
    ownership: 'principal',
    body: async (fx) => ({ appointmentId: (await fx.cardAppointment('matrix-checkout'))._id, phone: '+94771234567' }),
    bodySchema: checkoutRequestSchema,
  },
  'POST /payments/checkout/refresh': {
    ownership: 'principal',
    body: async (fx) => ({ appointmentId: (await fx.cardAppointment('matrix-refresh'))._id }),
    bodySchema: refreshCheckoutRequestSchema,
  },
  'GET /payments/refund-policy': { ownership: 'none' },
  'POST /payments/refunds': {
    // The admin refunds LKR 1 of owner A's paid card appointment at each call (the matrix's own account).
    ownership: 'none',
    body: async (fx) => ({ appointmentId: (await fx.paidCardAppointment('matrix-refund'))._id, amount: 1, reason: 'Proof: a partial refund' }),
    bodySchema: adminRefundRequestSchema,
  },
  // The admin's Payments page (issue 35 §5): the last week up to the day after tomorrow.
  'GET /payments': {
    ownership: 'none',
    query: (fx) => ({ from: addDays(fx.dayAfterTomorrow, -7), to: fx.dayAfterTomorrow, status: 'completed', limit: '20' }),
    querySchema: paymentListQuerySchema,
  },
  'GET /payments/daily-totals': {
    ownership: 'none',
    query: (fx) => ({ from: addDays(fx.dayAfterTomorrow, -7), to: fx.dayAfterTomorrow }),
    querySchema: paymentTotalsQuerySchema,
  },
  'GET /payments/export.csv': {
    ownership: 'none',
    query: (fx) => ({ from: addDays(fx.dayAfterTomorrow, -7), to: fx.dayAfterTomorrow, method: 'checkout' }),
    querySchema: paymentExportQuerySchema,
  },
  // PayHere's notify: public; anything but a genuine signed notify for a known order is a 400 with a message.
  'POST /payments/payhere/notify': {
    ownership: 'none',
    body: async () => ({
      merchant_id: '1211149',
      order_id: 'VN-PROOF0',
      payment_id: '320025071278',
      payhere_amount: '2500.00',
      payhere_currency: 'LKR',
      status_code: '2',
      md5sig: '0'.repeat(32),
    }),
    bodySchema: payhereNotifySchema,
  },

  // ---- svc-notify: any signed-in account, its own notifications only (another account's id → 404).
  'GET /notifications': { ownership: 'none' },
  'PUT /notifications/:id/read': {
    ownership: 'principal',
    params: async (fx) => ({ id: (await fx.notification('matrix-read')).id }),
    fuzzIds: async (fx) => [(await fx.notification('fuzz-read')).id],
  },
  'PUT /notifications/read-all': { ownership: 'none' },
  'GET /notifications/preferences': { ownership: 'none' },
  'PUT /notifications/preferences': { ownership: 'none', body: async () => ({ email: { reminders: true, updates: true }, sms: { reminders: true, updates: false } }) },
  // Public, like the e-mail link it answers: any caller with a genuine token (owner B's, from a real e-mail).
  'POST /notifications/unsubscribe': {
    ownership: 'none',
    query: async (fx) => ({ token: await fx.unsubscribeToken('matrix') }),
  },
  // Issue 40: push subscriptions (route-examples.push.ts).
  ...PUSH_EXAMPLES,

  // ---- gateway
  'GET /admin/dashboard/stats': { ownership: 'none' },
  'GET /health': { ownership: 'none' },
  'GET /openapi.json': { ownership: 'none' },
  'GET /docs': { ownership: 'none' },

  // ---- issue 39: the admin's front-desk accounts (svc-auth) and the front desk (svc-booking)
  ...FRONT_DESK_EXAMPLES,
  // ---- issue 39 phase B: booking for a caller, the claim of the account, the waitlist
  ...CALLER_EXAMPLES,
};

/** The path with its parameters filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(v);
  });
}
