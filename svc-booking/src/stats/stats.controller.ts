import { Controller, Get, Inject } from '@nestjs/common';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { Roles } from '@vetnow/service-kit/auth';
import { DB, type Database } from '@vetnow/service-kit/database';
import { ne, sql } from 'drizzle-orm';
import { appointments } from '../database/schema.js';

/**
 * Booking's half of the admin stats; the gateway composes it with svc-clinic's into GET /api/admin/dashboard/stats.
 *
 * The spec says only "Total Appointments" and "Today". A cancelled appointment is not a visit the clinic
 * has or had (its slot was freed and may be booked again), so both count NON-cancelled appointments:
 * `totalAppointments` = scheduled + completed, `todayAppointments` = those whose date is today in clinic
 * time (Asia/Colombo).
 */
@Controller('internal/stats')
export class StatsController {
  constructor(@Inject(DB) private readonly db: Database) {}

  @Get()
  @Roles('admin')
  async stats(): Promise<{ totalAppointments: number; todayAppointments: number }> {
    const today = clinicToday();
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) filter (where ${appointments.appointmentDate} = ${today}))::int`,
      })
      .from(appointments)
      .where(ne(appointments.status, 'cancelled'));
    return { totalAppointments: row?.total ?? 0, todayAppointments: row?.today ?? 0 };
  }
}
