import { Inject, Injectable } from '@nestjs/common';
import type { DayOverride, HolidayPolicy } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CLOCK, type Clock } from '../../common/clock.js';
import { clinicSettings, dayOverrides, publicHolidays } from '../../database/schema.js';
import { CalendarChanges } from '../closed-time/calendar-changes.js';

/** The holiday policy (closed on public holidays or open) and the per-day overrides either way. */
@Injectable()
export class PolicyService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly changes: CalendarChanges,
  ) {}

  async get(): Promise<HolidayPolicy> {
    const [settings] = await this.db.select().from(clinicSettings).where(eq(clinicSettings.id, 1));
    const overrides = await this.db.select().from(dayOverrides).orderBy(asc(dayOverrides.date));
    return { closedOnPublicHolidays: settings?.closedOnPublicHolidays ?? true, overrides };
  }

  async setPolicy(closedOnPublicHolidays: boolean): Promise<HolidayPolicy> {
    await this.changes.run(async (tx) => {
      await tx
        .insert(clinicSettings)
        .values({ id: 1, closedOnPublicHolidays })
        .onConflictDoUpdate({ target: clinicSettings.id, set: { closedOnPublicHolidays } });
    });
    return this.get();
  }

  /** Only a date with a public holiday, today or later, may be overridden. */
  async setOverride(body: { date: string; open: boolean; reason?: string | undefined }): Promise<DayOverride> {
    if (body.date < clinicToday(this.clock.now())) throw new DomainError('CLINIC_CLOSURE_IN_PAST');
    const value: DayOverride = { date: body.date, open: body.open, reason: body.reason ?? null };
    await this.changes.run(async (tx) => {
      const [holiday] = await tx
        .select({ id: publicHolidays.id })
        .from(publicHolidays)
        .where(and(eq(publicHolidays.date, body.date), isNull(publicHolidays.deletedAt)))
        .limit(1);
      if (!holiday) throw new DomainError('CLINIC_OVERRIDE_NO_HOLIDAY');
      await tx
        .insert(dayOverrides)
        .values(value)
        .onConflictDoUpdate({ target: dayOverrides.date, set: { open: value.open, reason: value.reason } });
    });
    return value;
  }

  async removeOverride(date: string): Promise<void> {
    await this.changes.run(async (tx) => {
      const deleted = await tx.delete(dayOverrides).where(eq(dayOverrides.date, date)).returning({ date: dayOverrides.date });
      if (deleted.length === 0) throw new DomainError('CLINIC_OVERRIDE_NOT_FOUND');
    });
  }
}
