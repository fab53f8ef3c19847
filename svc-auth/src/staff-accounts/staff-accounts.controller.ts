import { Body, Controller, Param } from '@nestjs/common';
import { API, type RouteBodyData, type RouteParamsData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { CreateStaffService, type CreateStaffData } from './create-staff.service.js';
import { StaffStatusService } from './staff-status.service.js';

/**
 * GET and POST /admin/staff, PUT /admin/staff/:id/status: admin only (the kit's guard checks the role from the
 * contract's access). The front-desk accounts (issue 39).
 */
@Controller()
export class StaffAccountsController {
  constructor(
    private readonly creation: CreateStaffService,
    private readonly status: StaffStatusService,
  ) {}

  @Implements(API.auth.listStaff)
  list(): Promise<StaffMember[]> {
    return this.status.list();
  }

  @Implements(API.auth.createStaff)
  create(@CurrentUser() admin: TokenClaims, @Body() body: CreateStaffData): Promise<StaffMember> {
    return this.creation.create(body, admin.sub);
  }

  @Implements(API.auth.setStaffStatus)
  setStatus(
    @CurrentUser() admin: TokenClaims,
    @Param() params: RouteParamsData<typeof API.auth.setStaffStatus>,
    @Body() body: RouteBodyData<typeof API.auth.setStaffStatus>,
  ): Promise<StaffMember> {
    return this.status.setStatus(params.id, body.isActive, admin.sub);
  }
}
