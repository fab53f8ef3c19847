import type { Appointment, CancelResponse } from '@vetnow/contracts/appointment';
import { api } from '@vetnow/web-kit/api-client';

/** GET /api/users/appointments: the signed-in owner's appointments (svc-booking; newest booking first). */
export function fetchOwnerAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return api.get<Appointment[]>('/users/appointments', { signal });
}

/** PUT /api/appointments/:id/cancel — only a scheduled, future appointment of the owner (the server checks). */
export function cancelAppointment(id: string): Promise<CancelResponse> {
  return api.put<CancelResponse>(`/appointments/${encodeURIComponent(id)}/cancel`);
}
