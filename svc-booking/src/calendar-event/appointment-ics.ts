import type { Appointment } from '@vetnow/contracts/appointment';
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** The domain every appointment's UID ends in (RFC 5545 §3.8.4.7: globally unique, stable). */
export const ICS_UID_DOMAIN = 'vetnow.lk';

export interface IcsTimes {
  /** When the appointment row was created and last changed: SEQUENCE counts the seconds between them. */
  createdAt: Date;
  updatedAt: Date;
  /** DTSTAMP: when this file was made. */
  now: Date;
}

/**
 * One appointment as an RFC 5545 calendar with one VEVENT (ical-generator escapes and folds the text):
 * - DTSTART/DTEND are the visit's instants in UTC, so a calendar in any zone shows the Colombo clinic time right;
 * - UID is the appointment's record id, so a second download (after a reschedule) updates the same entry, and
 *   SEQUENCE grows with every change of the row (a later file wins over an earlier one);
 * - a cancelled visit is STATUS:CANCELLED, which removes it from the calendar that imports it.
 * Texts are the spec's English (the calendar file has no reader language; ADR 0024).
 */
export function appointmentIcs(appointment: Appointment, times: IcsTimes): string {
  const { doctor, pet } = appointment;
  const address = [doctor.clinicAddress.street, doctor.clinicAddress.city, doctor.clinicAddress.location]
    .map((part) => part.trim())
    .filter((part, i, all) => part && all.indexOf(part) === i)
    .join(', ');
  const calendar = ical({ prodId: { company: 'VetNow', product: 'Appointments', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${appointment._id}@${ICS_UID_DOMAIN}`,
    sequence: Math.max(0, Math.floor((times.updatedAt.getTime() - times.createdAt.getTime()) / 1000)),
    stamp: times.now,
    start: new Date(appointment.startsAt),
    end: new Date(appointment.endsAt),
    summary: `Vet visit: ${pet.name} with ${doctor.fullName}`,
    location: address,
    description: [
      `Appointment ID: ${appointment.appointmentId}`,
      `Doctor: ${doctor.fullName} (${doctor.specialization}), ${doctor.contactNumber}`,
      `Pet: ${pet.name}`,
      `Reason: ${appointment.reason}`,
      `Time: ${appointment.appointmentDate} ${appointment.timeSlot} (Sri Lanka time)`,
      `Consultation fee: ${CURRENCY} ${doctor.consultationFee.toLocaleString('en-US')}`,
      `Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`,
    ].join('\n'),
    status: eventStatus(appointment.status),
  });
  return calendar.toString();
}

/** A cancelled visit is removed from the calendar; one that needs a new time stays, marked tentative. */
function eventStatus(status: Appointment['status']): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  return status === 'needs-rescheduling' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}
