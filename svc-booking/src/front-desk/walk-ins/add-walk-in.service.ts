import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import type { WalkIn } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { sql } from 'drizzle-orm';
import { DoctorDirectory } from '../../directory/doctor-directory.js';
import { walkIns } from '../../database/schema.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { toWalkIn } from './walk-in-view.js';

/** The validated request (contracts walkInRequestSchema: the phone number already E.164). */
export type WalkInData = RouteBodyData<typeof API.desk.addWalkIn>;

/**
 * POST /desk/walk-ins (staff): an unbooked visitor joins today's queue (clinic time) with the next queue number,
 * 1, 2, 3 … per clinic day. The number is taken under a transaction-level advisory lock on the day, so two desks
 * adding at once get 1 and 2 (the unique index walk_ins_day_number_key is the backstop). The insert reads the day's
 * highest number in its own statement, after the lock: in READ COMMITTED its snapshot sees the walk-in that the
 * previous holder of the lock committed. `doctorId`: a doctor booking's read model knows (else 404
 * BOOKING_DOCTOR_NOT_FOUND), or null for the next free one.
 */
@Injectable()
export class AddWalkInService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly directory: DoctorDirectory,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  async add(staff: TokenClaims, data: WalkInData): Promise<WalkIn> {
    const doctor = data.doctorId === null ? null : await this.directory.find(data.doctorId);
    if (data.doctorId !== null && !doctor) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
    const now = this.clock.now();
    const date = clinicToday(now);
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`vetnow.booking.walk-ins:${date}`}, 0))`);
      const [inserted] = await tx
        .insert(walkIns)
        .values({
          clinicDate: date,
          queueNumber: sql`(SELECT coalesce(max(${walkIns.queueNumber}), 0) + 1 FROM ${walkIns} WHERE ${walkIns.clinicDate} = ${date})`,
          doctorId: doctor?.id ?? null,
          ownerName: data.ownerName,
          contactNumber: data.contactNumber,
          petName: data.petName,
          petType: data.petType,
          reason: data.reason,
          status: 'waiting',
          createdBy: staff.sub,
          arrivedAt: now,
          updatedAt: now,
        })
        .returning();
      return inserted!;
    });
    return toWalkIn(row, doctor?.fullName ?? null);
  }
}
