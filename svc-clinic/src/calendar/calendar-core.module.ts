import { Module } from '@nestjs/common';
import { AffectedVisits } from './affected/affected-visits.js';
import { CalendarEvents } from './calendar-events.js';
import { BlockedTimeStore } from './closed-time/blocked-time.store.js';
import { ClosedTimeService } from './closed-time/closed-time.service.js';

/** What the calendar's use cases and the slot grid share: closed time (computed, announced, read), affected visits. */
@Module({
  providers: [CalendarEvents, ClosedTimeService, BlockedTimeStore, AffectedVisits],
  exports: [CalendarEvents, ClosedTimeService, BlockedTimeStore, AffectedVisits],
})
export class CalendarCoreModule {}
