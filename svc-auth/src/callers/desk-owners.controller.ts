import { Body, Controller, Param, Query } from '@nestjs/common';
import { API, type RouteParamsData, type RouteQueryData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { CallerOwner, ClaimLinkSent } from '@vetnow/contracts/callers';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { DeskCallersService, type CreateCallerData } from './desk-callers.service.js';

/**
 * GET and POST /desk/owners, POST /desk/owners/:id/claim-link: front-desk staff only (the kit's guard checks the role
 * from the contract's access). Booking for a caller (issue 39 phase B).
 */
@Controller()
export class DeskOwnersController {
  constructor(private readonly callers: DeskCallersService) {}

  @Implements(API.desk.findOwners)
  find(@Query() query: RouteQueryData<typeof API.desk.findOwners>): Promise<CallerOwner[]> {
    return this.callers.search(query.q);
  }

  @Implements(API.desk.createCaller)
  create(@CurrentUser() staff: TokenClaims, @Body() body: CreateCallerData): Promise<ClaimLinkSent> {
    return this.callers.create(body, staff.sub);
  }

  @Implements(API.desk.resendClaimLink)
  resend(
    @CurrentUser() staff: TokenClaims,
    @Param() params: RouteParamsData<typeof API.desk.resendClaimLink>,
  ): Promise<ClaimLinkSent> {
    return this.callers.resend(params.id, staff.sub);
  }
}
