import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import type { AppointmentRef } from '../../appointments/appointment-store.js';
import { BOOKING_CONFIG, type BookingConfig } from '../../config/booking-config.js';
import { noShowFrom } from '../desk-appointment-view.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { changeArrival, mustBeScheduled } from './arrival-change.js';

/**
 * POST /desk/appointments/:id/no-show (staff): the owner did not come. Only a scheduled visit (else 409
 * DESK_NOT_SCHEDULED), from its start plus NO_SHOW_GRACE_MINUTES on (else 409 DESK_NO_SHOW_TOO_EARLY) — on any
 * earlier day too. A no-show after a check-in replaces it; marking it again answers the same, unchanged. No-shows
 * count towards the owner's standing (NO_SHOW_LIMIT in NO_SHOW_WINDOW_DAYS).
 */
@Injectable()
export class MarkNoShowService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  markNoShow(staff: TokenClaims, ref: AppointmentRef): Promise<DeskAppointment> {
    const now = this.clock.now();
    const graceMinutes = this.config.noShow.graceMinutes;
    return changeArrival(this.db, {
      ref,
      staff,
      target: 'no-show',
      now,
      graceMinutes,
      check: (row) => {
        mustBeScheduled(row);
        if (now < noShowFrom(row.startsAt, graceMinutes)) throw new DomainError('DESK_NO_SHOW_TOO_EARLY');
      },
    });
  }
}
