import type { Appointment } from '@vetnow/contracts/appointment';
import type { AppointmentStatus, PaymentMethod, PaymentStatus, UrgencyLevel } from '@vetnow/contracts/constants';
import type { AppointmentRow } from '../database/schema.js';

/** The questionnaire brief joined to an appointment row (null when none was submitted). */
export interface QuestionnaireBrief {
  summary: string | null;
  urgencyLevel: string | null;
}

/** An appointment row (with its questionnaire brief) in the spec's Appointment shape (contracts appointmentSchema). */
export function toAppointment(row: AppointmentRow, q?: QuestionnaireBrief | null): Appointment {
  return {
    _id: row.id,
    appointmentId: row.appointmentId,
    appointmentDate: row.appointmentDate,
    timeSlot: row.timeSlot,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status as AppointmentStatus,
    reason: row.reason,
    doctor: row.doctor,
    user: row.user,
    pet: row.pet,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    diagnosisQuestionnaire:
      q?.summary != null && q.urgencyLevel != null ? { summary: q.summary, urgencyLevel: q.urgencyLevel as UrgencyLevel } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
