import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { payments } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { ReconcilePaymentService } from './reconcile-payment.service.js';

const BATCH = 50;

/**
 * Nothing lost (issue 35 §5): every RECONCILE_POLL_MS, each card payment still pending RECONCILE_AFTER_MINUTES after its
 * last checkout with no notify is asked about (Retrieval API) and settled; one the provider never saw fails as
 * abandoned. Every copy of svc-payments may run it: settling is idempotent and takes the row's lock.
 */
@Injectable()
export class ReconciliationJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Reconciliation');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly reconcile: ReconcilePaymentService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.reconcilePollMs;
    if (every > 0 && this.config.payhere) {
      this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.logger.error({ msg: 'reconciliation failed', err })), every);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many payments it looked at. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const due = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          eq(payments.provider, 'payhere'),
          gt(payments.attempts, 0),
          lt(payments.updatedAt, sql`now() - make_interval(mins => ${this.config.reconcileAfterMinutes})`),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(BATCH);
    for (const payment of due) await this.reconcile.ask(payment, { abandonIfNone: true });
    return due.length;
  }
}
