import { Inject, Injectable } from '@nestjs/common';
import type { WalkIn } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { dayCondition, listWalkIns } from './walk-in-view.js';

/** The walk-ins as the doctor's routes read them (adding and moving on write through their use cases). */
@Injectable()
export class WalkInQueries {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The day's walk-ins of the doctor and the unassigned ones, in queue order. */
  doctorsDay(doctorId: string, date: string): Promise<WalkIn[]> {
    return listWalkIns(this.db, dayCondition(date, doctorId));
  }
}
