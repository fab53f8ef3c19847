import { Body, Controller, Param, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { AffectedAppointment, Leave, LeaveAffectedQuery } from '@vetnow/contracts/calendar';
import { Implements } from '@vetnow/service-kit/routing';
import { LeaveService, type LeaveInput } from './leave.service.js';

/** /admin/doctors/:id/leave — the admin manages any doctor's leave (an unknown doctor is 404). */
@Controller()
export class AdminLeaveController {
  constructor(private readonly leave: LeaveService) {}

  @Implements(API.clinic.adminListLeave)
  list(@Param('id') doctorId: string): Promise<Leave[]> {
    return this.leave.list(doctorId);
  }

  @Implements(API.clinic.adminAddLeave)
  add(@Param('id') doctorId: string, @Body() body: LeaveInput & { reason?: string }): Promise<Leave> {
    return this.leave.add(doctorId, body);
  }

  @Implements(API.clinic.adminLeaveAffected)
  affected(@Param('id') doctorId: string, @Query() query: LeaveAffectedQuery): Promise<AffectedAppointment[]> {
    return this.leave.affected(doctorId, query);
  }

  @Implements(API.clinic.adminDeleteLeave)
  remove(@Param('id') doctorId: string, @Param('leaveId') leaveId: string): Promise<void> {
    return this.leave.remove(doctorId, leaveId);
  }
}
