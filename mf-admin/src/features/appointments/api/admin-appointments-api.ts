import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API, apiCall } from '@vetnow/web-kit/api';
import { queryKeys } from '@vetnow/web-kit/query';

/** Newest first: by start instant. */
const newestFirst = (list: Appointment[]) => [...list].sort((a, b) => (a.startsAt < b.startsAt ? 1 : a.startsAt > b.startsAt ? -1 : 0));

/** GET /api/admin/appointments — every appointment (svc-booking), newest first; a failure toasts `fetchFailed`. */
export function useAdminAppointmentsQuery(fetchFailed: string) {
  return useQuery({
    queryKey: queryKeys.appointments.admin(),
    queryFn: ({ signal }) => apiCall(API.booking.adminAppointments, { signal }),
    select: newestFirst,
    meta: { errorToast: fetchFailed },
  });
}
