import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import type { AppointmentRef } from '../../appointments/appointment-store.js';
import { BOOKING_CONFIG, type BookingConfig } from '../../config/booking-config.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { changeArrival, mustBeScheduled } from './arrival-change.js';

/**
 * DELETE /desk/appointments/:id/arrival (staff): undo a check-in or a no-show — the owner is expected again. Only a
 * scheduled visit (else 409 DESK_NOT_SCHEDULED); one with nothing recorded answers unchanged.
 */
@Injectable()
export class ClearArrivalService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  clear(staff: TokenClaims, ref: AppointmentRef): Promise<DeskAppointment> {
    return changeArrival(this.db, {
      ref,
      staff,
      target: null,
      now: this.clock.now(),
      graceMinutes: this.config.noShow.graceMinutes,
      check: mustBeScheduled,
    });
  }
}
