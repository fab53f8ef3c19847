import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@vetnow/contracts/api';
import { visitIcs } from '@vetnow/service-kit/calendar';
import type { Tx } from '@vetnow/service-kit/database';
import { eq } from 'drizzle-orm';
import { appointments, doctors } from '../database/schema.js';
import type { MailAttachment } from './mail-transport.js';

/** The e-mails that carry the visit as a calendar file: the confirmation (issue 12: "the confirmation e-mail attaches it"). */
const WITH_CALENDAR_FILE: ReadonlySet<NotificationKind> = new Set(['booking-confirmed']);

/**
 * The confirmation e-mail's `.ics` attachment: the same RFC 5545 event as `GET /api/appointments/:id/calendar.ics`
 * (the kit's `visitIcs`; same UID, so importing both keeps one calendar entry). Built when the e-mail is sent, from
 * the read models, at SEQUENCE 0 — svc-booking's file of the booked visit has 0 too, and any later change there
 * (a reschedule, a cancellation) has a higher one, so the download after a change wins over this copy.
 */
@Injectable()
export class VisitCalendarFile {
  async attachmentFor(tx: Tx, kind: NotificationKind, appointmentId: string | null, now: Date): Promise<MailAttachment | undefined> {
    if (!appointmentId || !WITH_CALENDAR_FILE.has(kind)) return undefined;
    const [visit] = await tx.select().from(appointments).where(eq(appointments.appointmentId, appointmentId));
    if (!visit || visit.status !== 'booked') return undefined;
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.doctorId, visit.doctorId));
    if (!doctor) return undefined;
    const content = visitIcs({
      id: visit.appointmentId,
      reference: visit.reference,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      status: 'scheduled',
      petName: visit.petName,
      doctor: { fullName: doctor.name, clinicAddress: doctor.clinicAddress },
      consultationFee: visit.consultationFee,
      sequence: 0,
      stamp: now,
    });
    return { filename: 'vetnow-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
  }
}
