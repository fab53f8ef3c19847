import { Controller, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { Calendar, CalendarQuery } from '@vetnow/contracts/calendar';
import { Implements } from '@vetnow/service-kit/routing';
import { CalendarService } from './calendar.service.js';

/** GET /clinic/calendar — public. */
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Implements(API.clinic.getCalendar)
  get(@Query() query: CalendarQuery): Promise<Calendar> {
    return this.calendar.get(query);
  }
}
