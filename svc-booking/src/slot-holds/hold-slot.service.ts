import { Inject, Injectable } from '@nestjs/common';
import type { SlotHold } from '@vetnow/contracts/appointment';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { sql } from 'drizzle-orm';
import { slotTarget } from '../appointments/slot-target.js';
import { ClosedTime } from '../closed-time/closed-time.js';
import { constraintOf, retryOnDeadlock, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { slotClaims } from '../database/schema.js';
import { DoctorDirectory } from '../directory/doctor-directory.js';
import { blockingKind, liveHoldOf, releaseHolds, toSlotHold } from './held-slots.js';

export interface HoldRequest {
  doctorId: string;
  appointmentDate: string;
  timeSlot: string;
}

/** Serialises one owner's holds and bookings (released at commit); the same key the booking cap uses. */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`vetnow.booking.owner:${userId}`}, 0))`);
}

/**
 * PUT/GET/DELETE /slot-holds/mine (ADR 0021). A hold is a `slot_claims` row with `expires_at` = now +
 * SLOT_HOLD_MINUTES: the exclusion constraint refuses it over a booked slot or another owner's live hold (an expired
 * one is deleted by the trigger first). One per owner: the previous hold is deleted (slot.released) in the same
 * transaction as the new one is written (slot.held).
 */
@Injectable()
export class SlotHoldsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly doctorsDir: DoctorDirectory,
    private readonly closed: ClosedTime,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  async hold(userId: string, req: HoldRequest, now: Date = new Date()): Promise<SlotHold> {
    const doctor = await this.doctorsDir.find(req.doctorId);
    if (!doctor) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
    if (!doctor.isActive) throw new DomainError('BOOKING_DOCTOR_NOT_ACCEPTING');
    const { startsAt, endsAt } = slotTarget(doctor, req.appointmentDate, req.timeSlot, this.config.bookingHorizonDays, now);
    try {
      return await retryOnDeadlock(() => this.uow.run(async (tx) => {
        await lockOwner(tx, userId);
        await this.closed.assertOpen(tx, doctor.id, startsAt, endsAt);
        await releaseHolds(tx, this.outbox, userId);
        const [row] = await tx
          .insert(slotClaims)
          .values({
            kind: 'hold',
            doctorId: doctor.id,
            userId,
            appointmentDate: req.appointmentDate,
            timeSlot: req.timeSlot,
            startsAt,
            endsAt,
            expiresAt: sql`now() + make_interval(mins => ${this.config.slotHoldMinutes})`,
          })
          .returning();
        await this.outbox.add(tx, 'slot.held', {
          holdId: row!.id,
          doctorId: row!.doctorId,
          userId,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          expiresAt: row!.expiresAt!.toISOString(),
        });
        return toSlotHold(row!);
      }));
    } catch (err) {
      if (sqlState(err) === '23P01' && constraintOf(err) === 'slot_claims_no_overlap') {
        const kind = await blockingKind(this.db, doctor.id, startsAt, endsAt);
        throw new DomainError(kind === 'hold' ? 'BOOKING_SLOT_HELD' : 'BOOKING_SLOT_TAKEN', { cause: err });
      }
      throw err;
    }
  }

  async own(userId: string): Promise<SlotHold | null> {
    const row = await liveHoldOf(this.db, userId);
    return row ? toSlotHold(row) : null;
  }

  async release(userId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      await lockOwner(tx, userId);
      await releaseHolds(tx, this.outbox, userId);
    });
  }
}
