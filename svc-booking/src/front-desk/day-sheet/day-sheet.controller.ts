import { Controller, Query } from '@nestjs/common';
import { API, type RouteQueryData } from '@vetnow/contracts/api';
import type { DaySheet } from '@vetnow/contracts/front-desk';
import { Implements } from '@vetnow/service-kit/routing';
import { DaySheetService } from './day-sheet.service.js';

/** The desk's day sheet (staff only). Its live stream, GET /desk/day-sheet/events, is the desk-events module's. */
@Controller()
export class DaySheetController {
  constructor(private readonly sheets: DaySheetService) {}

  @Implements(API.desk.daySheet)
  daySheet(@Query() query: RouteQueryData<typeof API.desk.daySheet>): Promise<DaySheet> {
    return this.sheets.daySheet(query);
  }
}
