import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { publicHolidays } from '../../database/schema.js';
import { ClosedTimeService } from '../closed-time/closed-time.service.js';
import { readHolidayList, type ListedHoliday } from './holiday-list.js';

/**
 * On every start: inserts the listed holidays not seeded before (by `seed_key`, so a day the admin moved, renamed
 * or removed stays as the admin left it; a day the admin already added by hand is not doubled) and announces the
 * resulting closed time, in one transaction. Replicas starting together serialise on the calendar lock.
 */
@Injectable()
export class HolidaySeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('HolidaySeed');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly closedTime: ClosedTimeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(readHolidayList());
  }

  /** Answers how many holidays were inserted. */
  async seed(list: readonly ListedHoliday[]): Promise<number> {
    const { inserted, events } = await this.uow.run(async (tx) => {
      await this.closedTime.lock(tx);
      const rows =
        list.length === 0
          ? []
          : await tx
              .insert(publicHolidays)
              .values(list.map((h) => ({ date: h.date, name: h.name, status: h.status, source: 'seed', seedKey: h.seedKey })))
              .onConflictDoNothing()
              .returning({ id: publicHolidays.id });
      return { inserted: rows.length, events: await this.closedTime.reconcile(tx) };
    });
    if (inserted > 0 || events > 0) this.logger.log({ msg: `public holidays seeded: ${inserted}; closed-time events: ${events}` });
    return inserted;
  }
}
