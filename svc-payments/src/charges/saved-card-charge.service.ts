import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY } from '@vetnow/contracts/constants';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { DB, type Database } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, lte, sql } from 'drizzle-orm';
import { payments, type PaymentRow, type PaymentStatus } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderReport } from '../provider/payment-provider.js';
import { SavedCardsService } from '../saved-cards/saved-cards.service.js';
import { SettlePaymentService } from '../settlement/settle-payment.service.js';
import { AttemptsInFlight } from '../common/attempts-in-flight.js';

/** Waits before the 2nd, 3rd… attempt of a charge PayHere could not be reached for (the last repeats). */
export const CHARGE_BACKOFF_MS = [15_000, 60_000, 300_000] as const;

/**
 * How long an attempt owns its charge (charge_next_at is moved this far ahead when it starts): no other copy, job pass
 * or after-commit run charges it meanwhile. Far longer than one attempt (the client's three tries with 10 s timeouts,
 * each followed by a Retrieval call); if the process dies mid-attempt, the charge is tried again after it — asking
 * the Retrieval API first.
 */
export const CHARGE_ATTEMPT_LEASE_MS = 5 * 60_000;

/** payment.failed's reasons (the English messages of the contracts' codes; svc-booking and the screens show them). */
export const CHARGE_FAILED_REASON = ERROR_CODES.PAYMENT_CARD_CHARGE_FAILED.message;
export const NEEDS_RENEWAL_REASON = ERROR_CODES.PAYMENT_SAVED_CARD_NEEDS_RENEWAL.message;
export const UNKNOWN_CARD_REASON = ERROR_CODES.PAYMENT_SAVED_CARD_UNKNOWN.message;

const NO_PROVIDER = 'No PayHere merchant is configured (PAYHERE_MERCHANT_ID)';

/** What one attempt found out. */
type Step =
  | { kind: 'paid'; report: ProviderReport }
  | { kind: 'fail'; reason: string; detail?: string }
  | { kind: 'retry'; message: string };

/**
 * Saved-card charges (issue 35 §3, ADR 0053) through PayHere's Charging API, never inside a transaction: the booking's
 * event records the payment `pending` (kind 'charge'), and the charge runs right after that commit — or from the job
 * (ChargeJob) if that run is lost or PayHere could not be reached. Each attempt first claims the payment
 * (charge_attempts + 1, charge_next_at a lease ahead), so one charge is never sent twice at once.
 * - paid → settled as a notify would (SettlePaymentService: completed, payment.completed, once per PayHere payment id —
 *   PayHere's own notify of the same charge changes nothing more);
 * - declined → `failed` with the bank's message, payment.failed;
 * - PayHere refused the request (an invalid token…) → `failed` "The card could not be charged…";
 * - no trustworthy answer (timeout, network, 5xx; the client already asked the Retrieval API before each of its own
 *   retries) → tried again after 15 s, 1 min…, asking the Retrieval API first, so a charge whose answer was lost is
 *   found instead of sent twice; after CHARGE_MAX_ATTEMPTS `failed` "The card could not be charged. Please try again
 *   or pay at the clinic."
 * A card deleted meanwhile fails as not found; one without a token (saved before ADR 0053), or whose token does not
 * open, fails asking the owner to add it again. Logs carry ids and outcomes only, never the token.
 */
@Injectable()
export class SavedCardChargeService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SavedCardCharges');
  private readonly attempts = new AttemptsInFlight();

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly cards: SavedCardsService,
    private readonly settlement: SettlePaymentService,
    private readonly outbox: OutboxService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Tries the payment's charge once, if it is due and nobody else is trying it; answers the payment's status after. */
  execute(paymentId: string): Promise<PaymentStatus | undefined> {
    return this.attempts.track(this.run(paymentId));
  }

  /** execute() without waiting: right after the transaction that recorded the charge commits. */
  executeSoon(paymentId: string): void {
    this.attempts.soon(
      () => this.execute(paymentId),
      (err) => this.logger.error({ msg: 'charge attempt failed', paymentId, err }),
    );
  }

  /** The pending charges due for a try (the job's pass), oldest first. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), eq(payments.kind, 'charge'), lte(payments.chargeNextAt, sql`now()`)))
      .orderBy(payments.chargeNextAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Shutdown: no new attempt starts; the ones under way may finish (bounded) before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.attempts.close();
  }

  private async run(paymentId: string): Promise<PaymentStatus | undefined> {
    const claimed = await this.claim(paymentId);
    if (!claimed) return (await this.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.status;
    const step = await this.attempt(claimed).catch((err: unknown): Step => {
      this.logger.error({ msg: 'charge attempt threw', paymentId, err });
      return { kind: 'retry', message: 'The charge could not be sent' };
    });
    return this.record(claimed, step);
  }

  /** Takes the attempt: only a pending charge that is due, so one caller at a time sends it. */
  private async claim(paymentId: string): Promise<PaymentRow | undefined> {
    const [claimed] = await this.db
      .update(payments)
      .set({
        chargeAttempts: sql`${payments.chargeAttempts} + 1`,
        chargeNextAt: sql`now() + make_interval(secs => ${CHARGE_ATTEMPT_LEASE_MS / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), eq(payments.kind, 'charge'), lte(payments.chargeNextAt, sql`now()`)))
      .returning();
    return claimed;
  }

  private async attempt(p: PaymentRow): Promise<Step> {
    const card = p.savedCardId ? await this.cards.findOwn(p.userId, p.savedCardId) : undefined;
    if (!card) return { kind: 'fail', reason: UNKNOWN_CARD_REASON };
    const token = this.cards.tokenOf(card);
    if (token === null) return { kind: 'fail', reason: NEEDS_RENEWAL_REASON };
    if (!this.provider) return { kind: 'retry', message: NO_PROVIDER };
    const orderId = p.orderId!;
    const { amountMinor } = p;
    const paid = (providerPaymentId: string): Step => ({
      kind: 'paid',
      report: { orderId, providerPaymentId, amountMinor, currency: p.currency, outcome: 'paid', statusCode: 2, cardType: card.cardType, lastFour: card.lastFour },
    });
    // Tried before and its answer lost: PayHere may have charged it. Ask, never charge twice.
    if (p.chargeAttempts > 1) {
      const known = await this.provider.retrieve(orderId);
      if (known.outcome === 'unavailable') return { kind: 'retry', message: known.message };
      const found = known.outcome === 'found' ? known.reports.find((r) => r.outcome === 'paid' && r.orderId === orderId) : undefined;
      if (found) {
        this.logger.log({ msg: 'charge found made at PayHere: not sent again', paymentId: p.id, orderId, providerPaymentId: found.providerPaymentId });
        return { kind: 'paid', report: { ...found, cardType: found.cardType ?? card.cardType, lastFour: found.lastFour ?? card.lastFour } };
      }
    }
    const answer = await this.provider.charge({
      orderId,
      amountMinor,
      currency: p.currency,
      items: `VetNow consultation ${orderId}`,
      customerToken: token,
      reference: p.id,
      notifyUrl: this.config.notifyUrl,
    });
    switch (answer.outcome) {
      case 'paid':
        return paid(answer.providerPaymentId);
      case 'declined':
        return { kind: 'fail', reason: answer.message.trim() || ERROR_CODES.PAYMENT_CARD_DECLINED.message };
      case 'refused':
        return { kind: 'fail', reason: CHARGE_FAILED_REASON, detail: answer.message };
      case 'pending':
        return { kind: 'retry', message: `PayHere has not settled the charge yet: ${answer.message}` };
      default:
        return { kind: 'retry', message: answer.message };
    }
  }

  /** Applies an attempt's step, if the attempt still owns the charge (the same claim). */
  private async record(claimed: PaymentRow, step: Step): Promise<PaymentStatus | undefined> {
    const log = { paymentId: claimed.id, orderId: claimed.orderId, attempt: claimed.chargeAttempts, outcome: step.kind };
    if (step.kind === 'paid') {
      const settled = await this.settlement.settle(step.report, 'charge');
      this.logger.log({ msg: 'saved card charged', ...log, providerPaymentId: step.report.providerPaymentId, settled });
      return (await this.db.select({ status: payments.status }).from(payments).where(eq(payments.id, claimed.id)))[0]?.status;
    }
    return this.uow.run(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, claimed.id)).for('update');
      if (p?.status !== 'pending' || p.kind !== 'charge' || p.chargeAttempts !== claimed.chargeAttempts) {
        this.logger.warn({ msg: 'charge attempt outdated: settled or owned by another attempt', ...log });
        return p?.status;
      }
      const giveUp = step.kind === 'retry' && p.chargeAttempts >= this.config.chargeMaxAttempts;
      if (step.kind === 'fail' || giveUp) {
        const reason = step.kind === 'fail' ? step.reason : CHARGE_FAILED_REASON;
        const detail = step.kind === 'fail' ? (step.detail ?? step.reason) : `PayHere could not be reached (${p.chargeAttempts} attempts): ${step.message}`;
        await tx
          .update(payments)
          .set({ status: 'failed', failureReason: reason.slice(0, 500), chargeNextAt: null, chargeError: detail.slice(0, 500), updatedAt: sql`now()` })
          .where(eq(payments.id, p.id));
        await this.outbox.add(tx, 'payment.failed', { appointmentId: p.appointmentId, paymentId: p.id, amountMinor: p.amountMinor, currency: CURRENCY, reason });
        if (giveUp) this.logger.error({ msg: 'saved card charge given up: PayHere could not be reached', ...log });
        else this.logger.log({ msg: 'saved card charge failed', ...log });
        return 'failed';
      }
      const waitMs = CHARGE_BACKOFF_MS[Math.min(p.chargeAttempts, CHARGE_BACKOFF_MS.length) - 1] ?? CHARGE_BACKOFF_MS[0];
      await tx
        .update(payments)
        .set({ chargeNextAt: sql`now() + make_interval(secs => ${waitMs / 1000})`, chargeError: step.message.slice(0, 500), updatedAt: sql`now()` })
        .where(eq(payments.id, p.id));
      this.logger.warn({ msg: 'saved card not charged yet: tried again later', ...log, retryInMs: waitMs });
      return 'pending';
    });
  }
}
