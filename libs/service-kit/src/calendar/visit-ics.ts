import { clinicDateOf, clinicMinutesOf, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import { fromMinorUnits } from '@vetnow/domain/money';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** The domain every appointment's UID ends in (RFC 5545 §3.8.4.7: globally unique, stable). */
export const ICS_UID_DOMAIN = 'vetnow.lk';

/** One visit as a calendar file shows it. What a service does not know (svc-notify: the reason) is left out. */
export interface VisitIcsInput {
  /** The appointment's record id: the UID's left part, the same in every file of this visit. */
  readonly id: string;
  /** The human-readable reference (`appointmentId`). */
  readonly reference: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly status: 'scheduled' | 'completed' | 'cancelled' | 'needs-rescheduling';
  readonly petName: string;
  readonly doctor: {
    readonly fullName: string;
    readonly specialization?: string;
    readonly contactNumber?: string;
    readonly clinicAddress: { readonly street: string; readonly city: string; readonly location: string };
  };
  readonly reason?: string;
  /** Minor units (LKR 2,500.00 is 250000), written as the spec's LKR: `Consultation fee: LKR 2,500`. */
  readonly consultationFeeMinor?: number;
  /** SEQUENCE: grows with every change of the visit, so a later file wins over an earlier one. */
  readonly sequence: number;
  /** DTSTAMP: when this file was made. */
  readonly stamp: Date;
}

/**
 * One visit as an RFC 5545 calendar with one VEVENT (ical-generator escapes and folds the text), the same from
 * svc-booking's download (ADR 0024) and svc-notify's e-mail attachment:
 * - DTSTART/DTEND are the visit's instants in UTC, so a calendar in any zone shows the Colombo clinic time right;
 * - UID is the appointment's record id, so a second file (after a reschedule) updates the same entry;
 * - a cancelled visit is STATUS:CANCELLED, which removes it from the calendar that imports it; one that needs a new
 *   time stays, marked tentative.
 * Texts are the spec's English (the calendar file has no reader language; ADR 0024).
 */
export function visitIcs(visit: VisitIcsInput): string {
  const { doctor } = visit;
  const address = [doctor.clinicAddress.street, doctor.clinicAddress.city, doctor.clinicAddress.location]
    .map((part) => part.trim())
    .filter((part, i, all) => part && all.indexOf(part) === i)
    .join(', ');
  const doctorLine = [
    doctor.fullName,
    doctor.specialization ? ` (${doctor.specialization})` : '',
    doctor.contactNumber ? `, ${doctor.contactNumber}` : '',
  ].join('');
  const calendar = ical({ prodId: { company: 'VetNow', product: 'Appointments', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${visit.id}@${ICS_UID_DOMAIN}`,
    sequence: Math.max(0, Math.floor(visit.sequence)),
    stamp: visit.stamp,
    start: visit.startsAt,
    end: visit.endsAt,
    summary: `Vet visit: ${visit.petName} with ${doctor.fullName}`,
    location: address,
    description: [
      `Appointment ID: ${visit.reference}`,
      `Doctor: ${doctorLine}`,
      `Pet: ${visit.petName}`,
      ...(visit.reason !== undefined ? [`Reason: ${visit.reason}`] : []),
      `Time: ${clinicDateOf(visit.startsAt)} ${formatSlotLabel(clinicMinutesOf(visit.startsAt))} (Sri Lanka time)`,
      ...(visit.consultationFeeMinor !== undefined
        ? [`Consultation fee: ${CURRENCY} ${fromMinorUnits(visit.consultationFeeMinor).toLocaleString('en-US')}`]
        : []),
      `Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`,
    ].join('\n'),
    status: eventStatus(visit.status),
  });
  return calendar.toString();
}

function eventStatus(status: VisitIcsInput['status']): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  return status === 'needs-rescheduling' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
}
