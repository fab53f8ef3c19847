import { Injectable } from '@nestjs/common';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contacts, doctors, type AppointmentRow, type DoctorRow } from '../database/schema.js';
import type { VisitFacts } from './templates.js';

/** A recipient's name and language as a template takes them (none known: neither). */
export interface Recipient {
  name?: string;
  language?: string;
}

/**
 * The account's name and language as the contacts read model has them (the doctors read model's name for a doctor
 * whose contact has not arrived yet; English then), as one row of `name` and `language` (null when unknown): a query
 * of its own (recipientOf) or a lateral join of a statement that reads it beside other work (appointment.booked's).
 */
export function recipientQuery(userId: SQLWrapper): SQL {
  return sql`SELECT coalesce(rc.full_name, rd.name) AS name, rc.language FROM (SELECT 1) AS one
             LEFT JOIN ${contacts} AS rc ON rc.user_id = ${userId} LEFT JOIN ${doctors} AS rd ON rd.doctor_id = ${userId}`;
}

/** A row of recipientQuery as a template takes it. */
export function recipientOfRow(row: { name: string | null; language: string | null } | undefined): Recipient {
  return { ...(row?.name != null ? { name: row.name } : {}), ...(row?.language != null ? { language: row.language } : {}) };
}

/** Statements (ADR 0033): every notification reads its recipient. */
const readRecipient = statement<{ userId: string }, { name: string | null; language: string | null }>('notify_recipient', (p) =>
  recipientQuery(p.userId),
);

/** The doctor's name and clinic address as a statement reads them beside other work: doctors `d`, joined. */
export const DOCTOR_FACT_COLUMNS = sql`d.name AS "doctorName", d.clinic_address AS "clinicAddress"`;

/** The doctor's facts in a row read with DOCTOR_FACT_COLUMNS (none when the doctor is not known yet). */
export function doctorFactsOf(row: { doctorName: string | null; clinicAddress: unknown }): Pick<VisitFacts, 'doctorName' | 'clinicAddress'> {
  if (row.doctorName == null) return {};
  return { doctorName: row.doctorName, clinicAddress: doctors.clinicAddress.mapFromDriverValue(row.clinicAddress) as DoctorRow['clinicAddress'] };
}

/** A visit's facts: its appointment's, and its doctor's name and clinic address from the doctors read model. */
export function visitOf(a: AppointmentRow, doctor: Pick<VisitFacts, 'doctorName' | 'clinicAddress'>): VisitFacts {
  return {
    reference: a.reference,
    startsAt: a.startsAt,
    petName: a.petName,
    paymentMethod: a.paymentMethod,
    consultationFeeMinor: a.consultationFeeMinor,
    ...doctor,
  };
}

/** Fills a template's facts from the read models (doctor name and clinic address, recipient's name). */
@Injectable()
export class VisitFactsService {
  async doctor(tx: Tx, doctorId: string): Promise<Pick<VisitFacts, 'doctorName' | 'clinicAddress'>> {
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.doctorId, doctorId));
    return doctor ? { doctorName: doctor.name, clinicAddress: doctor.clinicAddress } : {};
  }

  async of(tx: Tx, a: AppointmentRow): Promise<VisitFacts> {
    return visitOf(a, await this.doctor(tx, a.doctorId));
  }

  /** The account's name and language (recipientQuery). */
  async recipient(tx: Tx, userId: string): Promise<Recipient> {
    const [row] = await readRecipient(tx, { userId });
    return recipientOfRow(row);
  }
}
