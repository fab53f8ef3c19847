import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module.js';
import { ArrivalController } from './arrival/arrival.controller.js';
import { CheckInService } from './arrival/check-in.service.js';
import { ClearArrivalService } from './arrival/clear-arrival.service.js';
import { MarkNoShowService } from './arrival/mark-no-show.service.js';
import { CallersModule } from './callers/callers.module.js';
import { DaySheetController } from './day-sheet/day-sheet.controller.js';
import { DaySheetService } from './day-sheet/day-sheet.service.js';
import { DESK_CLOCK, systemDeskClock } from './desk-clock.js';
import { StandingController } from './standing/standing.controller.js';
import { StandingService } from './standing/standing.service.js';
import { AddWalkInService } from './walk-ins/add-walk-in.service.js';
import { WalkInQueries } from './walk-ins/walk-in-queries.js';
import { WalkInStatusService } from './walk-ins/walk-in-status.service.js';
import { WalkInsController } from './walk-ins/walk-ins.controller.js';

/**
 * The clinic's front desk (issue 39, ADR 0060): the day sheet, check-in and no-shows (staff), walk-ins (staff; the
 * doctor's queue), the owner's no-show standing, and booking for a caller (phase B, callers/). The live streams of
 * the day are the desk-events module's.
 */
@Module({
  imports: [DirectoryModule, CallersModule],
  controllers: [DaySheetController, ArrivalController, WalkInsController, StandingController],
  providers: [
    { provide: DESK_CLOCK, useFactory: systemDeskClock },
    DaySheetService,
    CheckInService,
    MarkNoShowService,
    ClearArrivalService,
    AddWalkInService,
    WalkInStatusService,
    WalkInQueries,
    StandingService,
  ],
  exports: [DESK_CLOCK],
})
export class FrontDeskModule {}
