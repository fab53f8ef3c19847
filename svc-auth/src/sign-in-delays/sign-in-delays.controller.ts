import { Controller, Param } from '@nestjs/common';
import { API, type RouteParamsData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { SignInDelayList } from '@vetnow/contracts/user';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { SignInDelaysService } from './sign-in-delays.service.js';

/**
 * GET /admin/sign-in-delays and DELETE /admin/sign-in-delays/:accountId: admin only (the kit's guard checks the role
 * from the contract's access). The accounts the per-account sign-in cap delays, and clearing one (ADR 0046).
 */
@Controller()
export class SignInDelaysController {
  constructor(private readonly delays: SignInDelaysService) {}

  @Implements(API.auth.listSignInDelays)
  list(): Promise<SignInDelayList> {
    return this.delays.list();
  }

  @Implements(API.auth.clearSignInDelay)
  clear(@CurrentUser() admin: TokenClaims, @Param() params: RouteParamsData<typeof API.auth.clearSignInDelay>): Promise<void> {
    return this.delays.clear(params.accountId, admin.sub);
  }
}
