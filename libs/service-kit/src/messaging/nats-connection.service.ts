import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { connect, credsAuthenticator, type NatsConnection, type NodeConnectionOptions } from '@nats-io/transport-node';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import {
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';
import { backoffDelay, errorMessage, sleep } from './retry.js';
import { natsInboxPrefix } from '@vetnow/contracts/event-bus';
import { shutdownStep } from '../lifecycle/shutdown-step.js';
import { splitList } from '../config/service-config.js';

export { DEFAULT_EVENT_RETENTION_DAYS, DUPLICATE_WINDOW_MS } from '../event-stream/event-stream.js';
const RECONNECT_WAIT_MS = 1000;

type ReadyListener = (js: JetStreamClient, jsm: JetStreamManager) => void | Promise<void>;

/**
 * The service's one NATS connection. It never blocks boot: the first connection is attempted in the
 * background until it succeeds (the service serves HTTP meanwhile and `isConnected()` reports false), and
 * after that the client reconnects forever. After every (re)connect it waits until the JetStream stream exists
 * (the operator sets it up, never a service: ADR 0045), then the ready listeners (relay, consumer) are called.
 */
@Injectable()
export class NatsConnectionService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Nats');
  private readonly stopping = new AbortController();
  private nc?: NatsConnection;
  private js?: JetStreamClient;
  private jsm?: JetStreamManager;
  private connected = false;
  private streamReady = false;
  private readonly listeners = new Set<ReadyListener>();
  private connecting?: Promise<void>;
  private readyGeneration = 0;

  constructor(
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingModuleOptions,
  ) {}

  onModuleInit(): void {
    this.connecting = this.connectInBackground();
  }

  /** True while the connection to the server is up (for /health). */
  isConnected(): boolean {
    return this.connected && !!this.nc && !this.nc.isClosed();
  }

  /** The JetStream client once connected and the stream is ensured, else undefined. */
  jetstream(): JetStreamClient | undefined {
    return this.isConnected() && this.streamReady ? this.js : undefined;
  }

  /** The JetStream manager once connected and the stream is ensured, else undefined. */
  manager(): JetStreamManager | undefined {
    return this.isConnected() && this.streamReady ? this.jsm : undefined;
  }

  get streamName(): string {
    return this.config.natsStream;
  }

  get subjectPrefix(): string {
    return this.config.eventSubjectPrefix;
  }

  /**
   * Calls `listener` every time the connection is (re)established and the stream is ensured — at once if it
   * is ready now. Returns the unsubscribe function.
   */
  onReady(listener: ReadyListener): () => void {
    this.listeners.add(listener);
    const js = this.jetstream();
    if (js && this.jsm) this.callListener(listener, js, this.jsm);
    return () => this.listeners.delete(listener);
  }

  /**
   * Shutdown step 2: after the consumer and the relay have stopped (their `onModuleDestroy`), before the database
   * closes (`onApplicationShutdown`). Drains the connection (acks in flight reach the server), bounded; then closes.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    this.listeners.clear();
    await shutdownStep(this.logger, 'the NATS connection attempt in flight', () => this.connecting, 3000);
    const nc = this.nc;
    // Read before `connected` is cleared (clearing it first meant the connection was never drained, only closed).
    const live = !!nc && this.isConnectedTo(nc);
    this.connected = false;
    if (!nc || nc.isClosed()) return;
    const drained = live && (await shutdownStep(this.logger, 'the NATS connection to drain', () => nc.drain(), 3000));
    if (!drained) await shutdownStep(this.logger, 'the NATS connection to close', () => nc.close(), 2000);
  }

  private isConnectedTo(nc: NatsConnection): boolean {
    return this.connected && !nc.isClosed() && !nc.isDraining();
  }

  private async connectInBackground(): Promise<void> {
    const signal = this.stopping.signal;
    for (let attempt = 1; !signal.aborted; attempt++) {
      try {
        const nc = await connect({
          servers: splitList(this.config.natsUrl),
          name: `svc-${this.options.service}`,
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: RECONNECT_WAIT_MS,
          timeout: 5000,
          // No Error object (a captured stack) made ahead of each request and flush: every JetStream publish is a
          // request, and the RequestError constructor alone was 2.5 % of svc-booking's CPU in a profile of bookings
          // (ADR 0033). A timeout still rejects with its own error and message; only the caller's stack is missing.
          noAsyncTraces: true,
          ...this.credentials(),
        });
        if (signal.aborted) {
          await nc.close();
          return;
        }
        this.nc = nc;
        this.js = jetstream(nc);
        this.jsm = await jetstreamManager(nc, { checkAPI: false });
        this.connected = true;
        this.logger.log(`Connected to NATS at ${nc.getServer()}`);
        void this.watchStatus(nc);
        void this.prepare();
        return;
      } catch (err) {
        if (attempt === 1 || attempt % 30 === 0) {
          this.logger.warn(
            `NATS at ${this.config.natsUrl} unreachable (${errorMessage(err)}); retrying in the background`,
          );
        }
        await sleep(backoffDelay(attempt, 250, 2000), signal);
      }
    }
  }

  /**
   * The service's own user (NATS_USER/NATS_PASSWORD) or credentials file (NATS_CREDS), and its own inbox prefix:
   * the bus's permissions (contracts event-bus.ts) let each user read only its own inbox. The creds file is read
   * at each (re)connect, so a rotated file is picked up.
   */
  private credentials(): Partial<NodeConnectionOptions> {
    const c = this.config;
    const inboxPrefix = natsInboxPrefix(this.options.service);
    if (c.natsCreds) {
      const path = c.natsCreds;
      return { inboxPrefix, authenticator: credsAuthenticator(() => new Uint8Array(readFileSync(path))) };
    }
    if (c.natsUser && c.natsPassword) return { inboxPrefix, user: c.natsUser, pass: c.natsPassword };
    return { inboxPrefix };
  }

  private async watchStatus(nc: NatsConnection): Promise<void> {
    for await (const s of nc.status()) {
      switch (s.type) {
        case 'disconnect':
          if (this.connected) this.logger.warn('Disconnected from NATS; reconnecting');
          this.connected = false;
          this.streamReady = false;
          break;
        case 'reconnect':
          this.connected = true;
          this.logger.log(`Reconnected to NATS at ${nc.getServer()}`);
          void this.prepare();
          break;
        default:
          break;
      }
    }
    this.connected = false;
  }

  /** Waits for the stream (retrying while connected), then calls the ready listeners. */
  private async prepare(): Promise<void> {
    const generation = ++this.readyGeneration;
    const signal = this.stopping.signal;
    for (
      let attempt = 1;
      !signal.aborted && this.connected && generation === this.readyGeneration;
      attempt++
    ) {
      try {
        await this.findStream();
        this.streamReady = true;
        const js = this.js!;
        const jsm = this.jsm!;
        for (const listener of [...this.listeners]) this.callListener(listener, js, jsm);
        return;
      } catch (err) {
        // Right after a server restart JetStream may not answer yet; before the operator's setup the stream is missing.
        if (attempt === 1 || attempt % 20 === 0) {
          const missing = err instanceof JetStreamApiError && err.code === JetStreamApiCodes.StreamNotFound;
          this.logger.warn(
            missing
              ? `Stream ${this.config.natsStream} does not exist yet; waiting for the operator to set it up ` +
                  '(the runner does; with a NATS of your own: node scripts/nats-config.mjs stream)'
              : `Cannot read stream ${this.config.natsStream}: ${errorMessage(err)}`,
          );
        }
        await sleep(backoffDelay(attempt, 100, 2000), signal);
      }
    }
  }

  private callListener(listener: ReadyListener, js: JetStreamClient, jsm: JetStreamManager): void {
    Promise.resolve()
      .then(() => listener(js, jsm))
      .catch((err: unknown) => this.logger.error(`NATS ready listener failed: ${errorMessage(err)}`));
  }

  /**
   * Reads the stream's info: throws while it does not exist. A service's NATS user may not create or change it
   * (contracts event-bus.ts); the runner, compose's `nats-setup` or `npm run restore` does (ensureEventStream).
   */
  private async findStream(): Promise<void> {
    await this.jsm!.streams.info(this.config.natsStream);
  }
}
