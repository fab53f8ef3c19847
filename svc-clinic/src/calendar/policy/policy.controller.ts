import { Body, Controller, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { DayOverride, HolidayPolicy } from '@vetnow/contracts/calendar';
import { Implements } from '@vetnow/service-kit/routing';
import { PolicyService } from './policy.service.js';

/** /admin/calendar/policy and /admin/calendar/overrides — admin only. */
@Controller()
export class PolicyController {
  constructor(private readonly policy: PolicyService) {}

  @Implements(API.clinic.adminGetHolidayPolicy)
  get(): Promise<HolidayPolicy> {
    return this.policy.get();
  }

  @Implements(API.clinic.adminSetHolidayPolicy)
  set(@Body() body: { closedOnPublicHolidays: boolean }): Promise<HolidayPolicy> {
    return this.policy.setPolicy(body.closedOnPublicHolidays);
  }

  @Implements(API.clinic.adminSetDayOverride)
  setOverride(@Body() body: { date: string; open: boolean; reason?: string }): Promise<DayOverride> {
    return this.policy.setOverride(body);
  }

  @Implements(API.clinic.adminDeleteDayOverride)
  removeOverride(@Param('date') date: string): Promise<void> {
    return this.policy.removeOverride(date);
  }
}
