import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { walkIns } from '../../database/schema.js';
import { DESK_CLOCK, type DeskClock } from '../desk-clock.js';
import { walkInOrThrow } from './walk-in-view.js';

/**
 * A walk-in moves on: waiting, with the doctor, done, or left (any status may follow any other, so a mistake is
 * undone the same way). The desk (PUT /desk/walk-ins/:id/status) may move any walk-in. A doctor
 * (PUT /doctors/dashboard/walk-ins/:id/status) only their own or an unassigned one — anyone else's answers 404
 * WALK_IN_NOT_FOUND like a missing one; taking an unassigned one (with-doctor) makes it theirs. The row is locked
 * first, so of two doctors taking the same walk-in at once the second finds it no longer unassigned (404). Setting
 * the status it already has answers it unchanged.
 */
@Injectable()
export class WalkInStatusService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(DESK_CLOCK) private readonly clock: DeskClock,
  ) {}

  byDesk(id: string, status: WalkInStatus): Promise<WalkIn> {
    return this.change(eq(walkIns.id, id), status, undefined);
  }

  byDoctor(doctor: TokenClaims, id: string, status: WalkInStatus): Promise<WalkIn> {
    const mine = or(eq(walkIns.doctorId, doctor.sub.toLowerCase()), isNull(walkIns.doctorId));
    return this.change(and(eq(walkIns.id, id), mine)!, status, doctor.sub.toLowerCase());
  }

  /** `takenBy`: the doctor who becomes the walk-in's doctor when they take an unassigned one. */
  private async change(scope: SQL, status: WalkInStatus, takenBy: string | undefined): Promise<WalkIn> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(walkIns).where(scope).for('update');
      if (!row) throw new DomainError('WALK_IN_NOT_FOUND');
      const doctorId = row.doctorId ?? (takenBy !== undefined && status === 'with-doctor' ? takenBy : null);
      if (row.status !== status || row.doctorId !== doctorId) {
        await tx.update(walkIns).set({ status, doctorId, updatedAt: this.clock.now() }).where(eq(walkIns.id, row.id));
      }
      return walkInOrThrow(tx, row.id);
    });
  }
}
