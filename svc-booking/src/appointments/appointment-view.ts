import type { Appointment, Arrival, ArrivalState } from '@vetnow/contracts/appointment';
import type { AppointmentStatus, PaymentMethod, PaymentStatus, UrgencyLevel } from '@vetnow/contracts/constants';
import { fromMinorUnits } from '@vetnow/domain/money';
import type { DiagnosisBrief, QuestionnaireAnswers } from '@vetnow/contracts/questionnaire';
import type { AppointmentRow, QuestionnaireRow } from '../database/schema.js';

/**
 * Who reads an appointment, which decides what it carries:
 * - `owner` (their own lists, book and cancel answers): the questionnaire brief {summary, urgencyLevel} and
 *   the doctor's `completion` (findings for the owner) — never the doctor's private `doctorNotes`;
 * - `doctor` (their own appointments) and `admin` (all): also the whole questionnaire (answers,
 *   recommendations, fired triage rules) and `doctorNotes`.
 */
export type Audience = 'owner' | 'doctor' | 'admin';

/** The questionnaire columns an appointment view needs (null when none was submitted). */
export type QuestionnaireView = Pick<QuestionnaireRow, 'summary' | 'urgencyLevel' | 'recommendations' | 'firedRules' | 'answers'>;

/**
 * An appointment row (with its questionnaire) in the spec's Appointment shape (contracts appointmentSchema), for
 * `audience`. The API's amounts are LKR: the stored minor units are converted here, and only here.
 */
export function toAppointment(row: AppointmentRow, q: QuestionnaireView | null | undefined, audience: Audience): Appointment {
  const staff = audience !== 'owner';
  return {
    _id: row.id,
    appointmentId: row.appointmentId,
    appointmentDate: row.appointmentDate,
    timeSlot: row.timeSlot,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status as AppointmentStatus,
    reason: row.reason,
    doctor: doctorView(row),
    user: row.user,
    pet: row.pet,
    petId: row.petId,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    diagnosisQuestionnaire: q ? diagnosisBrief(q, staff) : null,
    ...(row.completion ? { completion: row.completion } : {}),
    ...(staff && row.doctorNotes ? { doctorNotes: row.doctorNotes } : {}),
    ...(row.cashAmountMinor !== null && row.cashReceiptNumber && row.cashRecordedAt
      ? {
          cashPayment: {
            amount: fromMinorUnits(row.cashAmountMinor),
            receiptNumber: row.cashReceiptNumber,
            recordedAt: row.cashRecordedAt.toISOString(),
          },
        }
      : {}),
    ...(row.refundedAmountMinor !== null && row.refundedAmountMinor > 0 && row.refundedAt
      ? { refund: { amount: fromMinorUnits(row.refundedAmountMinor), refundedAt: row.refundedAt.toISOString() } }
      : {}),
    ...arrivalPart(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the front desk recorded (issue 39): checked in or a no-show, and when; null while the owner is expected. */
export function arrivalOf(row: Pick<AppointmentRow, 'arrivalState' | 'arrivalAt'>): Arrival | null {
  if (!row.arrivalState || !row.arrivalAt) return null;
  return { state: row.arrivalState as ArrivalState, at: row.arrivalAt.toISOString() };
}

function arrivalPart(row: AppointmentRow): { arrival?: Arrival } {
  const arrival = arrivalOf(row);
  return arrival ? { arrival } : {};
}

/** The doctor as booked, with the fee snapshotted on the appointment (`consultation_fee_minor`) in LKR. */
function doctorView(row: AppointmentRow): Appointment['doctor'] {
  const d = row.doctor;
  return {
    _id: d._id,
    fullName: d.fullName,
    specialization: d.specialization,
    consultationFee: fromMinorUnits(row.consultationFeeMinor),
    clinicAddress: d.clinicAddress,
    contactNumber: d.contactNumber,
  };
}

function diagnosisBrief(q: QuestionnaireView, full: boolean): DiagnosisBrief {
  const brief: DiagnosisBrief = { summary: q.summary, urgencyLevel: q.urgencyLevel as UrgencyLevel };
  if (!full) return brief;
  return {
    ...brief,
    recommendations: q.recommendations,
    firedRules: q.firedRules,
    answers: q.answers as QuestionnaireAnswers,
  };
}
