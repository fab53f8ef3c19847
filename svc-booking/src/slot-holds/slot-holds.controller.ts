import { Body, Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { OwnSlotHoldResponse, SlotHoldResponse } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { SlotHoldsService, type HoldRequest } from './hold-slot.service.js';

/** The owner's slot hold while they finish the booking wizard (issue 11). */
@Controller()
export class SlotHoldsController {
  constructor(private readonly holds: SlotHoldsService) {}

  @Implements(API.booking.holdSlot)
  async hold(@CurrentUser() user: TokenClaims, @Body() body: HoldRequest): Promise<SlotHoldResponse> {
    return { hold: await this.holds.hold(user.sub, body) };
  }

  @Implements(API.booking.ownSlotHold)
  async own(@CurrentUser() user: TokenClaims): Promise<OwnSlotHoldResponse> {
    return { hold: await this.holds.own(user.sub) };
  }

  @Implements(API.booking.releaseSlot)
  async release(@CurrentUser() user: TokenClaims): Promise<void> {
    await this.holds.release(user.sub);
  }
}
