import { Module } from '@nestjs/common';
import { CalendarCoreModule } from './calendar-core.module.js';
import { CalendarChanges } from './closed-time/calendar-changes.js';
import { ClosuresController } from './closures/closures.controller.js';
import { ClosuresService } from './closures/closures.service.js';
import { HolidaySeedService } from './holidays/holiday-seed.service.js';
import { HolidaysController } from './holidays/holidays.controller.js';
import { HolidaysService } from './holidays/holidays.service.js';
import { PolicyController } from './policy/policy.controller.js';
import { PolicyService } from './policy/policy.service.js';
import { CalendarController } from './public-calendar/calendar.controller.js';
import { CalendarService } from './public-calendar/calendar.service.js';

/** The clinic calendar (ADR 0020): public holidays (seeded on start), policy and overrides, closures, the public view. */
@Module({
  imports: [CalendarCoreModule],
  controllers: [CalendarController, HolidaysController, PolicyController, ClosuresController],
  providers: [CalendarChanges, CalendarService, HolidaysService, HolidaySeedService, PolicyService, ClosuresService],
})
export class CalendarModule {}
