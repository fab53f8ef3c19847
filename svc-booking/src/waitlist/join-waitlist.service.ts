import { Inject, Injectable, Logger } from '@nestjs/common';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import { bookingHorizonMessage } from '@vetnow/contracts/booking-limits';
import { isBeyondBookingHorizon } from '@vetnow/domain/booking-limits';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { eq } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { constraintOf, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { owners, waitlistEntries } from '../database/schema.js';
import { DoctorDirectory } from '../directory/doctor-directory.js';
import { WaitlistFiller } from './fill-waitlist.service.js';

/** The validated requests (contracts joinWaitlistRequestSchema / deskJoinWaitlistRequestSchema). */
export type JoinData = RouteBodyData<typeof API.waitlist.join>;
export type DeskJoinData = RouteBodyData<typeof API.waitlist.deskJoin>;

/**
 * POST /waitlist (the owner) and POST /desk/waitlist (staff, for a caller the owners read model knows): wait for a
 * doctor's day (a doctor booking knows, else 404 BOOKING_DOCTOR_NOT_FOUND) or any doctor's (`doctorId` null), from
 * clinic tomorrow (the schema) to the booking horizon (else 400 BOOKING_DATE_BEYOND_HORIZON). One live entry per
 * owner, date and doctor-or-any (the unique index: 409 WAITLIST_ALREADY_JOINED, also for two joins at once). The date
 * is filled right after, so a slot free now is held for the owner at once (the answer then shows the offer).
 */
@Injectable()
export class JoinWaitlistService {
  private readonly logger = new Logger('Waitlist');

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly directory: DoctorDirectory,
    private readonly filler: WaitlistFiller,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  /** The owner joins; answers the entry's id. */
  join(userId: string, data: JoinData, now: Date = new Date()): Promise<string> {
    return this.add(userId, data, false, now);
  }

  /** The desk puts a caller on the list; answers the entry's id. */
  async deskJoin(data: DeskJoinData, now: Date = new Date()): Promise<string> {
    const ownerId = data.ownerId.trim();
    if (!isUuid(ownerId)) throw new DomainError('DESK_OWNER_INVALID_ID');
    const [owner] = await this.db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId.toLowerCase()));
    if (!owner) throw new DomainError('DESK_OWNER_NOT_FOUND');
    return this.add(owner.id, data, true, now);
  }

  private async add(userId: string, data: JoinData, addedByDesk: boolean, now: Date): Promise<string> {
    const doctor = data.doctorId === null ? null : await this.directory.find(data.doctorId);
    if (data.doctorId !== null && !doctor) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
    const horizon = this.config.bookingHorizonDays;
    if (isBeyondBookingHorizon(data.date, now, horizon)) {
      throw new DomainError('BOOKING_DATE_BEYOND_HORIZON', { message: bookingHorizonMessage(horizon) });
    }
    let id: string;
    try {
      const [row] = await this.db
        .insert(waitlistEntries)
        .values({ userId: userId.toLowerCase(), doctorId: doctor?.id ?? null, date: data.date, status: 'waiting', addedByDesk })
        .returning({ id: waitlistEntries.id });
      id = row!.id;
    } catch (err) {
      if (sqlState(err) === '23505' && constraintOf(err) === 'waitlist_entries_live_key') {
        throw new DomainError('WAITLIST_ALREADY_JOINED', { cause: err });
      }
      throw err;
    }
    await this.filler.fillDate(data.date).catch((err: unknown) => {
      // The entry is in; the sweep or the next change of the day offers what this fill could not.
      this.logger.error({ msg: 'waitlist fill after a join failed', date: data.date, err });
    });
    return id;
  }
}
