import { Body, Controller, Inject, Logger } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { NotifyAnswer, PayhereNotifyBody } from '@vetnow/contracts/payments';
import { DomainError } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';
import { SettlePaymentService } from './settle-payment.service.js';

/**
 * PayHere's notify_url (public, through the gateway; form-encoded). Nothing in the body is trusted before the md5sig
 * (timing-safe) and the merchant match, then the order, amount and currency match our record. A rejected notify is a
 * 400 and changes nothing; a duplicate is a 200 and changes nothing. Rate-limited per client address.
 */
@Controller()
export class PayHereNotifyController {
  private readonly logger = new Logger('PayHereNotify');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly settlement: SettlePaymentService,
  ) {}

  @Implements(API.payments.payhereNotify)
  @RateLimit('paymentNotify')
  async notify(@Body() body: PayhereNotifyBody): Promise<NotifyAnswer> {
    if (!this.provider) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
    const reading = this.provider.readNotify(body);
    if (!reading.ok) {
      this.logger.warn({ msg: 'payment notify rejected', reason: reading.reason });
      throw new DomainError('PAYMENT_NOTIFY_REJECTED');
    }
    const outcome = await this.settlement.settle(reading.report, 'notify');
    if (outcome === 'unknown_order' || outcome === 'mismatch') throw new DomainError('PAYMENT_NOTIFY_REJECTED');
    return { received: true };
  }
}
