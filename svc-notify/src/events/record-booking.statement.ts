/**
 * appointment.booked's one statement (recordBooking), and the appointment of its row (appointmentOfRow).
 */
import { statement } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { rowColumns } from '../database/row-columns.js';
import { appointments, doctors } from '../database/schema.js';
import { DOCTOR_FACT_COLUMNS, recipientQuery } from '../notifications/visit-facts.service.js';
import { scheduleReminderCte } from '../reminders/reminders.service.js';

/**
 * Statements (ADR 0033): appointment.booked, every booking, in one round trip. Records the appointment (unless a
 * redelivery finds it recorded: then the recorded row, which later events may have changed, answers), schedules its
 * reminder when it is still booked (scheduleReminderCte), and reads what the notifications need: the doctor's name
 * and clinic address, and the names and languages of the owner and the doctor as recipients (recipientQuery). The
 * row of a redelivery comes from the table (the insert's CTE answers only a row it made): in READ COMMITTED it is
 * the row committed when the statement began.
 */
const { columns: appointmentColumns, rowOf } = rowColumns(appointments, 'a');
export const recordBooking = statement<
  {
    appointmentId: string;
    reference: string;
    doctorId: string;
    userId: string;
    startsAt: string;
    endsAt: string;
    petName: string;
    paymentMethod: string;
    consultationFeeMinor: number;
    at: string;
    reminderDueAt: string | null;
  },
  Record<string, unknown> & {
    doctorName: string | null;
    clinicAddress: unknown;
    ownerName: string | null;
    ownerLanguage: string | null;
    doctorRecipientName: string | null;
    doctorRecipientLanguage: string | null;
  }
>(
  'notify_record_booking',
  (
    p,
  ) => sql`WITH inserted AS (INSERT INTO ${appointments} (appointment_id, reference, doctor_id, user_id, starts_at, ends_at,
                                                             pet_name, payment_method, consultation_fee_minor, updated_at)
                               VALUES (${p.appointmentId}, ${p.reference}, ${p.doctorId}, ${p.userId}, ${p.startsAt}::timestamptz,
                                       ${p.endsAt}::timestamptz, ${p.petName}, ${p.paymentMethod}, ${p.consultationFeeMinor}::integer,
                                       ${p.at}::timestamptz)
                               ON CONFLICT DO NOTHING RETURNING *),
                  appointment AS (SELECT * FROM inserted
                                  UNION ALL
                                  SELECT * FROM ${appointments} WHERE appointment_id = ${p.appointmentId} AND NOT EXISTS (SELECT 1 FROM inserted)),
                  ${scheduleReminderCte(p.reminderDueAt)}
             SELECT ${appointmentColumns}, ${DOCTOR_FACT_COLUMNS},
                    owner.name AS "ownerName", owner.language AS "ownerLanguage",
                    doctor.name AS "doctorRecipientName", doctor.language AS "doctorRecipientLanguage"
             FROM appointment AS a
             LEFT JOIN ${doctors} AS d ON d.doctor_id = a.doctor_id
             LEFT JOIN LATERAL (${recipientQuery(sql`a.user_id`)}) AS owner ON true
             LEFT JOIN LATERAL (${recipientQuery(sql`a.doctor_id`)}) AS doctor ON true`,
);

/** The appointment in a row of recordBooking. */
export const appointmentOfRow = rowOf;
