import type { Appointment } from '@vetnow/contracts/appointment';
import { api } from '@vetnow/web-kit/api-client';

/** GET /api/admin/appointments — every appointment (svc-booking). */
export function fetchAdminAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return api.get<Appointment[]>('/admin/appointments', { signal });
}
