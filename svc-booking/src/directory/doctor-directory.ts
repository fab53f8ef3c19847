import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database/database.tokens';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging/on-event.decorator';
import { and, eq, lte, sql } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { doctors, type DoctorRow } from '../database/schema.js';

/**
 * Booking's copy of the bookable doctors, kept from svc-clinic's doctor.* events, so booking never calls
 * svc-clinic synchronously. The kit applies each event once (inbox); on top of that each write applies only
 * if the event is not older than the state already held (`event_at`), and a deleted doctor stays deleted.
 */
@Injectable()
export class DoctorDirectory {
  private readonly logger = new Logger('DoctorDirectory');

  constructor(@Inject(DB) private readonly db: Database) {}

  /** A doctor that exists and is not deleted (active or not), else undefined. */
  async find(id: string, tx: Tx | Database = this.db): Promise<DoctorRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await tx
      .select()
      .from(doctors)
      .where(and(eq(doctors.id, id.toLowerCase()), eq(doctors.deleted, false)));
    return row;
  }

  @OnEvent('doctor.created', 'doctor.updated')
  async onSnapshot(d: EventPayload<'doctor.created'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(d._id, event)) return;
    const at = new Date(event.occurredAt);
    const values = {
      id: d._id.toLowerCase(),
      fullName: d.fullName,
      specialization: d.specialization,
      consultationFee: d.consultationFee,
      clinicAddress: d.clinicAddress,
      contactNumber: d.contactNumber,
      startTime: d.workingHours.startTime,
      endTime: d.workingHours.endTime,
      slotDuration: d.workingHours.slotDuration,
      isActive: d.isActive,
      eventAt: at,
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
    const at = new Date(event.occurredAt);
    await tx
      .update(doctors)
      .set({ isActive: p.isActive, eventAt: at })
      .where(and(eq(doctors.id, p.doctorId.toLowerCase()), eq(doctors.deleted, false), lte(doctors.eventAt, at)));
  }

  @OnEvent('doctor.deleted')
  async onDeleted(p: EventPayload<'doctor.deleted'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.doctorId, event)) return;
    await tx
      .update(doctors)
      .set({ deleted: true, isActive: false, eventAt: sql`greatest(${doctors.eventAt}, ${new Date(event.occurredAt)})` })
      .where(eq(doctors.id, p.doctorId.toLowerCase()));
  }

  /** Doctor ids are uuids; anything else cannot be a doctor of svc-clinic and is skipped (a retry would not help). */
  private readable(id: string, event: EventContext['event']): boolean {
    if (isUuid(id)) return true;
    this.logger.error({ msg: 'doctor event with a non-uuid doctor id; skipped', eventId: event.id, type: event.type });
    return false;
  }
}
