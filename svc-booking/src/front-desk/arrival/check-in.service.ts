import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import type { AppointmentRef } from '../../appointments/appointment-store.js';
import { BOOKING_CONFIG, type BookingConfig } from '../../config/booking-config.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { changeArrival, mustBeScheduled } from './arrival-change.js';

/**
 * POST /desk/appointments/:id/check-in (staff): the owner arrived. Only a scheduled visit (else 409
 * DESK_NOT_SCHEDULED) of today in clinic time (else 409 DESK_NOT_TODAY). Checking in again answers the same, unchanged;
 * a visit marked a no-show that turns up late after all is checked in (the no-show is replaced).
 */
@Injectable()
export class CheckInService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  checkIn(staff: TokenClaims, ref: AppointmentRef): Promise<DeskAppointment> {
    const now = this.clock.now();
    const today = clinicToday(now);
    return changeArrival(this.db, {
      ref,
      staff,
      target: 'arrived',
      now,
      graceMinutes: this.config.noShow.graceMinutes,
      check: (row) => {
        mustBeScheduled(row);
        if (row.appointmentDate !== today) throw new DomainError('DESK_NOT_TODAY');
      },
    });
  }
}
