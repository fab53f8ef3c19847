/**
 * The doctor's server state (ADR 0018), shared by the dashboard and the profile features: TanStack Query over the
 * typed client, keys from web-kit's one scheme, and each change invalidating what it affects (completing an
 * appointment refreshes the counters and lists, a saved profile the header and the public doctors list).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteAppointmentData } from '@vetnow/contracts/appointment';
import type { Doctor, DoctorSelfUpdateData } from '@vetnow/contracts/doctor';
import { API, apiCall } from '@vetnow/web-kit/api';
import { invalidateAfter, queryKeys, useInvalidateAfter } from '@vetnow/web-kit/query';

/** GET /api/doctors/dashboard/appointments: the signed-in doctor's appointments (svc-booking). */
export function useDoctorAppointmentsQuery(fetchFailed: string) {
  return useQuery({
    queryKey: queryKeys.appointments.doctor(),
    queryFn: ({ signal }) => apiCall(API.booking.doctorAppointments, { signal }),
    meta: { errorToast: fetchFailed },
  });
}

/** PUT /api/appointments/:id/complete with the visit's findings (all optional). */
export function useCompleteAppointment() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: ({ id, findings }: { id: string; findings: CompleteAppointmentData }) =>
      apiCall(API.booking.complete, { params: { id }, body: findings }),
    onSuccess: () => invalidate('complete'),
  });
}

/** PUT /api/appointments/:id/notes: replaces the doctor's own notes on the appointment. */
export function useSaveNotes() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => apiCall(API.booking.notes, { params: { id }, body: { notes } }),
    onSuccess: () => invalidate('notes'),
  });
}

// Spec §8: profile failures are only logged (never the answer body); the screens offer a retry.
const logFailure = (error: unknown) => console.warn('Profile could not be loaded', error instanceof Error ? error.message : error);

/** GET /api/doctors/dashboard/profile: the signed-in doctor (svc-clinic). */
export function useDoctorProfileQuery() {
  return useQuery({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) =>
      apiCall(API.clinic.getOwnProfile, { signal }).catch((error: unknown) => {
        if (!signal.aborted) logFailure(error);
        throw error;
      }),
  });
}

/** PUT /api/doctors/dashboard/profile: the fields a doctor may change; the answer replaces the cached profile. */
export function useUpdateDoctorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DoctorSelfUpdateData) => apiCall(API.clinic.updateOwnProfile, { body }),
    onSuccess: async (doctor: Doctor) => {
      client.setQueryData(queryKeys.profile(), doctor);
      await invalidateAfter(client, 'profile');
    },
  });
}
