import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { eventEnvelopeSchema, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { isEventType, parseEventPayload } from '@vetnow/contracts/events';
import { envelopeRefusal, privateDurableName } from '@vetnow/contracts/event-bus';
import { isPrivateEventType, privateSubjectPrefix } from '@vetnow/contracts/event-envelope';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DB, type Database } from '../database/database.tokens.js';
import { statement } from '../database/statement.js';
import { contextFrom, inSpan, SpanKind } from '../tracing/tracing.js';
import { kitInbox } from './messaging.schema.js';
import {
  backoffDelay,
  errorMessage,
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  sleep,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';
import { shutdownStep } from '../lifecycle/shutdown-step.js';
import { DEFAULT_EVENT_RETENTION_DAYS, NatsConnectionService } from './nats-connection.service.js';

const DAY_MS = 24 * 3600_000;
import { eventTypesOf, type EventHandlerFn } from './on-event.decorator.js';
import { collectAdded, takeAdded, type OutboxRow } from './committed-events.js';
import { OutboxRelayService } from './outbox-relay.service.js';

/**
 * The event's inbox row, in its handler's transaction: no row when this consumer has handled the event before. A
 * statement (ADR 0033): every event of every service.
 */
const recordInInbox = statement<{ eventId: string; consumer: string }>(
  'kit_inbox_record',
  (p) => sql`INSERT INTO ${kitInbox} (event_id, consumer) VALUES (${p.eventId}, ${p.consumer}) ON CONFLICT DO NOTHING RETURNING event_id`,
);

/** Where this service's durable consumer stands on the stream (for metrics). */
export interface ConsumerLag {
  /** Events not yet delivered. */
  readonly pending: number;
  /** Delivered and not yet acknowledged. */
  readonly ackPending: number;
  /** Being redelivered. */
  readonly redelivered: number;
}

/** How long one pull request lives on the server (see consumeForever). */
const PULL_EXPIRES_MS = 5_000;

/** One durable pull consumer and the subject tree it filters on. */
interface Lane {
  readonly durable: string;
  readonly filter: () => string;
  messages?: ConsumerMessages;
  loop?: Promise<void>;
}

interface BoundHandler {
  readonly name: string;
  readonly fn: EventHandlerFn;
}

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
  private readonly ackWaitMs: number;
  private readonly maxDeliver: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly inboxRetentionMs: number;
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
    this.ackWaitMs = options.consumer?.ackWaitMs ?? config.eventAckWaitMs ?? 30_000;
    this.maxDeliver = Math.max(1, options.consumer?.maxDeliver ?? 20);
    this.retryBaseMs = options.consumer?.retryBaseMs ?? 1000;
    this.retryMaxMs = options.consumer?.retryMaxMs ?? 60_000;
    // An event older than the stream's max age can no longer be delivered, so its inbox row has done its work.
    this.inboxRetentionMs =
      options.consumer?.inboxRetentionMs ??
      ((config.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) + 1) * DAY_MS;
  }

  /** The event types this service handles. */
  handledTypes(): string[] {
    return [...this.handlers.keys()];
  }

  onApplicationBootstrap(): void {
    this.discoverHandlers();
    if (this.handlers.size === 0) return;
    const types = this.handledTypes();
    if (types.some((t) => !isPrivateEventType(t))) {
      this.lanes.push({ durable: this.durable, filter: () => `${this.nats.subjectPrefix}.>` });
    }
    if (types.some(isPrivateEventType)) {
      this.lanes.push({
        durable: privateDurableName(this.options.service),
        filter: () => `${privateSubjectPrefix(this.nats.subjectPrefix)}.>`,
      });
    }
    this.logger.log(`Consuming ${types.join(', ')} as ${this.lanes.map((l) => `"${l.durable}"`).join(' and ')}`);
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
    const cutoff = new Date(Date.now() - this.inboxRetentionMs);
    const deleted = await this.db
      .delete(kitInbox)
      .where(and(eq(kitInbox.consumer, this.durable), lt(kitInbox.handledAt, cutoff)))
      .returning({ eventId: kitInbox.eventId });
    return deleted.length;
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
    await shutdownStep(
      this.logger,
      `the event consumer "${this.durable}" (handler in flight)`,
      () => Promise.all(this.lanes.map((l) => l.loop)),
    );
  }

  /** The durable consumer's position, or undefined when the service consumes nothing or NATS is not ready. */
  async lag(): Promise<ConsumerLag | undefined> {
    const jsm = this.handlers.size > 0 ? this.nats.manager() : undefined;
    if (!jsm) return undefined;
    try {
      const lag = { pending: 0, ackPending: 0, redelivered: 0 };
      for (const lane of this.lanes) {
        const info = await jsm.consumers.info(this.nats.streamName, lane.durable);
        lag.pending += info.num_pending;
        lag.ackPending += info.num_ack_pending;
        lag.redelivered += info.num_redelivered;
      }
      return lag;
    } catch {
      return undefined;
    }
  }

  /** Aborted when shutdown begins (tests hold set-up steps until then). */
  shutdownSignal(): AbortSignal {
    return this.stopping.signal;
  }

  private discoverHandlers(): void {
    const wrappers = [...this.discovery.getProviders(), ...this.discovery.getControllers()];
    const seen = new Set<object>();
    for (const wrapper of wrappers) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object | null;
      if (!prototype) continue;
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const method = (prototype as Record<string, unknown>)[methodName];
        const types = eventTypesOf(method);
        if (types.length === 0) continue;
        if (!wrapper.isDependencyTreeStatic()) {
          throw new Error(
            `@OnEvent handler ${wrapper.name as string}.${methodName} must live in a singleton provider`,
          );
        }
        const fn = (method as EventHandlerFn).bind(instance);
        const name = `${instance.constructor.name}.${methodName}`;
        for (const type of types) this.handlers.set(type, [...(this.handlers.get(type) ?? []), { name, fn }]);
      }
    }
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

  /**
   * Creates the durable consumer, or brings its settings up to date. No server-side `backoff`: on
   * nats-server 2.9 it distorts `nak(delay)` (the delay is measured against the backoff step instead of
   * ack_wait), so handler errors back off through nak delays and lost acks wait one ack_wait.
   */
  private async ensureConsumer(jsm: JetStreamManager, lane: Lane): Promise<void> {
    const stream = this.nats.streamName;
    const durable = lane.durable;
    const settings = {
      filter_subject: lane.filter(),
      ack_wait: nanos(this.ackWaitMs),
      max_deliver: this.maxDeliver,
      max_ack_pending: 1000,
    };
    try {
      await jsm.consumers.info(stream, durable);
      await jsm.consumers.update(stream, durable, settings);
    } catch (err) {
      if (!(err instanceof JetStreamApiError) || err.code !== JetStreamApiCodes.ConsumerNotFound) throw err;
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ...settings,
      });
      this.logger.log(`Created durable consumer "${durable}" on ${stream}`);
    }
  }

  /** Pulls and handles messages until shutdown; the client's consume() survives reconnects. */
  private async consumeForever(js: JetStreamClient, lane: Lane): Promise<void> {
    const signal = this.stopping.signal;
    for (let failures = 0; !signal.aborted;) {
      try {
        const consumer = await js.consumers.get(this.nats.streamName, lane.durable);
        if (signal.aborted) break;
        // A pull lives `expires` on the server: when the NATS node holding it dies, the consumer only pulls again
        // once it expires (30 s by the client's default; the replicas drill waited that long). 5 s bounds that
        // stall at the cost of one small pull request per 5 s while idle.
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
    let event: EventEnvelope;
    try {
      event = eventEnvelopeSchema.parse(msg.json());
    } catch (err) {
      this.logger.error(
        `Terminating malformed event on ${msg.subject} (seq ${msg.seq}): ${errorMessage(err).slice(0, 300)}`,
      );
      msg.term(); // no reason: nats-server 2.9 ignores '+TERM <reason>'
      return;
    }
    // Defence in depth behind the bus's permissions (ADR 0010): a catalogue event counts only on its own subject
    // and from its owner; anything else is forged or misrouted, never handled.
    const refusal = envelopeRefusal(event, msg.subject, this.nats.subjectPrefix);
    if (refusal) {
      this.logger.error(
        `Terminating forged event ${event.id} on ${msg.subject} (seq ${msg.seq}): ${refusal.slice(0, 300)}`,
      );
      msg.term();
      return;
    }
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
      await inSpan(`handle ${parsed.type}`, SpanKind.CONSUMER, contextFrom(traceParent ? { traceparent: traceParent } : {}), () =>
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
          this.logger.warn(`An after-commit step of ${parsed.type} ${parsed.id} failed: ${errorMessage(err).slice(0, 300)}`);
        }
      }
    } catch (err) {
      const delivery = msg.info.deliveryCount;
      if (delivery >= this.maxDeliver) {
        this.logger.error(
          `Giving up on event ${event.type} ${event.id} after ${delivery} deliveries: ${errorMessage(err).slice(0, 500)}`,
        );
        msg.term();
      } else {
        const delay = backoffDelay(delivery, this.retryBaseMs, this.retryMaxMs);
        this.logger.warn(
          `Handler failed for ${event.type} ${event.id} (delivery ${delivery}): ${errorMessage(err).slice(0, 500)}; retry in ${delay} ms`,
        );
        msg.nak(delay);
      }
      return;
    }
    if (this.options.beforeAck?.(event) === false) return;
    msg.ack();
  }
}
