import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY } from '@vetnow/contracts/constants';
import type { ErrorCode } from '@vetnow/contracts/errors';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, lte, sql } from 'drizzle-orm';
import { payments, type PaymentRow, type RefundState } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type RefundReading } from '../provider/payment-provider.js';
import { AttemptsInFlight } from '../common/attempts-in-flight.js';

/** Waits before another try after the 1st, 2nd, 3rd, 4th… attempt PayHere could not be reached for (the last repeats). */
export const REFUND_BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000] as const;

/**
 * How long an attempt owns its refund (refund_next_at is moved this far ahead when the attempt starts): no other
 * copy, job pass or request sends it meanwhile. Far longer than one attempt (a Retrieval call with its retries and a
 * Refund call, 10 s timeouts); if the process dies mid-attempt, the refund is tried again after it — asking first.
 */
export const REFUND_ATTEMPT_LEASE_MS = 5 * 60_000;

const NO_PROVIDER = 'No PayHere merchant is configured (PAYHERE_MERCHANT_ID)';

/** Why a refund could not be requested (the admin route answers the code; a cancellation logs it). */
export type RefundRefusal = Extract<
  ErrorCode,
  'PAYMENT_NOT_FOUND' | 'PAYMENT_NOT_REFUNDABLE' | 'PAYMENT_REFUND_TOO_LARGE' | 'PAYMENT_REFUND_IN_PROGRESS' | 'PAYMENT_PROVIDER_UNAVAILABLE'
>;

export type RefundRequestResult = { ok: true; payment: PaymentRow } | { ok: false; code: RefundRefusal };

/** A payment's refunds after an attempt: its state, minor units refunded so far, and the last error (for the admin). */
export interface RefundView {
  readonly state: RefundState | null;
  readonly totalRefundedMinor: number;
  readonly error: string | null;
}

const viewOf = (p: PaymentRow | undefined): RefundView => ({
  state: p?.refundState ?? null,
  totalRefundedMinor: p?.refundedAmountMinor ?? 0,
  error: p?.refundError ?? null,
});

/**
 * Refunds of card payments (issue 35 §4). Two steps:
 * - `request`, in the caller's transaction (an event's, or the admin's): the payment's row locked; only a completed
 *   payment, at most what is left to refund, and no second refund while one is `requested`. Nothing leaves VetNow.
 * - `execute`, outside any transaction: a simulated payment (a saved card before ADR 0053) is refunded at once; a
 *   PayHere one (the hosted checkout's, or a saved card's charge) through the Refund API. An attempt first claims
 *   the refund (refund_attempts + 1, refund_next_at a lease ahead), so two callers never send one refund twice.
 *   Refunded → refund_state 'refunded', refunded_amount_minor grows, payment.refunded through the outbox in the same
 *   transaction. PayHere not reached → still 'requested', tried again after
 *   30 s, 2 min, 10 min, 30 min…, 'failed' after REFUND_MAX_ATTEMPTS. PayHere refused it → 'failed' at once.
 * A refund is never sent again blindly: an attempt after an earlier one (or after an earlier failure) asks the
 * Retrieval API first. 'RECEIVED' there: it is sent. 'REFUNDED' when this refund is the rest of the payment, or
 * 'REFUND …' (requested, processing) when it is the first: it was made, and counts as refunded. Any other 'REFUND…'
 * could be an earlier or an outside refund as well as ours: 'failed', for the admin to check in PayHere's portal
 * (never paid out twice, never reported refunded when it may not be). Logs carry ids and outcomes only.
 */
@Injectable()
export class RefundService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Refunds');
  private readonly attempts = new AttemptsInFlight();

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly outbox: OutboxService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Asks for a refund of the appointment's card payment in `tx`: `amountMinor`, or (undefined) all that is left.
   * `requireProvider`: refuse a PayHere payment while no merchant is configured (the admin is told at once).
   */
  async request(
    tx: Tx,
    appointmentId: string,
    amountMinor: number | undefined,
    reason: string,
    { requireProvider = false }: { requireProvider?: boolean } = {},
  ): Promise<RefundRequestResult> {
    const [payment] = await tx.select().from(payments).where(eq(payments.appointmentId, appointmentId)).for('update');
    if (!payment) return { ok: false, code: 'PAYMENT_NOT_FOUND' };
    if (payment.status !== 'completed' || (payment.provider === 'payhere' && !payment.providerPaymentId)) {
      return { ok: false, code: 'PAYMENT_NOT_REFUNDABLE' };
    }
    if (payment.refundState === 'requested') return { ok: false, code: 'PAYMENT_REFUND_IN_PROGRESS' };
    if (requireProvider && payment.provider === 'payhere' && !this.provider) return { ok: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
    const left = payment.amountMinor - payment.refundedAmountMinor;
    const wanted = amountMinor ?? left;
    if (wanted <= 0 || wanted > left) return { ok: false, code: 'PAYMENT_REFUND_TOO_LARGE' };
    const [requested] = await tx
      .update(payments)
      .set({
        refundState: 'requested',
        refundRequestedAmountMinor: wanted,
        refundReason: reason,
        refundAttempts: 0,
        refundNextAt: sql`now()`,
        providerRefundId: null,
        // refund_error is kept until a refund succeeds: after an earlier failure, the first attempt asks PayHere first.
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    this.logger.log({ msg: 'refund requested', paymentId: payment.id, appointmentId, amountMinor: wanted, provider: payment.provider });
    return { ok: true, payment: requested! };
  }

  /** Tries the payment's requested refund once, if it is due and nobody else is trying it; answers where it stands. */
  execute(paymentId: string): Promise<RefundView> {
    return this.attempts.track(this.run(paymentId));
  }

  /** execute() without waiting: right after the transaction that requested it commits (the job would also find it). */
  executeSoon(paymentId: string): void {
    this.attempts.soon(
      () => this.execute(paymentId),
      (err) => this.logger.error({ msg: 'refund attempt failed', paymentId, err }),
    );
  }

  /** The payments whose requested refund is due for a try (the job's pass), oldest first. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.refundState, 'requested'), lte(payments.refundNextAt, sql`now()`)))
      .orderBy(payments.refundNextAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Shutdown: no new attempt starts; the ones under way may finish (bounded) before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.attempts.close();
  }

  private async run(paymentId: string): Promise<RefundView> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    if (payment?.refundState !== 'requested') return viewOf(payment);
    if (payment.provider === 'simulated') return this.refundSimulated(paymentId);
    const claimed = await this.claim(paymentId);
    if (!claimed) return viewOf((await this.db.select().from(payments).where(eq(payments.id, paymentId)))[0]);
    const reading = await this.attempt(claimed).catch((err: unknown): RefundReading => {
      this.logger.error({ msg: 'refund attempt threw', paymentId, err });
      return { outcome: 'unavailable', message: 'The refund could not be sent' };
    });
    return this.record(claimed, reading);
  }

  /** A saved card's payment charged by the simulation (before ADR 0053): its refund is the simulation's too (no provider). */
  private refundSimulated(paymentId: string): Promise<RefundView> {
    return this.uow.run(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (payment?.refundState !== 'requested') return viewOf(payment);
      return viewOf(await this.complete(tx, payment, { attempts: payment.refundAttempts + 1 }));
    });
  }

  /** Takes the attempt: only a requested refund that is due, so one caller at a time sends it. */
  private async claim(paymentId: string): Promise<PaymentRow | undefined> {
    const [claimed] = await this.db
      .update(payments)
      .set({
        refundAttempts: sql`${payments.refundAttempts} + 1`,
        refundNextAt: sql`now() + make_interval(secs => ${REFUND_ATTEMPT_LEASE_MS / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.refundState, 'requested'), lte(payments.refundNextAt, sql`now()`)))
      .returning();
    return claimed;
  }

  private async attempt(p: PaymentRow): Promise<RefundReading> {
    if (!this.provider) return { outcome: 'unavailable', message: NO_PROVIDER };
    if (!p.providerPaymentId || !p.orderId || p.refundRequestedAmountMinor === null) {
      return { outcome: 'failed', message: 'The payment has no PayHere payment id' };
    }
    // Sent before (its answer lost), or failed before: PayHere may have made it. Ask, never send it twice.
    if (p.refundAttempts > 1 || p.refundError !== null) {
      const known = await this.askProvider(p);
      if (known) return known;
    }
    const amountMinor = p.refundRequestedAmountMinor;
    const everything = p.refundedAmountMinor === 0 && amountMinor === p.amountMinor;
    return this.provider.refund({
      providerPaymentId: p.providerPaymentId,
      description: p.refundReason ?? 'Refund',
      ...(everything ? {} : { amountMinor }),
    });
  }

  /** What the Retrieval API says about the payment: a reading when that settles the attempt, undefined to send it. */
  private async askProvider(p: PaymentRow): Promise<RefundReading | undefined> {
    const answer = await this.provider!.retrieve(p.orderId!);
    if (answer.outcome === 'unavailable') return { outcome: 'unavailable', message: answer.message };
    const mine = answer.outcome === 'found' ? answer.reports.find((r) => r.providerPaymentId === p.providerPaymentId) : undefined;
    if (!mine) return { outcome: 'failed', message: 'PayHere does not list this payment: check it in the PayHere portal' };
    const status = (mine.providerStatus ?? '').toUpperCase();
    if (!status.startsWith('REFUND')) return undefined; // 'RECEIVED': not refunded, send it
    const log = { paymentId: p.id, orderId: p.orderId, providerPaymentId: p.providerPaymentId, providerStatus: status };
    // Ours for sure: all refunded and this refund was the rest, or a refund under way and this is the first one.
    const first = p.refundedAmountMinor === 0;
    const theRest = p.refundedAmountMinor + p.refundRequestedAmountMinor! === p.amountMinor;
    if (status === 'REFUNDED' ? theRest : first) {
      this.logger.log({ msg: 'refund found made at PayHere: not sent again', ...log });
      return { outcome: 'refunded' };
    }
    // An earlier refund, or one made outside VetNow, explains this status as well as a lost answer: a human decides.
    this.logger.warn({ msg: 'refund state at PayHere is ambiguous: not sent again', ...log });
    return { outcome: 'failed', message: `PayHere lists the payment as ${status}: check its refunds in the PayHere portal before refunding again` };
  }

  /** Applies an attempt's reading, if the attempt still owns the refund (the same claim). */
  private record(claimed: PaymentRow, reading: RefundReading): Promise<RefundView> {
    return this.uow.run(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, claimed.id)).for('update');
      const log = { paymentId: claimed.id, orderId: claimed.orderId, attempt: claimed.refundAttempts, outcome: reading.outcome };
      if (p?.refundState !== 'requested' || p.refundAttempts !== claimed.refundAttempts) {
        this.logger.warn({ msg: 'refund attempt outdated: another attempt owns the refund', ...log });
        return viewOf(p);
      }
      switch (reading.outcome) {
        case 'refunded':
          return viewOf(await this.complete(tx, p, { attempts: p.refundAttempts, providerRefundId: reading.providerRefundId }));
        case 'failed':
          this.logger.warn({ msg: 'refund refused', ...log });
          return viewOf(await this.fail(tx, p, reading.message));
        default: {
          if (p.refundAttempts >= this.config.refundMaxAttempts) {
            this.logger.error({ msg: 'refund given up: the provider could not be reached', ...log });
            return viewOf(await this.fail(tx, p, `PayHere could not be reached (${p.refundAttempts} attempts): ${reading.message}`));
          }
          const waitMs = REFUND_BACKOFF_MS[Math.min(p.refundAttempts, REFUND_BACKOFF_MS.length) - 1] ?? REFUND_BACKOFF_MS[0];
          const [row] = await tx
            .update(payments)
            .set({
              refundNextAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
              refundError: reading.message.slice(0, 500),
              updatedAt: sql`now()`,
            })
            .where(eq(payments.id, p.id))
            .returning();
          this.logger.warn({ msg: 'refund not made yet: tried again later', ...log, retryInMs: waitMs });
          return viewOf(row);
        }
      }
    });
  }

  private async complete(tx: Tx, p: PaymentRow, o: { attempts: number; providerRefundId?: string | undefined }): Promise<PaymentRow> {
    const [done] = await tx
      .update(payments)
      .set({
        refundState: 'refunded',
        refundedAmountMinor: sql`${payments.refundedAmountMinor} + ${payments.refundRequestedAmountMinor}`,
        refundAttempts: o.attempts,
        refundNextAt: null,
        refundError: null,
        providerRefundId: o.providerRefundId ?? null,
        refundedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, p.id))
      .returning();
    await this.outbox.add(tx, 'payment.refunded', {
      appointmentId: p.appointmentId,
      paymentId: p.id,
      amountMinor: p.refundRequestedAmountMinor!,
      totalRefundedMinor: done!.refundedAmountMinor,
      currency: CURRENCY,
      reason: p.refundReason ?? 'Refund',
    });
    this.logger.log({ msg: 'refund made', paymentId: p.id, orderId: p.orderId, provider: p.provider, providerRefundId: o.providerRefundId ?? null, attempt: o.attempts });
    return done!;
  }

  private async fail(tx: Tx, p: PaymentRow, message: string): Promise<PaymentRow> {
    const [row] = await tx
      .update(payments)
      .set({ refundState: 'failed', refundNextAt: null, refundError: message.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(payments.id, p.id))
      .returning();
    return row!;
  }
}
