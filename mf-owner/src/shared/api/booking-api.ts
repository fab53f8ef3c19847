import type { Appointment, BookRequest, BookResponse } from '@vetnow/contracts/appointment';
import { api } from '@vetnow/web-kit/api-client';

/**
 * POST /api/appointments/book with the draft's Idempotency-Key: a retry of the same request answers the
 * appointment booked the first time instead of booking twice. Resolves with the booked appointment.
 */
export async function bookAppointment(request: BookRequest, idempotencyKey: string): Promise<Appointment> {
  const answer = await api.post<BookResponse>('/appointments/book', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!answer || answer.success !== true || !answer.appointment) throw new Error('Unexpected book answer');
  return answer.appointment;
}
