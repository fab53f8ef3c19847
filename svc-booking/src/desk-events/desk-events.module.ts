import { Module } from '@nestjs/common';
import { DayStreams } from './day-streams.service.js';
import { DeskDayHub } from './desk-day-hub.js';
import { DeskEventsController } from './desk-events.controller.js';
import { DESK_EVENTS_CONFIG, loadDeskEventsConfig } from './desk-events.config.js';

/** The live streams of the front desk's day sheet and the doctor's day (issue 39): server-sent events. */
@Module({
  controllers: [DeskEventsController],
  providers: [DeskDayHub, DayStreams, { provide: DESK_EVENTS_CONFIG, useFactory: () => loadDeskEventsConfig() }],
  exports: [DeskDayHub],
})
export class DeskEventsModule {}
