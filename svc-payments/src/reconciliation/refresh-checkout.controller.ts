import { Body, Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { RefreshCheckoutAnswer } from '@vetnow/contracts/payments';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { ReconcilePaymentService } from './reconcile-payment.service.js';

@Controller()
export class RefreshCheckoutController {
  constructor(private readonly reconcile: ReconcilePaymentService) {}

  @Implements(API.payments.refreshCheckout)
  @RateLimit('checkout')
  async refresh(@CurrentUser() user: TokenClaims, @Body() body: { appointmentId: string }): Promise<RefreshCheckoutAnswer> {
    return { status: await this.reconcile.refresh(user.sub, body.appointmentId) };
  }
}
