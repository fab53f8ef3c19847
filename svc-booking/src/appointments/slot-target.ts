import { bookingHorizonMessage } from '@vetnow/contracts/booking-limits';
import { isBeyondBookingHorizon } from '@vetnow/domain/booking-limits';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { DomainError } from '@vetnow/service-kit/errors';
import type { DoctorRow } from '../database/schema.js';
import { slotStart } from './book-appointment.service.js';

export interface SlotTarget {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The instants of a doctor's slot on a clinic date (Asia/Colombo, whatever the server's TZ), after the checks every
 * claim shares: within BOOKING_HORIZON_DAYS (400), on the doctor's grid and hours (400).
 */
export function slotTarget(
  doctor: Pick<DoctorRow, 'startTime' | 'endTime' | 'slotDuration'>,
  appointmentDate: string,
  timeSlot: string,
  horizonDays: number,
  now: Date,
): SlotTarget {
  if (isBeyondBookingHorizon(appointmentDate, now, horizonDays)) {
    throw new DomainError('BOOKING_DATE_BEYOND_HORIZON', { message: bookingHorizonMessage(horizonDays) });
  }
  const start = slotStart(doctor, timeSlot);
  return { startsAt: clinicInstant(appointmentDate, start), endsAt: clinicInstant(appointmentDate, start + doctor.slotDuration) };
}
