import { Inject, Injectable } from '@nestjs/common';
import type { AffectedAppointment } from '@vetnow/contracts/calendar';
import { clinicDateOf, clinicMinutesOf, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import { CLOCK, type Clock } from '../../common/clock.js';
import { doctors, occupancy } from '../../database/schema.js';
import type { Window } from '../time-window.js';

/**
 * The booked visits (occupancy read model) a closure or leave over `window` would hit: not cancelled, not over
 * yet, overlapping the window; one doctor's or everyone's. By start time.
 */
@Injectable()
export class AffectedVisits {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async find(window: Window, doctorId?: string): Promise<AffectedAppointment[]> {
    const conditions: SQL[] = [
      isNull(occupancy.cancelledAt),
      lt(occupancy.startsAt, window.endsAt),
      gt(occupancy.endsAt, window.startsAt),
      gt(occupancy.endsAt, this.clock.now()),
    ];
    if (doctorId) conditions.push(eq(occupancy.doctorId, doctorId));
    const rows = await this.db
      .select({ o: occupancy, doctorName: doctors.fullName })
      .from(occupancy)
      .innerJoin(doctors, eq(doctors.id, occupancy.doctorId))
      .where(and(...conditions))
      .orderBy(asc(occupancy.startsAt), asc(doctors.fullName));
    return rows.map(({ o, doctorName }) => ({
      appointmentId: o.appointmentId,
      reference: o.reference,
      doctorId: o.doctorId,
      doctorName,
      appointmentDate: o.appointmentDate ?? clinicDateOf(o.startsAt),
      timeSlot: o.timeSlot ?? formatSlotLabel(clinicMinutesOf(o.startsAt)),
      petName: o.petName,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
    }));
  }
}
