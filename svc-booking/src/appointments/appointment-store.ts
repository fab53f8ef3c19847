import { Inject, Injectable } from '@nestjs/common';
import type { Appointment } from '@vetnow/contracts/appointment';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { appointments, questionnaires, type AppointmentRow } from '../database/schema.js';
import { isAppointmentReference } from './appointment-reference.js';
import { toAppointment, type Audience } from './appointment-view.js';

/**
 * How a client names an appointment: its record `_id` (uuid) or its human reference (`VN-7K3Q9M`).
 * Anything else is malformed (→ 400 before any query).
 */
export type AppointmentRef = { kind: 'id'; value: string } | { kind: 'reference'; value: string };

export function parseAppointmentRef(raw: string): AppointmentRef | undefined {
  const v = raw.trim();
  if (isUuid(v)) return { kind: 'id', value: v.toLowerCase() };
  if (isAppointmentReference(v.toUpperCase())) return { kind: 'reference', value: v.toUpperCase() };
  return undefined;
}

/** A client's appointment id (route param or body); malformed → 400 before any query. */
export function appointmentRefOrThrow(raw: string): AppointmentRef {
  const ref = parseAppointmentRef(raw);
  if (!ref) throw new DomainError('APPOINTMENT_INVALID_ID');
  return ref;
}

export function refCondition(ref: AppointmentRef): SQL {
  return ref.kind === 'id' ? eq(appointments.id, ref.value) : eq(appointments.appointmentId, ref.value);
}

/**
 * Reads appointments in the API shape for one audience (see {@link Audience}: what the owner, the doctor and
 * the admin each see of an appointment).
 *
 * Orders: the owner's and the admin's lists are newest booking first; the doctor's list is newest visit first
 * (date and time slot descending — the dashboard's All Appointments; its Overview re-sorts today's by time).
 */
@Injectable()
export class AppointmentStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The owner's appointment named by `ref`; undefined when it does not exist or is someone else's. */
  async findOwn(userId: string, ref: AppointmentRef, tx: Tx | Database = this.db): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(refCondition(ref), eq(appointments.userId, userId)));
    return row;
  }

  /** The doctor's appointment named by `ref`; undefined when it does not exist or is another doctor's. */
  async findForDoctor(doctorId: string, ref: AppointmentRef, tx: Tx | Database = this.db): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(refCondition(ref), eq(appointments.doctorId, doctorId)));
    return row;
  }

  async view(id: string, audience: Audience, tx: Tx | Database = this.db): Promise<Appointment | undefined> {
    const [one] = await this.list(eq(appointments.id, id), 'created', audience, tx);
    return one;
  }

  /**
   * Appointments matching `where` in the API shape for `audience`. `created`: newest booking first;
   * `visit`: newest visit first.
   */
  async list(
    where: SQL | undefined,
    order: 'created' | 'visit',
    audience: Audience,
    tx: Tx | Database = this.db,
  ): Promise<Appointment[]> {
    const rows = await tx
      .select({ a: appointments, q: questionnaires })
      .from(appointments)
      .leftJoin(questionnaires, eq(questionnaires.appointmentId, appointments.id))
      .where(where)
      .orderBy(
        ...(order === 'created'
          ? [desc(appointments.createdAt), desc(appointments.startsAt)]
          : [desc(appointments.startsAt), desc(appointments.createdAt)]),
      );
    return rows.map((r) => toAppointment(r.a, r.q, audience));
  }

  forOwner(userId: string): Promise<Appointment[]> {
    return this.list(eq(appointments.userId, userId), 'created', 'owner');
  }

  forDoctor(doctorId: string): Promise<Appointment[]> {
    return this.list(eq(appointments.doctorId, doctorId), 'visit', 'doctor');
  }

  all(): Promise<Appointment[]> {
    return this.list(undefined, 'created', 'admin');
  }
}
