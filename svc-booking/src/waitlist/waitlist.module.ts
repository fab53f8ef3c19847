import { Module } from '@nestjs/common';
import { DeskEventsModule } from '../desk-events/desk-events.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { DeskWaitlistController } from './desk-waitlist.controller.js';
import { WaitlistFiller } from './fill-waitlist.service.js';
import { JoinWaitlistService } from './join-waitlist.service.js';
import { LeaveWaitlistService } from './leave-waitlist.service.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistQueries } from './waitlist-queries.js';
import { WaitlistSweeper } from './waitlist-sweeper.js';

/**
 * The waitlist (issue 39 phase B, ADR 0061): owners (or the desk for callers) wait for a doctor's day or any doctor's;
 * freed slots are held for the first waiting owner they suit (fill-waitlist.service.ts), after every change of the day
 * and on a sweep (waitlist-sweeper.ts).
 */
@Module({
  imports: [DirectoryModule, DeskEventsModule],
  controllers: [WaitlistController, DeskWaitlistController],
  providers: [WaitlistFiller, JoinWaitlistService, LeaveWaitlistService, WaitlistQueries, WaitlistSweeper],
  exports: [WaitlistFiller],
})
export class WaitlistModule {}
