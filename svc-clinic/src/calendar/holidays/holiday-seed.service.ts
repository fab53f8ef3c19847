import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { publicHolidays } from '../../database/schema.js';
import { CalendarChanges } from '../closed-time/calendar-changes.js';
import { readHolidayList, type ListedHoliday } from './holiday-list.js';

/**
 * On every start: inserts the listed holidays not seeded before (by `seed_key`, so a day the admin moved, renamed
 * or removed stays as the admin left it; a day the admin already added by hand is not doubled) and announces the
 * resulting closed time, in one transaction. Replicas starting together serialise on the calendar lock.
 */
@Injectable()
export class HolidaySeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('HolidaySeed');

  constructor(private readonly changes: CalendarChanges) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(readHolidayList());
  }

  /** Answers how many holidays were inserted. */
  async seed(list: readonly ListedHoliday[]): Promise<number> {
    const [inserted, events] = await this.changes.counted(async (tx) => {
      const rows =
        list.length === 0
          ? []
          : await tx
              .insert(publicHolidays)
              .values(list.map((h) => ({ date: h.date, name: h.name, status: h.status, source: 'seed', seedKey: h.seedKey })))
              .onConflictDoNothing()
              .returning({ id: publicHolidays.id });
      return rows.length;
    });
    if (inserted > 0 || events > 0) this.logger.log({ msg: `public holidays seeded: ${inserted}; closed-time events: ${events}` });
    return inserted;
  }
}
