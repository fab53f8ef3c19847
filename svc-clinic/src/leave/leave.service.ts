import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LEAVE_REASON, type AffectedAppointment, type Leave } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { AffectedVisits } from '../calendar/affected/affected-visits.js';
import { CalendarEvents } from '../calendar/calendar-events.js';
import { clinicWindow, hhmm } from '../calendar/time-window.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { doctorIdSchema } from '../common/doctor-id.js';
import { doctorLeave, doctors, type LeaveRow } from '../database/schema.js';

export interface LeaveInput {
  readonly fromDate: string;
  readonly toDate: string;
  readonly startTime?: string | undefined;
  readonly endTime?: string | undefined;
}

/**
 * A doctor's leave (the doctor's own, or any doctor's by the admin): whole days or part of one day, never in the
 * past, never over the doctor's other leave (409). Adding and removing publish doctor.leave-added / -removed in the
 * same transaction.
 */
@Injectable()
export class LeaveService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly events: CalendarEvents,
    private readonly affectedVisits: AffectedVisits,
  ) {}

  /** The doctor's leave not over yet, by start. */
  async list(rawDoctorId: string): Promise<Leave[]> {
    const doctorId = await this.existingDoctor(this.db, rawDoctorId);
    const rows = await this.db
      .select()
      .from(doctorLeave)
      .where(and(eq(doctorLeave.doctorId, doctorId), gt(doctorLeave.endsAt, this.clock.now())))
      .orderBy(asc(doctorLeave.startsAt));
    return rows.map(toLeave);
  }

  async add(rawDoctorId: string, body: LeaveInput & { reason?: string | undefined }): Promise<Leave> {
    const window = this.futureWindow(body);
    const row = await this.uow.run(async (tx) => {
      const doctorId = await this.existingDoctor(tx, rawDoctorId, true);
      const [overlap] = await tx
        .select({ id: doctorLeave.id })
        .from(doctorLeave)
        .where(and(eq(doctorLeave.doctorId, doctorId), lt(doctorLeave.startsAt, window.endsAt), gt(doctorLeave.endsAt, window.startsAt)))
        .limit(1);
      if (overlap) throw new DomainError('DOCTOR_LEAVE_OVERLAPS');
      const [inserted] = await tx
        .insert(doctorLeave)
        .values({
          doctorId,
          fromDate: body.fromDate,
          toDate: body.toDate,
          startTime: body.startTime ?? null,
          endTime: body.endTime ?? null,
          ...window,
          reason: body.reason ?? null,
        })
        .returning();
      await this.events.add(tx, 'doctor.leave-added', {
        leaveId: inserted!.id,
        doctorId,
        startsAt: window.startsAt.toISOString(),
        endsAt: window.endsAt.toISOString(),
        reason: body.reason ?? DEFAULT_LEAVE_REASON,
      });
      return inserted!;
    });
    return toLeave(row);
  }

  async remove(rawDoctorId: string, leaveId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const doctorId = await this.existingDoctor(tx, rawDoctorId, true);
      const deleted = await tx
        .delete(doctorLeave)
        .where(and(eq(doctorLeave.id, leaveId), eq(doctorLeave.doctorId, doctorId)))
        .returning({ id: doctorLeave.id });
      if (deleted.length === 0) throw new DomainError('DOCTOR_LEAVE_NOT_FOUND');
      await this.events.add(tx, 'doctor.leave-removed', { leaveId, doctorId });
    });
  }

  /**
   * Part of removing a doctor, in the caller's transaction: deletes all their leave and announces
   * doctor.leave-removed for each leave not over yet (what the read models still block). Leave already over is
   * deleted silently — nothing downstream blocks past time. Returns the removed ids, announced first.
   */
  async removeAllOf(tx: Tx, doctorId: string): Promise<string[]> {
    const deleted = await tx
      .delete(doctorLeave)
      .where(eq(doctorLeave.doctorId, doctorId))
      .returning({ id: doctorLeave.id, startsAt: doctorLeave.startsAt, endsAt: doctorLeave.endsAt });
    const now = this.clock.now().getTime();
    const current = deleted.filter((l) => l.endsAt.getTime() > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (const { id } of current) await this.events.add(tx, 'doctor.leave-removed', { leaveId: id, doctorId });
    return current.map((l) => l.id);
  }

  async affected(rawDoctorId: string, query: LeaveInput): Promise<AffectedAppointment[]> {
    const doctorId = await this.existingDoctor(this.db, rawDoctorId);
    return this.affectedVisits.find(clinicWindow(query.fromDate, query.toDate, query.startTime, query.endTime), doctorId);
  }

  /** The doctor's id when the doctor exists (active or not); with `lock`, their row is locked (leave of one doctor is serialised). */
  private async existingDoctor(db: Database | Tx, raw: string, lock = false): Promise<string> {
    const parsed = doctorIdSchema.safeParse(raw);
    if (!parsed.success) throw new DomainError('DOCTOR_NOT_FOUND');
    const query = db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, parsed.data)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
    return row.id;
  }

  private futureWindow(body: LeaveInput) {
    const now = this.clock.now();
    const window = clinicWindow(body.fromDate, body.toDate, body.startTime, body.endTime);
    if (body.fromDate < clinicToday(now) || window.endsAt.getTime() <= now.getTime()) throw new DomainError('DOCTOR_LEAVE_IN_PAST');
    return window;
  }
}

function toLeave(row: LeaveRow): Leave {
  return {
    id: row.id,
    doctorId: row.doctorId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
