import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { listenConfigOf, PgListener } from '@vetnow/service-kit/messaging';
import { concerns, DESK_DAY_CHANNEL, parseDeskDayNotice, type DayStreamFilter, type DeskDayNotice } from './desk-day-notice.js';

/** What the hub needs of an open stream. */
export interface DaySubscriber {
  /** Something this stream follows changed. */
  changed(): void;
  /** Ends the stream (shutdown). */
  end(): void;
}

/** A process-wide follower of every day's changes (the waitlist fills the day that changed). */
export interface DayWatcher {
  /** `notice.date` changed. */
  notice(notice: DeskDayNotice): void;
  /** The LISTEN connection is (back) in place: notices sent while it was down are lost. */
  resync(): void;
}

/** How long shutdown waits for the LISTEN connection to close. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * The fan-out behind the live streams (issue 39): one LISTEN connection per process on `desk_day` (the kit's
 * PgListener, reconnected with backoff, as the outbox relay's and svc-notify's senders'), each notification handed in
 * memory to the open streams it concerns. Notifications sent while the connection was down are lost, so every stream
 * is told once the LISTEN is back (its screen refetches). Shutdown ends every stream first (ADR 0014: `app.close()`
 * must not wait on a browser), then closes the connection.
 */
@Injectable()
export class DeskDayHub implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DeskDayHub');
  private readonly subscribers = new Map<DaySubscriber, DayStreamFilter>();
  private readonly watchers = new Set<DayWatcher>();
  private readonly listener: PgListener;
  private stopped = false;

  constructor(@Inject(DB) db: Database) {
    this.listener = new PgListener(listenConfigOf(db), {
      channels: [DESK_DAY_CHANNEL],
      logger: this.logger,
      onNotify: (_channel, payload) => this.notified(payload),
      onListening: () => this.everyone(),
    });
  }

  onApplicationBootstrap(): void {
    if (!this.listener.start()) this.logger.warn('No connection to LISTEN on: the live day streams only keep alive');
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    const open = [...this.subscribers.keys()];
    this.subscribers.clear();
    for (const subscriber of open) subscriber.end();
    if (open.length > 0) this.logger.log(`Shutdown: ended ${open.length} live day stream(s)`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT_MS);
      timer.unref();
    });
    await Promise.race([this.listener.stop(), timeout]).finally(() => clearTimeout(timer));
  }

  /** False once shutdown began: a stream opened now is ended at once (the client reconnects elsewhere). */
  get accepting(): boolean {
    return !this.stopped;
  }

  /** Whether the LISTEN connection is in place. */
  get listening(): boolean {
    return this.listener.listening;
  }

  /** How many streams are open in this process. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Tells `subscriber` about the changes `filter` follows, until it unsubscribes. */
  subscribe(filter: DayStreamFilter, subscriber: DaySubscriber): void {
    this.subscribers.set(subscriber, filter);
  }

  unsubscribe(subscriber: DaySubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Tells `watcher` about every notice of every day (and when the LISTEN is back), until the returned stop is called. */
  watch(watcher: DayWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private notified(payload: string | undefined): void {
    const notice = parseDeskDayNotice(payload);
    if (!notice) {
      this.logger.warn(`Ignored a ${DESK_DAY_CHANNEL} notification that is not a day notice`);
      return;
    }
    for (const [subscriber, filter] of this.subscribers) if (concerns(filter, notice)) subscriber.changed();
    for (const watcher of this.watchers) watcher.notice(notice);
  }

  private everyone(): void {
    for (const subscriber of this.subscribers.keys()) subscriber.changed();
    for (const watcher of this.watchers) watcher.resync();
  }
}
