import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { arrivalOf, toAppointment } from '../appointments/appointment-view.js';
import type { AppointmentRow } from '../database/schema.js';

/**
 * An appointment row as the front desk sees it (contracts deskAppointmentSchema): who, when, which pet and why,
 * payment (and the fee booked, which the desk takes in cash) and arrival, and from when it may be marked a no-show — never the questionnaire, the findings or the
 * doctor's notes. Built from the owner's view (which converts the money) by picking, so nothing else can slip in.
 */
export function toDeskAppointment(row: AppointmentRow, graceMinutes: number): DeskAppointment {
  const a = toAppointment(row, null, 'owner');
  return {
    _id: a._id,
    appointmentId: a.appointmentId,
    appointmentDate: a.appointmentDate,
    timeSlot: a.timeSlot,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    status: a.status,
    reason: a.reason,
    user: a.user,
    pet: a.pet,
    petId: a.petId ?? null,
    paymentMethod: a.paymentMethod,
    paymentStatus: a.paymentStatus,
    ...(a.cashPayment ? { cashPayment: a.cashPayment } : {}),
    doctor: { _id: a.doctor._id, fullName: a.doctor.fullName, consultationFee: a.doctor.consultationFee },
    arrival: arrivalOf(row),
    noShowFrom: noShowFrom(row.startsAt, graceMinutes).toISOString(),
  };
}

/** The first instant the desk may mark the visit a no-show: its start plus NO_SHOW_GRACE_MINUTES. */
export function noShowFrom(startsAt: Date, graceMinutes: number): Date {
  return new Date(startsAt.getTime() + graceMinutes * 60_000);
}
