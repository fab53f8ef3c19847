import { Inject, Injectable } from '@nestjs/common';
import type { HolidayCreateRequest, PublicHoliday } from '@vetnow/contracts/calendar';
import { clinicYearMonth } from '@vetnow/domain/clinic-time';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, asc, between, eq, isNull, ne, sql } from 'drizzle-orm';
import { CLOCK, type Clock } from '../../common/clock.js';
import { isUniqueViolation } from '../../common/unique-violation.js';
import { clinicSettings, dayOverrides, publicHolidays, type PublicHolidayRow } from '../../database/schema.js';
import { CalendarChanges } from '../closed-time/calendar-changes.js';

export interface HolidayChange {
  readonly date?: string | undefined;
  readonly name?: string | undefined;
  readonly confirmed?: true | undefined;
}

/** The admin's public holidays: list a year, add, rename/move/confirm, remove (a tombstone the seed respects). */
@Injectable()
export class HolidaysService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly changes: CalendarChanges,
  ) {}

  async list(year: number = clinicYearMonth(this.clock.now()).year): Promise<PublicHoliday[]> {
    const rows = await this.db
      .select()
      .from(publicHolidays)
      .where(and(isNull(publicHolidays.deletedAt), between(publicHolidays.date, `${year}-01-01`, `${year}-12-31`)))
      .orderBy(asc(publicHolidays.date), asc(publicHolidays.name));
    return this.present(this.db, rows);
  }

  add(body: HolidayCreateRequest & { date: string; name: string }): Promise<PublicHoliday> {
    return this.write(async (tx) => {
      await this.refuseDuplicate(tx, body.date, body.name);
      const [row] = await tx
        .insert(publicHolidays)
        .values({ date: body.date, name: body.name, status: 'confirmed', source: 'admin' })
        .returning();
      return row!;
    });
  }

  update(id: string, change: HolidayChange): Promise<PublicHoliday> {
    return this.write(async (tx) => {
      const row = await this.findActive(tx, id);
      const date = change.date ?? row.date;
      const name = change.name ?? row.name;
      if (date !== row.date || name.toLowerCase() !== row.name.toLowerCase()) await this.refuseDuplicate(tx, date, name, id);
      const [updated] = await tx
        .update(publicHolidays)
        .set({
          date,
          name,
          originalDate: date !== row.date ? (row.originalDate ?? row.date) : row.originalDate,
          status: change.confirmed && row.status === 'provisional' ? 'confirmed' : row.status,
          updatedAt: sql`now()`,
        })
        .where(eq(publicHolidays.id, id))
        .returning();
      return updated!;
    });
  }

  async remove(id: string): Promise<void> {
    await this.changes.run(async (tx) => {
      await this.findActive(tx, id);
      await tx.update(publicHolidays).set({ deletedAt: this.clock.now(), updatedAt: sql`now()` }).where(eq(publicHolidays.id, id));
    });
  }

  /** Runs a calendar change and answers the holiday as it now is (the reconciliation touches neither policy nor overrides). */
  private async write(change: (tx: Tx) => Promise<PublicHolidayRow>): Promise<PublicHoliday> {
    try {
      return await this.changes.run(async (tx) => {
        const [presented] = await this.present(tx, [await change(tx)]);
        return presented!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('CLINIC_HOLIDAY_DUPLICATE');
      throw err;
    }
  }

  private async findActive(tx: Tx, id: string): Promise<PublicHolidayRow> {
    const [row] = await tx
      .select()
      .from(publicHolidays)
      .where(and(eq(publicHolidays.id, id), isNull(publicHolidays.deletedAt)));
    if (!row) throw new DomainError('CLINIC_HOLIDAY_NOT_FOUND');
    return row;
  }

  private async refuseDuplicate(tx: Tx, date: string, name: string, exceptId?: string): Promise<void> {
    const conditions = [
      eq(publicHolidays.date, date),
      sql`lower(${publicHolidays.name}) = lower(${name})`,
      isNull(publicHolidays.deletedAt),
    ];
    if (exceptId) conditions.push(ne(publicHolidays.id, exceptId));
    const [dup] = await tx.select({ id: publicHolidays.id }).from(publicHolidays).where(and(...conditions)).limit(1);
    if (dup) throw new DomainError('CLINIC_HOLIDAY_DUPLICATE');
  }

  /** Rows as the API shows them, with whether the clinic closes that day (policy and override applied). */
  private async present(db: Database | Tx, rows: PublicHolidayRow[]): Promise<PublicHoliday[]> {
    if (rows.length === 0) return [];
    const [settings] = await db.select().from(clinicSettings).where(eq(clinicSettings.id, 1));
    const overrides = new Map((await db.select().from(dayOverrides)).map((o) => [o.date, o.open]));
    const policyClosed = settings?.closedOnPublicHolidays ?? true;
    return rows.map((r) => ({
      id: r.id,
      date: r.date,
      name: r.name,
      status: r.status as PublicHoliday['status'],
      source: r.source as PublicHoliday['source'],
      originalDate: r.originalDate,
      closed: overrides.has(r.date) ? !overrides.get(r.date) : policyClosed,
    }));
  }
}
