import { Inject, Injectable } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { PollingJob } from '../common/polling-job.js';
import { payments } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { ReconcilePaymentService } from './reconcile-payment.service.js';

/**
 * Nothing lost (issue 35 §5): every RECONCILE_POLL_MS, each card payment still pending RECONCILE_AFTER_MINUTES after its
 * last checkout with no notify is asked about (Retrieval API) and settled; one the provider never saw fails as
 * abandoned. Every copy of svc-payments may run it: settling is idempotent and takes the row's lock.
 */
@Injectable()
export class ReconciliationJob extends PollingJob {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly reconcile: ReconcilePaymentService,
  ) {
    super('Reconciliation');
  }

  protected everyMs(): number {
    return this.config.payhere ? this.config.reconcilePollMs : 0;
  }

  protected async due(limit: number): Promise<readonly string[]> {
    const rows = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          eq(payments.provider, 'payhere'),
          eq(payments.kind, 'checkout'), // a saved card's charge has its own job (ChargeJob)
          gt(payments.attempts, 0),
          lt(payments.updatedAt, sql`now() - make_interval(mins => ${this.config.reconcileAfterMinutes})`),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  protected async execute(paymentId: string): Promise<unknown> {
    const [payment] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return payment ? this.reconcile.ask(payment, { abandonIfNone: true }) : undefined;
  }
}
