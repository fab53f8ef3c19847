import type { Appointment } from '@vetnow/contracts/appointment';
import { visitIcs } from '@vetnow/service-kit/calendar';

export interface IcsTimes {
  /** When the appointment row was created and last changed: SEQUENCE counts the seconds between them. */
  createdAt: Date;
  updatedAt: Date;
  /** DTSTAMP: when this file was made. */
  now: Date;
}

/**
 * The appointment (owner's view) as the kit's RFC 5545 visit event (`visitIcs`, shared with svc-notify's e-mail
 * attachment). SEQUENCE is the seconds between the row's creation and its last change: 0 as booked (as the
 * confirmation e-mail's copy has it), higher after every change. The fee is the appointment's column, in minor units
 * as the kit takes it (the view's `consultationFee` is the API's LKR).
 */
export function appointmentIcs(appointment: Appointment, consultationFeeMinor: number, times: IcsTimes): string {
  const { doctor } = appointment;
  return visitIcs({
    id: appointment._id,
    reference: appointment.appointmentId,
    startsAt: new Date(appointment.startsAt),
    endsAt: new Date(appointment.endsAt),
    status: appointment.status,
    petName: appointment.pet.name,
    doctor: {
      fullName: doctor.fullName,
      specialization: doctor.specialization,
      contactNumber: doctor.contactNumber,
      clinicAddress: doctor.clinicAddress,
    },
    reason: appointment.reason,
    consultationFeeMinor,
    sequence: (times.updatedAt.getTime() - times.createdAt.getTime()) / 1000,
    stamp: times.now,
  });
}
