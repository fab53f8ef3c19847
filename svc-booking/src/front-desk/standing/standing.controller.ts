import { Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { BookingStanding } from '@vetnow/contracts/front-desk';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { StandingService } from './standing.service.js';

/** The owner's own no-show standing (the payment screen tells them why a card is needed). */
@Controller()
export class StandingController {
  constructor(private readonly standings: StandingService) {}

  @Implements(API.desk.standing)
  standing(@CurrentUser() owner: TokenClaims): Promise<BookingStanding> {
    return this.standings.standing(owner.sub);
  }
}
