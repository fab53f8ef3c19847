import { Inject, Injectable } from '@nestjs/common';
import type { BookingStanding } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, count, eq, gte } from 'drizzle-orm';
import { BOOKING_CONFIG, type BookingConfig } from '../../config/booking-config.js';
import { appointments } from '../../database/schema.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { noShowWindowStart } from './no-show-window.js';

/**
 * GET /users/booking-standing (owner): their no-shows whose clinic date is within the last NO_SHOW_WINDOW_DAYS, and
 * whether booking now needs a card (NO_SHOW_CARD_REQUIRED and at least NO_SHOW_LIMIT no-shows) — the same count and
 * window the booking path applies (book-appointment.service.ts, its checks' statement).
 */
@Injectable()
export class StandingService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  async standing(userId: string): Promise<BookingStanding> {
    const { limit, windowDays, cardRequired } = this.config.noShow;
    const [row] = await this.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.userId, userId),
          eq(appointments.arrivalState, 'no-show'),
          gte(appointments.appointmentDate, noShowWindowStart(this.clock.now(), windowDays)),
        ),
      );
    const noShows = row?.n ?? 0;
    return { noShows, limit, windowDays, cardRequired: cardRequired && noShows >= limit };
  }
}
