import { Body, Controller, Inject, Logger } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { fromMinorUnits, toMinorUnits } from '@vetnow/domain/money';
import type { AdminRefundData, RefundAnswer } from '@vetnow/contracts/payments';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { Implements } from '@vetnow/service-kit/routing';
import { isUuid } from '../common/ids.js';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { RefundService, type RefundView } from './refund.service.js';

/**
 * The admin's answer after one try: refunded, requested (PayHere not reached: tried again by itself) or failed. The
 * API speaks LKR (issue 35 §8): the total is converted here, at the edge.
 */
export function refundAnswerOf(view: RefundView): RefundAnswer {
  const totalRefunded = fromMinorUnits(view.totalRefundedMinor);
  switch (view.state) {
    case 'refunded':
      return { state: 'refunded', totalRefunded, message: M.refundMade };
    case 'failed':
      return { state: 'failed', totalRefunded, message: M.refundFailed(view.error ?? 'unknown error') };
    default:
      return { state: 'requested', totalRefunded, message: M.refundRequested };
  }
}

/**
 * POST /payments/refunds (admin): refunds a paid card appointment by hand, all that is left (no amount) or a part, with
 * a reason. The request is written in its own transaction (the payment locked), then tried once outside it: the answer
 * says what PayHere did. 404 no card payment; 409 not paid (PAYMENT_NOT_REFUNDABLE) or a refund under way; 400 more
 * than is left; 503 a PayHere payment while no merchant is configured.
 */
@Controller()
export class AdminRefundController {
  private readonly logger = new Logger('AdminRefund');

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly refunds: RefundService,
  ) {}

  @Implements(API.payments.refund)
  async refund(@CurrentUser() admin: TokenClaims, @Body() body: AdminRefundData): Promise<RefundAnswer> {
    const appointmentId = body.appointmentId.toLowerCase();
    if (!isUuid(appointmentId)) throw new DomainError('PAYMENT_NOT_FOUND');
    // The body's amount is LKR (two decimals at most, as the contract validates it): minor units from here on.
    const amountMinor = body.amount === undefined ? undefined : toMinorUnits(body.amount);
    const requested = await this.db.transaction((tx) =>
      this.refunds.request(tx, appointmentId, amountMinor, body.reason, { requireProvider: true }),
    );
    if (!requested.ok) throw new DomainError(requested.code);
    this.logger.log({ msg: 'refund asked by an admin', adminId: admin.sub, paymentId: requested.payment.id, appointmentId });
    return refundAnswerOf(await this.refunds.execute(requested.payment.id));
  }
}
