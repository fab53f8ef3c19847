/**
 * The owner's server state on TanStack Query (ADR 0018): every read is a query under web-kit's query keys, every
 * call goes through the contracts' typed client (`apiCall(API.x.y)`, answers parsed by the route's schema), and
 * every write invalidates what it changed (web-kit INVALIDATES), so slots, lists and the dashboard refresh by
 * themselves after a booking or a cancellation.
 */
import { useEffect } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { BookRequest } from '@vetnow/contracts/appointment';
import type { SaveCardRequest } from '@vetnow/contracts/card';
import type { ChangePasswordData, UpdateProfileData } from '@vetnow/contracts/user';
import { apiCall } from '@vetnow/web-kit/api';
import { queryKeys, useInvalidateAfter } from '@vetnow/web-kit/query';
import { notify } from '@vetnow/web-kit/toaster';

/** The four filters of /doctors as the form holds them; '' means "any". */
export interface DoctorFilterValues {
  location: string;
  specialization: string;
  availableTime: string;
  date: string;
}

export const EMPTY_FILTERS: DoctorFilterValues = { location: '', specialization: '', availableTime: '', date: '' };

/** The GET /doctors query: the filters that are set, by their API names (empty ones left out). */
export function doctorSearchQuery(filters: DoctorFilterValues): Partial<DoctorFilterValues> {
  const query: Partial<DoctorFilterValues> = {};
  for (const key of Object.keys(EMPTY_FILTERS) as Array<keyof DoctorFilterValues>) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

export function hasActiveFilters(filters: DoctorFilterValues): boolean {
  return Object.keys(doctorSearchQuery(filters)).length > 0;
}

export const ownerQueries = {
  /** GET /doctors with the filters that are set — active doctors matching them. */
  doctors: (filters: DoctorFilterValues) => {
    const query = doctorSearchQuery(filters);
    return queryOptions({
      queryKey: queryKeys.doctors.list(query),
      queryFn: ({ signal }) => apiCall(API.clinic.listDoctors, { query, signal }),
    });
  },
  /** GET /doctors/:id. */
  doctor: (id: string) =>
    queryOptions({
      queryKey: queryKeys.doctors.detail(id),
      queryFn: ({ signal }) => apiCall(API.clinic.getDoctor, { params: { id }, signal }),
    }),
  /** GET /doctors/:id/slots?date= — the doctor's slots of that clinic day. */
  slots: (id: string, date: string) =>
    queryOptions({
      queryKey: queryKeys.doctors.slots(id, date),
      queryFn: ({ signal }) => apiCall(API.clinic.getSlots, { params: { id }, query: { date }, signal }),
    }),
  /** GET /users/appointments — the signed-in owner's appointments. */
  appointments: () =>
    queryOptions({
      queryKey: queryKeys.appointments.own(),
      queryFn: ({ signal }) => apiCall(API.booking.own, { signal }),
    }),
  /** GET /users/diagnosis-summaries — the owner's Health Records, newest visit first. */
  diagnosisSummaries: () =>
    queryOptions({
      queryKey: queryKeys.appointments.diagnosisSummaries(),
      queryFn: ({ signal }) => apiCall(API.booking.diagnosisSummaries, { signal }),
    }),
  /** GET /payments/saved-cards — brand, last four, expiry, holder. */
  savedCards: () =>
    queryOptions({
      queryKey: queryKeys.savedCards(),
      queryFn: ({ signal }) => apiCall(API.payments.savedCards, { signal }),
    }),
  /** GET /users/profile — the signed-in owner (with the pets remembered from their bookings). */
  profile: () =>
    queryOptions({
      queryKey: queryKeys.profile(),
      queryFn: ({ signal }) => apiCall(API.auth.getProfile, { signal }),
    }),
};

/** Toasts `text` when a query fails (once per failure; a refetch that fails again toasts again). */
export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number }, text: string): void {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(text);
  }, [isError, errorUpdatedAt, text]);
}

/**
 * POST /appointments/book with the draft's Idempotency-Key (a retry answers the appointment booked the first
 * time instead of booking twice). Resolves with the booked appointment; invalidates slots and appointments.
 */
export function useBookAppointment() {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: { request: BookRequest; idempotencyKey: string }) =>
      (await apiCall(API.booking.book, { body: request, headers: { 'Idempotency-Key': idempotencyKey } })).appointment,
    onSuccess: () => invalidateAfter('book'),
  });
}

/** PUT /appointments/:id/cancel — only a scheduled, future appointment of the owner (the server checks). */
export function useCancelAppointment() {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (id: string) => apiCall(API.booking.cancel, { params: { id } }),
    onSuccess: () => invalidateAfter('cancel'),
  });
}

/** POST /payments/save-card — the only call that carries the full card number (never the CVV). */
export function useSaveCard() {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (request: SaveCardRequest) => apiCall(API.payments.saveCard, { body: request }),
    onSuccess: () => invalidateAfter('cards'),
  });
}

/** DELETE /payments/saved-cards/:id. */
export function useDeleteSavedCard() {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (id: string) => apiCall(API.payments.deleteCard, { params: { id } }),
    onSuccess: () => invalidateAfter('cards'),
  });
}

/** PUT /users/profile: fullName, contactNumber, address. The answer becomes the cached profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: UpdateProfileData) => apiCall(API.auth.updateProfile, { body }),
    onSuccess: async (profile) => {
      client.setQueryData(queryKeys.profile(), profile);
      await invalidateAfter('profile');
    },
  });
}

/**
 * PUT /users/profile/password: ends every session of the account (ADR 0012) and answers a new one for this tab
 * (`{token, user}`; the refresh cookie is replaced too).
 */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordData) => apiCall(API.auth.changePassword, { body }) });
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** A query's answer as the screens show it: loading (no answer yet), ready with the data, or failed. */
export function loadStateOf<T>(query: { status: 'pending' | 'error' | 'success'; data: T | undefined }): LoadState<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  return query.status === 'error' ? { status: 'failed' } : { status: 'loading' };
}

/** A list query's answer for lists whose failure is only logged (spec §8): null while loading, [] after a failure. */
export function useQuietList<T>(query: { isError: boolean; error: unknown; data: T[] | undefined }, what: string): T[] | null {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(`[vetnow] ${what} could not be loaded`, error instanceof Error ? error.message : String(error));
  }, [isError, error, what]);
  return isError ? [] : (query.data ?? null);
}
