import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CareKind, CareSchedule, CareScheduleStage, PetSpecies } from '@vetnow/contracts/pet-care';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { careSchedules, type CareScheduleRow } from '../database/schema.js';
import { readCareScheduleFile } from './care-schedule-file.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';

export interface CareScheduleChange {
  name?: string | undefined;
  firstDoseAgeWeeks?: number | undefined;
  stages?: CareScheduleStage[] | undefined;
  notes?: string | undefined;
  active?: boolean | undefined;
}

/**
 * The care schedules next-due dates are suggested from (issue 38): data, shipped in
 * svc-booking/care-schedules/lk-care-schedules.json and edited by the admin. At every start the file is seeded:
 * missing ids are inserted, rows the admin never edited (`edited_at` null) take the file's text, edited rows are
 * never overwritten. One statement per schedule, so replicas may seed at the same time.
 */
@Injectable()
export class CareSchedulesService {
  private readonly logger = new Logger('CareSchedules');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PET_CLOCK) private readonly clock: PetClock,
  ) {}

  /** Seeds the shipped schedules; answers how many rows were inserted or refreshed. */
  async seed(file?: string): Promise<number> {
    const shipped = await readCareScheduleFile(file);
    let changed = 0;
    for (const s of shipped) {
      const values = { species: s.species, kind: s.kind, name: s.name, firstDoseAgeWeeks: s.firstDoseAgeWeeks, stages: s.stages, notes: s.notes };
      const rows = await this.db
        .insert(careSchedules)
        .values({ id: s.id, ...values, active: true })
        .onConflictDoUpdate({
          target: careSchedules.id,
          set: { ...values, updatedAt: sql`now()` },
          // Only rows the admin never edited, and only when the file says something else (no churn at each start).
          setWhere: sql`${isNull(careSchedules.editedAt)} AND (${careSchedules.species}, ${careSchedules.kind}, ${careSchedules.name}, ${careSchedules.firstDoseAgeWeeks}, ${careSchedules.stages}, ${careSchedules.notes}) IS DISTINCT FROM (excluded.species, excluded.kind, excluded.name, excluded.first_dose_age_weeks, excluded.stages, excluded.notes)`,
        })
        .returning({ id: careSchedules.id });
      changed += rows.length;
    }
    if (changed > 0) this.logger.log({ msg: `care schedules seeded: ${changed} inserted or refreshed from the file` });
    return changed;
  }

  /** Every schedule, switched off ones too (the admin switches them back on), by species, kind and name. */
  async list(): Promise<CareSchedule[]> {
    const rows = await this.db.select().from(careSchedules).orderBy(asc(careSchedules.species), asc(careSchedules.kind), asc(careSchedules.name));
    return rows.map(toCareSchedule);
  }

  /** The admin's change; from now on the seed leaves this schedule as the admin set it. Unknown id → 404. */
  async update(id: string, change: CareScheduleChange): Promise<CareSchedule> {
    const now = this.clock.now();
    const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as CareScheduleChange;
    const [row] = await this.db
      .update(careSchedules)
      .set({ ...set, editedAt: now, updatedAt: now })
      .where(eq(careSchedules.id, id))
      .returning();
    if (!row) throw new DomainError('CARE_SCHEDULE_NOT_FOUND');
    return toCareSchedule(row);
  }
}

export function toCareSchedule(r: CareScheduleRow): CareSchedule {
  return {
    id: r.id,
    species: r.species as PetSpecies,
    kind: r.kind as CareKind,
    name: r.name,
    firstDoseAgeWeeks: r.firstDoseAgeWeeks,
    stages: r.stages,
    notes: r.notes,
    active: r.active,
    updatedAt: r.updatedAt.toISOString(),
  };
}
