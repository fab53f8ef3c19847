import { Body, Controller, Param, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { HolidaysQuery, PublicHoliday } from '@vetnow/contracts/calendar';
import { Implements } from '@vetnow/service-kit/routing';
import { HolidaysService, type HolidayChange } from './holidays.service.js';

/** /admin/calendar/holidays — admin only. */
@Controller()
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  @Implements(API.clinic.adminListHolidays)
  list(@Query() query: HolidaysQuery): Promise<PublicHoliday[]> {
    return this.holidays.list(query.year);
  }

  @Implements(API.clinic.adminAddHoliday)
  add(@Body() body: { date: string; name: string }): Promise<PublicHoliday> {
    return this.holidays.add(body);
  }

  @Implements(API.clinic.adminUpdateHoliday)
  update(@Param('id') id: string, @Body() body: HolidayChange): Promise<PublicHoliday> {
    return this.holidays.update(id, body);
  }

  @Implements(API.clinic.adminDeleteHoliday)
  remove(@Param('id') id: string): Promise<void> {
    return this.holidays.remove(id);
  }
}
