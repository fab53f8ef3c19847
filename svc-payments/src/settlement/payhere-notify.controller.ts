import { Body, Controller, Inject, Logger } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { NotifyAnswer, PayhereNotifyBody } from '@vetnow/contracts/payments';
import { DomainError } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { isPreapprovalOrder } from '../payhere/payhere-protocol.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';
import { SavedCardsService } from '../saved-cards/saved-cards.service.js';
import { SettlePaymentService } from './settle-payment.service.js';

/**
 * PayHere's notify_url (public, through the gateway; form-encoded). Nothing in the body is trusted before the md5sig
 * (timing-safe) and the merchant match, then the order, amount and currency match our record. A rejected notify is a
 * 400 and changes nothing; a duplicate is a 200 and changes nothing. Rate-limited per client address.
 * An order id of ours starting `CARD-` is a card preapproval (ADR 0053): its card is saved, the customer token sealed.
 * The body is never logged (it may carry a customer token).
 */
@Controller()
export class PayHereNotifyController {
  private readonly logger = new Logger('PayHereNotify');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly settlement: SettlePaymentService,
    private readonly cards: SavedCardsService,
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
    if (isPreapprovalOrder(reading.report.orderId)) {
      const saved = await this.cards.storePreapproved(reading.report, reading.card);
      if (saved === 'unknown_order') throw new DomainError('PAYMENT_NOTIFY_REJECTED');
      return { received: true };
    }
    const outcome = await this.settlement.settle(reading.report, 'notify');
    if (outcome === 'unknown_order' || outcome === 'mismatch') throw new DomainError('PAYMENT_NOTIFY_REJECTED');
    return { received: true };
  }
}
