import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CURRENCY } from '@vetnow/contracts/constants';
import type { CardPreapprovalData, CheckoutForm } from '@vetnow/contracts/payments';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { cardPreapprovals } from '../database/schema.js';
import { PREAPPROVAL_ORDER_PREFIX } from '../payhere/payhere-protocol.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { customerOf, PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';

/** Where the owner comes back to: the profile's Payment Methods tab (mf-owner's /profile, `?tab=`). */
export const PROFILE_CARDS_PATH = '/profile?tab=payment-methods';

/**
 * Starts saving a card on PayHere's Preapproval page (ADR 0053): a preapproval of our own (`CARD-` + 8 hex digits,
 * the owner's) and the signed form, with no amount — the owner's browser POSTs it and enters the card on PayHere's
 * page, never on VetNow. PayHere's notify (the public notify route) then stores the card. Each call is a new
 * preapproval: one left on the page stays `pending` and changes nothing.
 */
@Injectable()
export class CardPreapprovalService {
  private readonly logger = new Logger('CardPreapproval');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async start(user: TokenClaims, request: CardPreapprovalData): Promise<CheckoutForm> {
    if (!this.provider) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
    const orderId = await this.newPreapproval(user.sub);
    const back = `${this.config.publicUrl}${PROFILE_CARDS_PATH}`;
    this.logger.log({ msg: 'card preapproval started', orderId });
    return this.provider.preapprovalForm({
      orderId,
      currency: CURRENCY,
      items: 'VetNow saved card',
      customer: customerOf(user, request),
      returnUrl: `${back}&card=added`,
      cancelUrl: `${back}&card=cancelled`,
      notifyUrl: this.config.notifyUrl,
    });
  }

  /** A new preapproval's order id (another one drawn in the rare case it is taken). */
  private async newPreapproval(userId: string): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const orderId = `${PREAPPROVAL_ORDER_PREFIX}${randomBytes(4).toString('hex').toUpperCase()}`;
      const [row] = await this.db.insert(cardPreapprovals).values({ orderId, userId }).onConflictDoNothing().returning({ orderId: cardPreapprovals.orderId });
      if (row) return row.orderId;
    }
    throw new Error('no free preapproval order id after 5 tries');
  }
}
