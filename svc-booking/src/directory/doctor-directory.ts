import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, getTableColumns, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { doctors, pendingDoctorStates, type DoctorRow } from '../database/schema.js';

/** Serialises the handlers of one doctor's events across replicas (released at commit or rollback). */
async function lockDoctor(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking.doctor:${id}`}, 0))`);
}

function byLiveId(id: string | Placeholder): SQL | undefined {
  return and(eq(doctors.id, id), eq(doctors.deleted, false));
}

function latest(first: Date, ...more: (Date | null | undefined)[]): Date {
  return more.reduce<Date>((a, b) => (b && b > a ? b : a), first);
}

/**
 * Booking's copy of the bookable doctors, kept from svc-clinic's doctor.* events, so booking never calls
 * svc-clinic synchronously. The kit applies each event once (inbox); on top of that each write applies only
 * if the event is not older than the state already held (`event_at`), and a deleted doctor stays deleted.
 *
 * Events of one doctor may arrive out of order. A doctor.status-changed or doctor.deleted for a doctor with
 * no snapshot yet is kept in `pending_doctor_states` (latest status by occurredAt; the deletion) and
 * applied when doctor.created / doctor.updated brings the snapshot. Each handler first takes a transaction
 * advisory lock on the doctor id, so two replicas handling two events of one doctor at once cannot miss
 * each other's write (the snapshot not yet committed while the status goes to the pending table).
 */
function prepareFind(db: Database) {
  return db.select().from(doctors).where(byLiveId(sql.placeholder('id'))).prepare('booking_doctor_find');
}

const DOCTOR_COLUMNS = Object.entries(getTableColumns(doctors));

/**
 * The live doctor `id` as a join of a raw statement (byLiveId), with its columns under DoctorRow's names
 * (`"doctors"."full_name" AS "fullName"`…), for a statement that reads the doctor beside other work (booking's first
 * statement, with its locks); doctorOfRow maps its row. The columns come from the table's definition, so they cannot
 * drift from it.
 */
export function liveDoctorJoin(id: Placeholder | string): { columns: SQL; join: SQL } {
  return {
    columns: sql.join(DOCTOR_COLUMNS.map(([field, column]) => sql`${column} AS ${sql.identifier(field)}`), sql`, `),
    join: sql`LEFT JOIN ${doctors} ON ${byLiveId(id)}`,
  };
}

/** The doctor in a row read with liveDoctorJoin, its values as drizzle maps them (dates, json), or undefined. */
export function doctorOfRow(row: Record<string, unknown> | undefined): DoctorRow | undefined {
  if (row?.id == null) return undefined;
  return Object.fromEntries(
    DOCTOR_COLUMNS.map(([field, column]) => [field, row[field] == null ? row[field] : column.mapFromDriverValue(row[field])]),
  ) as DoctorRow;
}

@Injectable()
export class DoctorDirectory {
  private readonly logger = new Logger('DoctorDirectory');

  /** find's query outside a transaction (every booking's): built once, a named prepared statement (ADR 0033). */
  private readonly findPrepared: ReturnType<typeof prepareFind>;

  constructor(@Inject(DB) private readonly db: Database) {
    this.findPrepared = prepareFind(db);
  }

  /** A doctor that exists and is not deleted (active or not), else undefined. */
  async find(id: string, tx: Tx | Database = this.db): Promise<DoctorRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx === this.db ? this.findPrepared.execute({ id: id.toLowerCase() }) : tx.select().from(doctors).where(byLiveId(id.toLowerCase())));
    return row;
  }


  @OnEvent('doctor.created', 'doctor.updated')
  async onSnapshot(d: EventPayload<'doctor.created'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(d._id, event)) return;
    const id = d._id.toLowerCase();
    await lockDoctor(tx, id);
    const at = new Date(event.occurredAt);
    const [pending] = await tx.delete(pendingDoctorStates).where(eq(pendingDoctorStates.doctorId, id)).returning();
    // A status change newer than this snapshot wins over the snapshot's isActive; a deletion always wins.
    const laterStatus = pending?.isActive != null && pending.statusAt && pending.statusAt >= at ? pending : undefined;
    const deletedAt = pending?.deletedAt ?? undefined;
    const values = {
      id,
      fullName: d.fullName,
      specialization: d.specialization,
      consultationFeeMinor: d.consultationFeeMinor,
      clinicAddress: d.clinicAddress,
      contactNumber: d.contactNumber,
      startTime: d.workingHours.startTime,
      endTime: d.workingHours.endTime,
      slotDuration: d.workingHours.slotDuration,
      isActive: deletedAt ? false : (laterStatus?.isActive ?? d.isActive),
      deleted: deletedAt !== undefined,
      eventAt: latest(at, laterStatus?.statusAt, deletedAt),
    };
    const { id: _id, ...update } = values;
    await tx
      .insert(doctors)
      .values(values)
      .onConflictDoUpdate({
        target: doctors.id,
        set: update,
        setWhere: and(eq(doctors.deleted, false), lte(doctors.eventAt, at)),
      });
  }

  @OnEvent('doctor.status-changed')
  async onStatusChanged(p: EventPayload<'doctor.status-changed'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.doctorId, event)) return;
    const id = p.doctorId.toLowerCase();
    await lockDoctor(tx, id);
    const at = new Date(event.occurredAt);
    await tx
      .update(doctors)
      .set({ isActive: p.isActive, eventAt: at })
      .where(and(eq(doctors.id, id), eq(doctors.deleted, false), lte(doctors.eventAt, at)));
    if (await this.known(tx, id)) return;
    // No snapshot yet: remember the latest status until doctor.created arrives.
    await tx
      .insert(pendingDoctorStates)
      .values({ doctorId: id, isActive: p.isActive, statusAt: at })
      .onConflictDoUpdate({
        target: pendingDoctorStates.doctorId,
        set: { isActive: p.isActive, statusAt: at },
        setWhere: or(isNull(pendingDoctorStates.statusAt), lte(pendingDoctorStates.statusAt, at)),
      });
  }

  @OnEvent('doctor.deleted')
  async onDeleted(p: EventPayload<'doctor.deleted'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.doctorId, event)) return;
    const id = p.doctorId.toLowerCase();
    await lockDoctor(tx, id);
    const at = new Date(event.occurredAt);
    const updated = await tx
      .update(doctors)
      .set({ deleted: true, isActive: false, eventAt: sql`greatest(${doctors.eventAt}, ${at})` })
      .where(eq(doctors.id, id))
      .returning({ id: doctors.id });
    if (updated.length > 0) return;
    // No snapshot yet: a late doctor.created must not bring a deleted doctor back.
    await tx
      .insert(pendingDoctorStates)
      .values({ doctorId: id, deletedAt: at })
      .onConflictDoUpdate({ target: pendingDoctorStates.doctorId, set: { deletedAt: at } });
  }

  private async known(tx: Tx, id: string): Promise<boolean> {
    const rows = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id));
    return rows.length > 0;
  }

  /** Doctor ids are uuids; anything else cannot be a doctor of svc-clinic and is skipped (a retry would not help). */
  private readable(id: string, event: EventContext['event']): boolean {
    if (isUuid(id)) return true;
    this.logger.error({ msg: 'doctor event with a non-uuid doctor id; skipped', eventId: event.id, type: event.type });
    return false;
  }
}
