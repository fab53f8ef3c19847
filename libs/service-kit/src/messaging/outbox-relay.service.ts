import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { and, isNotNull, lt } from 'drizzle-orm';
import { DB, type Database } from '../database/database.tokens.js';
import type { OutboxRow } from './committed-events.js';
import { kitOutbox } from './messaging.schema.js';
import { MESSAGING_OPTIONS, type MessagingModuleOptions } from './messaging.options.js';
import { backoffDelay, errorMessage } from './retry.js';
import { shutdownStep } from '../lifecycle/shutdown-step.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { listenConfigOf, OUTBOX_CHANNEL, PgListener } from './pg-listener.js';
import { markPublished, WRITER_GRACE_SECONDS } from './outbox-statements.js';
import { publishOutboxRow, type JetStream } from './outbox-publish.js';
import { relayPass, type PassResult } from './outbox-pass.js';
import { relaySettingsOf, type RelaySettings } from './relay-settings.js';

export { WRITER_GRACE_SECONDS } from './outbox-statements.js';
export { envelopeOf } from './outbox-publish.js';

/** A notified commit's rows are out of their writer's grace this long after the notification arrived. */
const GRACE_PASS_DELAY_MS = WRITER_GRACE_SECONDS * 1000 + 100;

/** While publishes keep failing, one failed pass in this many is logged (the first one always). */
const PROBES_PER_WARNING = 60;

/**
 * Publishes committed outbox rows to JetStream, oldest first. Each pass claims a batch of unpublished rows in a
 * transaction (`FOR UPDATE SKIP LOCKED`, so replicas share the work without publishing a row twice, and marked
 * published in the same statement), publishes each with `Nats-Msg-Id` = event id, and commits `published_at` only
 * for rows whose PubAck arrived. A failed row keeps its place, gets `attempts`/`last_error`, and is retried with
 * backoff forever (capped at 1 s, each retry a probe of the oldest row alone, ADR 0080); the stream's dedup window
 * absorbs a retry of a message whose ack was lost.
 *
 * Runs when kicked (after `UnitOfWork.run` commits, after NATS becomes ready), WRITER_GRACE_SECONDS after a
 * commit that added rows anywhere (kit_outbox's trigger notifies OUTBOX_CHANNEL; each relay LISTENs on a connection
 * of its own), and on a long safety poll (`pollIntervalMs`, 60 s) — a short one (`fallbackPollMs`) only while the
 * LISTEN connection is down (ADR 0047).
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private readonly settings: RelaySettings;
  private pollTimer?: NodeJS.Timeout;
  private fallbackTimer?: NodeJS.Timeout;
  /** The pass WRITER_GRACE_SECONDS after the last notification (rows any writer committed), when one is due. */
  private graceTimer?: NodeJS.Timeout;
  private lastNotifiedAt = 0;
  private readonly listener: PgListener;
  private retryTimer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  /** The next pass takes rows still in their WRITER_GRACE_SECONDS too (any kick; not a poll). */
  private young = false;
  private stopped = true;
  private failures = 0;
  private retryAt = 0;
  private unsubscribe?: () => void;
  /** Publishes of committed transactions' events still in flight (publishCommitted), awaited at shutdown. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly nats: NatsConnectionService,
    @Inject(MESSAGING_OPTIONS) options: MessagingModuleOptions,
  ) {
    this.settings = relaySettingsOf(options);
    this.listener = new PgListener(options.relay?.listen === false ? undefined : listenConfigOf(db), {
      channels: [OUTBOX_CHANNEL],
      logger: this.logger,
      onNotify: () => this.notified(),
      onListening: () => {
        this.setFallbackPoll(false);
        // Notifications sent while nobody listened are lost: look now, and once more when their rows' grace is over.
        this.requestPass(false);
        this.notified();
      },
      onDown: () => this.setFallbackPoll(true),
    });
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.pollTimer = setInterval(() => this.requestPass(false), this.settings.pollIntervalMs);
    this.pollTimer.unref();
    // Until the LISTEN is in place (and for good when there is no connection of its own to listen on), a short poll.
    this.setFallbackPoll(true);
    this.listener.start();
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) => this.logger.warn(`Outbox prune failed: ${errorMessage(err)}`));
    }, 3600_000);
    this.pruneTimer.unref();
    this.unsubscribe = this.nats.onReady(() => {
      this.retryAt = 0;
      this.kick();
    });
  }

  /** Shutdown step 1 (beside the consumer's): no new pass; the pass in flight commits or rolls back, bounded. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.pollTimer);
    clearInterval(this.pruneTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.graceTimer);
    this.setFallbackPoll(false);
    await shutdownStep(this.logger, 'the outbox relay (pass in flight, LISTEN connection)', () =>
      Promise.all([this.running, ...this.inFlight, this.listener.stop()]),
    );
  }

  /** Whether the relay's LISTEN connection is in place (else it polls every `fallbackPollMs`). */
  get listening(): boolean {
    return this.listener.listening;
  }

  private setFallbackPoll(on: boolean): void {
    clearInterval(this.fallbackTimer);
    this.fallbackTimer = undefined;
    if (!on || this.stopped) return;
    this.fallbackTimer = setInterval(() => this.requestPass(false), this.settings.fallbackPollMs);
    this.fallbackTimer.unref();
  }

  /**
   * A transaction that added outbox rows committed (this copy's or another's). Its rows are left to their writer
   * for WRITER_GRACE_SECONDS (a unit of work's kick, a consumer's publish from memory: a pass now would race them and
   * publish twice); a pass once that is over takes whatever is left. Notifications meanwhile move that pass on, so
   * a burst of commits costs one pass per grace period, not one per commit.
   */
  private notified(): void {
    if (this.stopped) return;
    this.lastNotifiedAt = Date.now();
    if (!this.graceTimer) this.armGracePass(GRACE_PASS_DELAY_MS);
  }

  private armGracePass(delayMs: number): void {
    this.graceTimer = setTimeout(() => {
      this.graceTimer = undefined;
      if (this.stopped) return;
      this.requestPass(false);
      const left = this.lastNotifiedAt + GRACE_PASS_DELAY_MS - Date.now();
      if (left > 0) this.armGracePass(left);
    }, delayMs);
    this.graceTimer.unref();
  }

  /**
   * Publishes the events a consumer's transaction has just committed, from memory: no pass, no claim, one mark
   * afterwards (ADR 0038), instead of waiting for the next poll. Falls back to a pass when NATS is away or the relay
   * is backing off after a failure (its passes keep their order and backoff), and for whatever a publish or the mark
   * did not get done. A crash before the mark leaves the rows unpublished: a later pass publishes them again, and
   * JetStream's duplicate window (the event id is the message id) and the consumers' inbox keep that to one delivery.
   */
  publishCommitted(rows: readonly OutboxRow[]): void {
    if (rows.length === 0) return;
    const js = this.nats.jetstream();
    if (this.stopped || !js || this.failures > 0 || Date.now() < this.retryAt) {
      this.kick();
      return;
    }
    const publishing = this.publishNow(js, rows)
      .catch((err: unknown) => {
        this.logger.warn(
          `Outbox: publishing ${rows.length} committed events failed (${errorMessage(err)}); a relay pass will`,
        );
        this.kick();
      })
      .finally(() => this.inFlight.delete(publishing));
    this.inFlight.add(publishing);
  }

  private async publishNow(js: JetStream, rows: readonly OutboxRow[]): Promise<void> {
    const results = await Promise.allSettled(rows.map((row) => this.publishRow(js, row)));
    const acked = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
    if (acked.length > 0) await markPublished(this.db, { ids: acked.join(',') });
    if (acked.length < rows.length) this.kick();
  }

  private publishRow(js: JetStream, row: OutboxRow) {
    return publishOutboxRow(js, row, this.settings.publishTimeoutMs);
  }

  /** Asks for a relay pass now (coalesced with one in progress), taking every unpublished row. */
  kick(): void {
    this.requestPass(true);
  }

  private requestPass(young: boolean): void {
    if (this.stopped) return;
    if (young) this.young = true;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Deletes rows published longer ago than the retention; returns how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(Date.now() - this.settings.retentionMs);
    const deleted = await this.db
      .delete(kitOutbox)
      .where(and(isNotNull(kitOutbox.publishedAt), lt(kitOutbox.publishedAt, cutoff)))
      .returning({ id: kitOutbox.id });
    return deleted.length;
  }

  /** Runs passes until the outbox is drained, NATS is unavailable, or a publish failed (then backs off). */
  private async loop(): Promise<void> {
    do {
      this.again = false;
      if (this.stopped || Date.now() < this.retryAt) return;
      const js = this.nats.jetstream();
      if (!js) return; // the ready listener kicks when NATS is back
      let result: PassResult;
      const young = this.young;
      this.young = false;
      // After a failure, each retry is a probe of the oldest row alone: cheap enough to try every retryMaxMs (1 s)
      // while the stream has no leader (a NATS node lost, ADR 0080), and the rest follows at once when it goes through.
      const probing = this.failures > 0;
      const batchSize = probing ? 1 : this.settings.batchSize;
      // A long refusal logs its first failure and then one a minute or so, not every probe.
      const logFailure = this.failures % PROBES_PER_WARNING === 0;
      try {
        result = await relayPass(this.db, js, { ...this.settings, batchSize, young, logFailure }, this.logger);
      } catch (err) {
        if (this.stopped) return;
        if (logFailure) this.logger.error(`Outbox relay pass failed: ${errorMessage(err)}`);
        result = { locked: 0, failed: 1 };
      }
      if (result.failed > 0) {
        this.failures++;
        const delay = backoffDelay(this.failures, this.settings.retryBaseMs, this.settings.retryMaxMs);
        this.retryAt = Date.now() + delay;
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.kick(), delay);
        this.retryTimer.unref();
        return;
      }
      if (this.failures > 0) this.logger.log(`Outbox: publishing again after ${this.failures} failed passes`);
      this.failures = 0;
      if (result.locked >= batchSize) {
        // A full batch: the rest follows at once, young rows too when this pass took them.
        this.again = true;
        this.young ||= young;
      }
    } while (this.again);
  }
}
