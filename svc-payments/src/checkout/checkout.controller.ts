import { Body, Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { CheckoutData, CheckoutForm } from '@vetnow/contracts/payments';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { StartCheckoutService } from './start-checkout.service.js';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: StartCheckoutService) {}

  @Implements(API.payments.checkout)
  @RateLimit('checkout')
  start(@CurrentUser() user: TokenClaims, @Body() body: CheckoutData): Promise<CheckoutForm> {
    return this.checkout.start(user, body);
  }
}
