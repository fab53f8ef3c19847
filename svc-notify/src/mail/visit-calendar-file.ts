import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@vetnow/contracts/api';
import { visitIcs } from '@vetnow/service-kit/calendar';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { rowColumns } from '../database/row-columns.js';
import { appointments, doctors } from '../database/schema.js';
import { DOCTOR_FACT_COLUMNS, doctorFactsOf } from '../notifications/visit-facts.service.js';
import type { MailAttachment } from './mail-transport.js';

/** The e-mails that carry the visit as a calendar file: the confirmation (issue 12: "the confirmation e-mail attaches it"). */
const WITH_CALENDAR_FILE: ReadonlySet<NotificationKind> = new Set(['booking-confirmed']);

/** Statements (ADR 0033): every confirmation e-mail. The visit while booked, with its doctor's read model (none: no row). */
const { columns: visitColumns, rowOf: visitOfRow } = rowColumns(appointments, 'a');
const bookedVisit = statement<{ appointmentId: string }, Record<string, unknown> & { doctorName: string; clinicAddress: unknown }>(
  'notify_calendar_visit',
  (p) => sql`SELECT ${visitColumns}, ${DOCTOR_FACT_COLUMNS}
             FROM ${appointments} AS a JOIN ${doctors} AS d ON d.doctor_id = a.doctor_id
             WHERE a.appointment_id = ${p.appointmentId} AND a.status = 'booked'`,
);

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
    const [row] = await bookedVisit(tx, { appointmentId });
    if (!row) return undefined;
    const visit = visitOfRow(row);
    const { doctorName, clinicAddress } = doctorFactsOf(row);
    const content = visitIcs({
      id: visit.appointmentId,
      reference: visit.reference,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      status: 'scheduled',
      petName: visit.petName,
      doctor: { fullName: doctorName!, clinicAddress: clinicAddress! },
      consultationFeeMinor: visit.consultationFeeMinor,
      sequence: 0,
      stamp: now,
    });
    return { filename: 'vetnow-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
  }
}
