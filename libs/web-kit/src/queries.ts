/**
 * Server state from the contracts (ADR 0018, 2026-11-23 update): a read is `useApiQuery(API.x.y, input)`, a write
 * `useApiMutation(API.x.y)`. The query key is derived from the contract — `[contract.name, { params, query }]`
 * with empty values left out — so no app writes a key by hand, and what a write makes stale is declared ONCE,
 * in INVALIDATES below, by contract name (a prefix `[name]` refreshes every read of that route).
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { API, publicReadNamed, type RouteContract, type RouteResponse, type ServedAnswer } from '@vetnow/contracts/api';
import type { CallInput } from '@vetnow/contracts/api/client';
import { apiCall } from '@vetnow/web-kit/api';

/** What a read takes: the contract's params and query (typed and required as the contract says). */
export type QueryInput<C extends RouteContract> = Pick<CallInput<C>, Extract<keyof CallInput<C>, 'params' | 'query'>>;
/** What a write takes: params, query, body and headers as the contract says. */
export type MutationInput<C extends RouteContract> = Omit<CallInput<C>, 'signal'>;

type Args<I> = Record<never, never> extends I ? [I?] : [I];

type Scalar = string | number | boolean | null | undefined;
const clean = (values: Record<string, Scalar> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export type ApiQueryKey = readonly [string, Record<string, unknown>];

/** `[contract.name, { params, query }]`: empty values left out, so `{}`, `undefined` and `{ location: '' }` are one key. */
export function apiQueryKey<C extends RouteContract>(contract: C, input?: QueryInput<C>): ApiQueryKey {
  const { params, query } = (input ?? {}) as { params?: Record<string, Scalar>; query?: Record<string, Scalar> };
  const key: Record<string, unknown> = {};
  if (Object.keys(clean(params)).length > 0) key.params = clean(params);
  if (Object.keys(clean(query)).length > 0) key.query = clean(query);
  return [contract.name, key] as const;
}

/** TanStack `queryOptions` for the route: the contract's key, and `apiCall` (answer parsed by the contract) as queryFn. */
export function apiQuery<C extends RouteContract>(contract: C, ...[input]: Args<QueryInput<C>>) {
  return queryOptions({
    queryKey: apiQueryKey(contract, input) as ApiQueryKey,
    queryFn: ({ signal }) => apiCall(contract, { ...(input ?? {}), signal } as never) as Promise<RouteResponse<C>>,
  });
}

export type ApiQueryOptions<C extends RouteContract, TData> = Omit<
  UseQueryOptions<RouteResponse<C>, Error, TData, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * `useQuery(apiQuery(contract, input))` with `options` (select, enabled, `meta.errorToast`…):
 * `useApiQuery(API.clinic.getSlots, { params: { id }, query: { date } }, { enabled: date !== '' })`; a route without
 * input takes `{}` or `undefined` there when options follow.
 */
export function useApiQuery<C extends RouteContract, TData = RouteResponse<C>>(
  contract: C,
  ...[input, options]: Record<never, never> extends QueryInput<C>
    ? [QueryInput<C>?, ApiQueryOptions<C, TData>?]
    : [QueryInput<C>, ApiQueryOptions<C, TData>?]
) {
  const query = (apiQuery as (c: C, i?: QueryInput<C>) => ReturnType<typeof apiQuery<C>>)(contract, input);
  return useQuery<RouteResponse<C>, Error, TData, ApiQueryKey>({ ...options, queryKey: query.queryKey, queryFn: query.queryFn });
}

/**
 * Puts the answers a served page carried (ADR 0096) in the cache as the reads themselves would have: each under its
 * contract's key, parsed by the contract's response schema, dated when the gateway had it (with staleTime 0 a
 * mounted read still asks again, in the background). Only public GETs; an unknown route or an answer the contract
 * refuses is left out, and that read asks as it would have. Returns how many were taken.
 */
export function seedServedAnswers(client: QueryClient, answers: readonly ServedAnswer[]): number {
  let taken = 0;
  for (const { route, params, query, data, at } of answers) {
    const contract = publicReadNamed(route);
    if (!contract) continue;
    const parsed = contract.response.safeParse(data);
    if (!parsed.success) continue;
    client.setQueryData(apiQueryKey(contract, { params, query } as QueryInput<RouteContract>), parsed.data, { updatedAt: at });
    taken++;
  }
  return taken;
}

// ---- What each write makes stale ----------------------------------------------------------------------------------

const APPOINTMENT_LISTS = [
  API.booking.own,
  API.booking.ownAll,
  API.booking.diagnosisSummaries,
  API.booking.doctorAppointments,
  API.booking.adminAppointments,
  API.desk.daySheet,
];
/** A check-in, no-show or undo at the front desk (issue 39): every appointment list and the owner's no-show standing. */
const DESK_ARRIVAL_READS = [...APPOINTMENT_LISTS, API.desk.standing];
/** A walk-in added or moved on: the day sheet and the doctor's queue. */
const WALK_IN_READS = [API.desk.daySheet, API.desk.doctorWalkIns];
/** Every read that shows a pet (issue 38): the owner's list with what is due, a pet's record, the doctor's day of due items. */
const PET_READS = [API.pets.list, API.pets.get, API.pets.doctorPetCare];
/** Every read that shows a doctor (the public list and page, the slot grid, the admin's list). */
const DOCTOR_READS = [API.clinic.listDoctors, API.clinic.getDoctor, API.clinic.getSlots, API.clinic.adminListDoctors];

/**
 * Every read that shows the clinic's calendar or what it closes: the public calendar, slot grids and the doctor
 * search (availability), the admin's holidays, policy, closures and leave, the doctor's own leave, and the
 * appointment lists (visits it hits become needs-rescheduling).
 */
const CALENDAR_READS = [
  API.clinic.getCalendar,
  API.clinic.getSlots,
  API.clinic.listDoctors,
  API.clinic.adminListHolidays,
  API.clinic.adminGetHolidayPolicy,
  API.clinic.adminListClosures,
  API.clinic.adminListLeave,
  API.clinic.listOwnLeave,
  ...APPOINTMENT_LISTS,
];

/** Writes that make the same reads stale, each group once: `[the writes, the reads they make stale]`. */
const STALE_AFTER: ReadonlyArray<readonly [writes: readonly RouteContract[], reads: readonly RouteContract[]]> = [
  [
    [API.booking.book, API.booking.cancel, API.booking.reschedule],
    [...APPOINTMENT_LISTS, ...PET_READS, API.clinic.getSlots, API.gateway.adminStats],
  ],
  [[API.booking.holdSlot, API.booking.releaseSlot], [API.clinic.getSlots, API.booking.ownSlotHold]],
  [[API.booking.complete], [...APPOINTMENT_LISTS, ...PET_READS, API.pets.overdueReport, API.gateway.adminStats]],
  [[API.pets.create, API.pets.update, API.pets.addWeight], PET_READS],
  [[API.pets.archive], [...PET_READS, API.pets.overdueReport]],
  [[API.pets.updateCareSchedule], [API.pets.careSchedules]],
  [[API.booking.notes, API.booking.cashPayment, API.booking.submitDiagnosis], APPOINTMENT_LISTS],
  [[API.payments.deleteCard], [API.payments.savedCards]],
  [[API.payments.refund], [API.booking.adminAppointments, API.payments.list, API.payments.dailyTotals]],
  [
    [API.clinic.adminCreateDoctor, API.clinic.adminUpdateDoctor, API.clinic.adminSetDoctorStatus, API.clinic.adminDeleteDoctor],
    [...DOCTOR_READS, API.gateway.adminStats],
  ],
  [[API.auth.updateProfile], [API.auth.getProfile]],
  [[API.clinic.updateOwnProfile], [API.clinic.getOwnProfile, ...DOCTOR_READS]],
  [
    [
      API.clinic.adminAddHoliday,
      API.clinic.adminUpdateHoliday,
      API.clinic.adminDeleteHoliday,
      API.clinic.adminSetHolidayPolicy,
      API.clinic.adminSetDayOverride,
      API.clinic.adminDeleteDayOverride,
      API.clinic.adminAddClosure,
      API.clinic.adminDeleteClosure,
      API.clinic.adminAddLeave,
      API.clinic.adminDeleteLeave,
      API.clinic.addOwnLeave,
      API.clinic.deleteOwnLeave,
    ],
    CALENDAR_READS,
  ],
  [[API.notify.markRead, API.notify.markAllRead], [API.notify.list]],
  [[API.notify.setPreferences, API.notify.pushSubscribe, API.notify.pushUnsubscribe], [API.notify.getPreferences]],
  [[API.auth.clearSignInDelay], [API.auth.listSignInDelays]],
  [[API.desk.checkIn, API.desk.markNoShow, API.desk.clearArrival], DESK_ARRIVAL_READS],
  [[API.desk.addWalkIn, API.desk.setWalkInStatus, API.desk.doctorSetWalkInStatus], WALK_IN_READS],
  [[API.auth.createStaff, API.auth.setStaffStatus], [API.auth.listStaff]],
];

/**
 * The reads each write makes stale, by the write's contract name. A booking, a cancellation or a reschedule refreshes
 * slot grids, every appointment list and the admin's figures; a slot hold taken or released the slot grids (and the
 * owner's hold); a completion the lists and the figures; notes, a cash payment at the desk and a diagnosis
 * the lists; a pet added, changed, archived or weighed every pet read (a booking or a completion too: a pet's
 * visits, care and due items; ADR 0059); a care schedule changed the schedules; cards the saved cards; a doctor changed by the admin every doctor read and the figures; a profile saved
 * the profile (and, for a doctor, every doctor read: it shows in the public list); a calendar change (holiday,
 * policy, override, closure, leave) every calendar read; a sign-in delay cleared the list of delays; the front desk's
 * check-in, no-show or undo the appointment lists (the day sheet among them) and the owner's standing, a walk-in the
 * day sheet and the doctor's queue; a staff account created or (de)activated the list of staff.
 */
export const INVALIDATES: Readonly<Record<string, readonly RouteContract[]>> = Object.fromEntries(
  STALE_AFTER.flatMap(([writes, reads]) => writes.map((write) => [write.name, reads])),
);

/** Marks stale (and refetches the mounted ones) every read `write` affects, as INVALIDATES says. */
export async function invalidateAfterWrite(client: QueryClient, write: RouteContract): Promise<void> {
  const stale = INVALIDATES[write.name] ?? [];
  await Promise.all(stale.map((read) => client.invalidateQueries({ queryKey: [read.name] })));
}

export type ApiMutationOptions<C extends RouteContract, TContext = unknown> = Omit<
  UseMutationOptions<RouteResponse<C>, Error, MutationInput<C>, TContext>,
  'mutationFn'
>;

/**
 * `useMutation` calling the route with the contract's input (`mutate({ params: { id }, body })`). On success it runs
 * `options.onSuccess` first (e.g. putting the answer in the cache), then invalidates what INVALIDATES says, so
 * `mutateAsync` resolves once the mounted reads have been asked again.
 */
export function useApiMutation<C extends RouteContract, TContext = unknown>(contract: C, options: ApiMutationOptions<C, TContext> = {}) {
  const client = useQueryClient();
  return useMutation<RouteResponse<C>, Error, MutationInput<C>, TContext>({
    ...options,
    mutationFn: (input) => (apiCall as (c: C, i?: MutationInput<C>) => Promise<RouteResponse<C>>)(contract, input),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateAfterWrite(client, contract);
    },
  });
}
