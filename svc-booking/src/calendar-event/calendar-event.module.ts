import { Module } from '@nestjs/common';
import { CalendarEventController } from './calendar-event.controller.js';
import { CalendarEventService } from './calendar-event.service.js';

/** An appointment as an iCalendar event (issue 12, add to calendar). */
@Module({ controllers: [CalendarEventController], providers: [CalendarEventService] })
export class CalendarEventModule {}
