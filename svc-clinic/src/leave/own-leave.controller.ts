import { Body, Controller, Param, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { AffectedAppointment, Leave, LeaveAffectedQuery } from '@vetnow/contracts/calendar';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { LeaveService, type LeaveInput } from './leave.service.js';

/** /doctors/dashboard/leave — the signed-in doctor's own leave. */
@Controller()
export class OwnLeaveController {
  constructor(private readonly leave: LeaveService) {}

  @Implements(API.clinic.listOwnLeave)
  list(@CurrentUser() user: TokenClaims): Promise<Leave[]> {
    return this.leave.list(user.sub);
  }

  @Implements(API.clinic.addOwnLeave)
  add(@CurrentUser() user: TokenClaims, @Body() body: LeaveInput & { reason?: string }): Promise<Leave> {
    return this.leave.add(user.sub, body);
  }

  @Implements(API.clinic.ownLeaveAffected)
  affected(@CurrentUser() user: TokenClaims, @Query() query: LeaveAffectedQuery): Promise<AffectedAppointment[]> {
    return this.leave.affected(user.sub, query);
  }

  /** Only the doctor's own leave: another doctor's id is 404. */
  @Implements(API.clinic.deleteOwnLeave)
  remove(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<void> {
    return this.leave.remove(user.sub, id);
  }
}
