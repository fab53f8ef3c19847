import type {
  Appointment,
  AppointmentNotesRequest,
  CompleteAppointmentData,
  CompleteResponse,
} from '@vetnow/contracts/appointment';
import { api } from '@vetnow/web-kit/api-client';

/** GET /api/doctors/dashboard/appointments: the signed-in doctor's appointments (svc-booking). */
export function fetchDoctorAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return api.get<Appointment[]>('/doctors/dashboard/appointments', { signal });
}

/** PUT /api/appointments/:id/complete with the visit's findings (all optional). */
export function completeAppointment(id: string, findings: CompleteAppointmentData): Promise<CompleteResponse> {
  return api.put<CompleteResponse>(`/appointments/${encodeURIComponent(id)}/complete`, findings);
}

/** PUT /api/appointments/:id/notes: replaces the doctor's own notes on the appointment. */
export function saveAppointmentNotes(id: string, body: AppointmentNotesRequest): Promise<unknown> {
  return api.put<unknown>(`/appointments/${encodeURIComponent(id)}/notes`, body);
}
