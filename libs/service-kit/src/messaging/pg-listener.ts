import type { Logger } from '@nestjs/common';
import pg from 'pg';
import type { Database } from '../database/database.tokens.js';
import { backoffDelay, errorMessage } from './retry.js';

/** The channel kit_outbox's trigger notifies when a transaction that added outbox rows commits (MESSAGING_DDL). */
export const OUTBOX_CHANNEL = 'kit_outbox';

/**
 * The connection settings of the pool behind a drizzle database (node-postgres), for a connection of its own
 * outside the pool; undefined when the database has no pg pool behind it (then nobody listens: callers poll).
 */
export function listenConfigOf(db: Database): pg.ClientConfig | undefined {
  const pool = (db as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  const options = pool?.options;
  if (!options || typeof options !== 'object') return undefined;
  const { connectionString, host, port, user, password, database, ssl, keepAlive } = options;
  const name = options.application_name ?? 'vetnow';
  return {
    ...(connectionString !== undefined && { connectionString }),
    ...(host !== undefined && { host }),
    ...(port !== undefined && { port }),
    ...(user !== undefined && { user }),
    ...(password !== undefined && { password }),
    ...(database !== undefined && { database }),
    ...(ssl !== undefined && { ssl }),
    keepAlive: keepAlive ?? true,
    connectionTimeoutMillis: 5_000,
    application_name: `${name}-listen`, // PgListener adds its channels
  };
}

export interface PgListenerOptions {
  /** Channels to LISTEN on (plain identifiers). */
  readonly channels: readonly string[];
  /** A notification on one of the channels arrived, with its payload (`undefined` when it had none). */
  readonly onNotify: (channel: string, payload: string | undefined) => void;
  /**
   * The LISTEN is in place (at start and after each reconnect): notifications sent while it was down are lost,
   * so the caller looks once now.
   */
  readonly onListening?: () => void;
  /** The connection dropped (the caller polls while it is down). */
  readonly onDown?: () => void;
  readonly logger: Pick<Logger, 'log' | 'warn'>;
  /** Reconnect backoff: base * 2^(attempt-1), capped. Defaults 500 ms / 30 s. */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
}

/**
 * One dedicated PostgreSQL connection (not the pool's: it stays open for the process's life and must not hold a
 * pool slot or the pool's end) that LISTENs on a few channels and calls back on each notification (ADR 0047). If
 * the connection drops it reconnects with backoff, calling `onDown` at once and `onListening` once it listens again.
 * `stop()` closes it (shutdown step 1, with the relay and the senders).
 */
export class PgListener {
  private client?: pg.Client;
  private stopped = false;
  private attempts = 0;
  private retryTimer?: NodeJS.Timeout;
  private connecting?: Promise<void>;
  private up = false;

  constructor(
    private readonly config: pg.ClientConfig | undefined,
    private readonly options: PgListenerOptions,
  ) {}

  /** Whether the LISTEN is in place now. */
  get listening(): boolean {
    return this.up;
  }

  /** Connects and listens (in the background; failures retry with backoff). False when there is nothing to connect to. */
  start(): boolean {
    if (!this.config) return false;
    this.stopped = false;
    this.connect();
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.up = false;
    clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.stopped || this.connecting) return;
    // Named after its channels, so that pg_stat_activity tells the listeners of one process apart.
    const name = `${this.config?.application_name ?? 'vetnow-listen'} ${this.options.channels.join(',')}`.slice(0, 63);
    const client = new pg.Client({ ...this.config, application_name: name });
    this.client = client;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.client === client) this.client = undefined;
      const wasUp = this.up;
      this.up = false;
      if (this.stopped) return;
      if (wasUp) {
        this.options.logger.warn(`LISTEN connection lost (${err ? errorMessage(err) : 'closed'}); polling until it is back`);
        this.options.onDown?.();
      }
      this.scheduleReconnect();
    };
    client.on('error', (err) => onLost(err));
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (!this.stopped) this.options.onNotify(msg.channel, msg.payload || undefined);
    });
    this.connecting = (async () => {
      try {
        await client.connect();
        for (const channel of this.options.channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        if (this.stopped || lost) return;
        if (this.attempts > 0) this.options.logger.log(`LISTEN connection back after ${this.attempts} attempt(s)`);
        this.attempts = 0;
        this.up = true;
        this.options.onListening?.();
      } catch (err) {
        if (!this.stopped && !lost) onLost(err instanceof Error ? err : new Error(String(err)));
      } finally {
        this.connecting = undefined;
      }
    })();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.attempts++;
    const delay = backoffDelay(this.attempts, this.options.retryBaseMs ?? 500, this.options.retryMaxMs ?? 30_000);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
    this.retryTimer.unref();
  }
}
