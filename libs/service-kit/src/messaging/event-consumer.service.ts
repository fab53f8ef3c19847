import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { JetStreamClient, JetStreamManager, JsMsg } from '@nats-io/jetstream';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import { isEventType, parseEventPayload } from '@vetnow/contracts/events';
import { DB, type Database } from '../database/database.tokens.js';
import { contextFrom, inSpan, SpanKind } from '../tracing/tracing.js';
import {
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';
import { backoffDelay, errorMessage, sleep } from './retry.js';
import { shutdownStep } from '../lifecycle/shutdown-step.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { collectAdded, takeAdded, type OutboxRow } from './committed-events.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import {
  ensureLaneConsumer,
  lagOfLanes,
  lanesFor,
  PULL_EXPIRES_MS,
  type ConsumerLag,
  type Lane,
} from './consumer-lanes.js';
import { deleteInboxRowsBefore, recordInInbox } from './consumer-inbox.js';
import { discoverEventHandlers, type BoundHandler } from './handler-discovery.js';
import {
  deliveryPolicyOf,
  readEnvelope,
  settleFailedDelivery,
  type DeliveryPolicy,
} from './delivery-policy.js';

export type { ConsumerLag } from './consumer-lanes.js';

/**
 * Delivers stream events to the app's `@OnEvent` handlers through ONE durable pull consumer per service
 * (durable name = service), filtered on `${prefix}.>`, explicit ack. For each message, one transaction
 * records the event id in `kit_inbox` (ON CONFLICT DO NOTHING) and runs the handlers only if the row is
 * new; the ack follows the commit. A handler error rolls back and the message is nak'ed with a growing
 * delay; after `maxDeliver` deliveries it is logged and terminated. Nothing is consumed when the app has
 * no handlers. A service handling a private event type (ADR 0029) runs a second durable, `<service>-private`,
 * on `${prefix}-private.>`; both share the inbox (event ids are unique).
 */
@Injectable()
export class EventConsumerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventConsumer');
  private readonly handlers = new Map<string, BoundHandler[]>();
  private readonly stopping = new AbortController();
  private readonly durable: string;
  private readonly policy: DeliveryPolicy;
  private pruneTimer?: NodeJS.Timeout;
  private lanes: Lane[] = [];
  private unsubscribe?: () => void;

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly nats: NatsConnectionService,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingModuleOptions,
    @Inject(MESSAGING_CONFIG) config: MessagingConfig,
    private readonly relay: OutboxRelayService,
  ) {
    this.durable = options.service;
    this.policy = deliveryPolicyOf(options, config);
  }

  /** The event types this service handles. */
  handledTypes(): string[] {
    return [...this.handlers.keys()];
  }

  onApplicationBootstrap(): void {
    discoverEventHandlers(this.handlers, this.discovery, this.scanner);
    if (this.handlers.size === 0) return;
    const types = this.handledTypes();
    this.lanes.push(...lanesFor(types, this.options.service, () => this.nats.subjectPrefix));
    this.logger.log(
      `Consuming ${types.join(', ')} as ${this.lanes.map((l) => `"${l.durable}"`).join(' and ')}`,
    );
    this.unsubscribe = this.nats.onReady((js, jsm) => this.prepare(js, jsm));
    this.pruneTimer = setInterval(() => {
      this.pruneInbox().catch((err: unknown) => this.logger.warn(`Inbox prune failed: ${errorMessage(err)}`));
    }, 3600_000);
    this.pruneTimer.unref();
  }

  /**
   * Deletes this consumer's inbox rows older than the retention (by default the stream's max age plus a day: the
   * stream no longer holds those events, so none can come again); returns how many. Any copy may run it.
   */
  async pruneInbox(): Promise<number> {
    const cutoff = new Date(Date.now() - this.policy.inboxRetentionMs);
    return deleteInboxRowsBefore(this.db, this.durable, cutoff);
  }

  /**
   * Shutdown step 1 (before the relay's, NATS's and the database's): stop pulling and let the handler in flight
   * finish, bounded. Messages already pulled but not handled are nak'ed for another replica.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    this.unsubscribe?.();
    clearInterval(this.pruneTimer);
    // Not awaited: ConsumerMessages.close() resolves only once the iterator below has processed the stop, which
    // the loop does after its handler in flight. Awaiting it where nothing iterates never resolves.
    for (const lane of this.lanes) lane.messages?.close().catch(() => undefined);
    await shutdownStep(this.logger, `the event consumer "${this.durable}" (handler in flight)`, () =>
      Promise.all(this.lanes.map((l) => l.loop)),
    );
  }

  /** The durable consumer's position, or undefined when the service consumes nothing or NATS is not ready. */
  async lag(): Promise<ConsumerLag | undefined> {
    const jsm = this.handlers.size > 0 ? this.nats.manager() : undefined;
    if (!jsm) return undefined;
    try {
      return await lagOfLanes(jsm, this.nats.streamName, this.lanes);
    } catch {
      return undefined;
    }
  }

  /** Aborted when shutdown begins (tests hold set-up steps until then). */
  shutdownSignal(): AbortSignal {
    return this.stopping.signal;
  }

  /** After each (re)connect: ensure the consumer (retrying while NATS is ready), then start pulling once. */
  private async prepare(js: JetStreamClient, jsm: JetStreamManager): Promise<void> {
    const signal = this.stopping.signal;
    for (let attempt = 1; !signal.aborted && this.nats.manager() === jsm; attempt++) {
      try {
        for (const lane of this.lanes) await this.ensureConsumer(jsm, lane);
        if (signal.aborted) return;
        for (const lane of this.lanes) lane.loop ??= this.consumeForever(js, lane);
        return;
      } catch (err) {
        if (attempt === 1 || attempt % 20 === 0) {
          this.logger.warn(`Cannot ensure consumer "${this.durable}": ${errorMessage(err)}`);
        }
        await sleep(backoffDelay(attempt, 200, 5000), signal);
      }
    }
  }

  /** Creates the lane's durable consumer, or brings its settings up to date (see ensureLaneConsumer). */
  private ensureConsumer(jsm: JetStreamManager, lane: Lane): Promise<void> {
    return ensureLaneConsumer(jsm, this.nats.streamName, lane, this.policy, this.logger);
  }

  /** Pulls and handles messages until shutdown; the client's consume() survives reconnects. */
  private async consumeForever(js: JetStreamClient, lane: Lane): Promise<void> {
    const signal = this.stopping.signal;
    for (let failures = 0; !signal.aborted;) {
      try {
        const consumer = await js.consumers.get(this.nats.streamName, lane.durable);
        if (signal.aborted) break;
        // A pull lives `expires` on the server: when the NATS node holding it dies, the consumer only pulls again
        // once it expires (30 s by the client's default; the replicas drill waited that long). 2 s bounds that
        // stall, and the client's waits between its info tries after it, at the cost of one small pull request
        // per 2 s while idle (ADR 0057, ADR 0080).
        const messages = await consumer.consume({ max_messages: 64, expires: PULL_EXPIRES_MS });
        lane.messages = messages;
        // Shutdown began while consume() was pending. Never `await messages.close()` here: it resolves only when
        // the iterator runs the queued stop, so awaiting it before the loop below iterated hung forever (the CI
        // hang of a test app's close()). The loop naks what was pulled, runs the stop and ends.
        if (signal.aborted) void messages.close().catch(() => undefined);
        failures = 0;
        for await (const msg of messages) {
          if (signal.aborted) {
            msg.nak(); // let another replica have it now
            continue;
          }
          await this.handle(msg);
        }
      } catch (err) {
        if (signal.aborted) break;
        failures++;
        this.logger.warn(`Event consumer interrupted: ${errorMessage(err)}; restarting`);
        const jsm = this.nats.manager();
        if (jsm) await this.ensureConsumer(jsm, lane).catch(() => undefined);
      }
      await sleep(backoffDelay(Math.max(failures, 1), 250, 5000), signal);
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    // A malformed or forged message is terminated there (ADR 0010), never handled.
    const read = readEnvelope(msg, this.nats.subjectPrefix, this.logger);
    if (!read) return;
    let event: EventEnvelope = read;
    const handlers = this.handlers.get(event.type);
    if (!handlers) {
      msg.ack();
      return;
    }

    try {
      // Catalogue types are validated first. A payload this build cannot read (e.g. a newer version) is
      // retried like a handler error, which gives a rolling deploy time to catch up before it is parked.
      if (isEventType(event.type)) {
        event = { ...event, payload: parseEventPayload(event.type, event.payload, event.version) };
      }
      const parsed = event;
      // A CONSUMER span continuing the publisher's trace (ADR 0027): events the handlers write carry it on.
      const traceParent = msg.headers?.get('traceparent');
      const committed: Array<() => void> = [];
      let added: OutboxRow[] = [];
      await inSpan(
        `handle ${parsed.type}`,
        SpanKind.CONSUMER,
        contextFrom(traceParent ? { traceparent: traceParent } : {}),
        () =>
          this.db.transaction(async (tx) => {
            const fresh = await recordInInbox(tx, { eventId: parsed.id, consumer: this.durable });
            if (fresh.length === 0) return; // already handled: a redelivery or a duplicate publish
            const afterCommit = (fn: () => void) => void committed.push(fn);
            collectAdded(tx);
            for (const h of handlers) await h.fn(parsed.payload, { tx, event: parsed, afterCommit });
            added = takeAdded(tx);
          }),
        { 'vetnow.service': this.durable, 'messaging.message.id': parsed.id },
      );
      // The events the handlers wrote, published now rather than at the relay's next pass (ADR 0038).
      if (added.length > 0) this.relay.publishCommitted(added);
      for (const fn of committed) {
        try {
          fn();
        } catch (err) {
          this.logger.warn(
            `An after-commit step of ${parsed.type} ${parsed.id} failed: ${errorMessage(err).slice(0, 300)}`,
          );
        }
      }
    } catch (err) {
      settleFailedDelivery(msg, event, err, this.policy, this.logger);
      return;
    }
    if (this.options.beforeAck?.(event) === false) return;
    msg.ack();
  }
}
