import { Controller, Inject } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { RefundPolicy } from '@vetnow/contracts/payments';
import { Implements } from '@vetnow/service-kit/routing';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';

/**
 * GET /payments/refund-policy (public): the cut-off this service applies (REFUND_CUTOFF_HOURS), so the owner's cancel
 * dialog tells what will happen — the operator's setting, not a constant compiled into the page.
 */
@Controller()
export class RefundPolicyController {
  constructor(@Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig) {}

  @Implements(API.payments.refundPolicy)
  policy(): RefundPolicy {
    return { cutoffHours: this.config.refundCutoffHours };
  }
}
