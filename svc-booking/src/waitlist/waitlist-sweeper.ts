import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, gte, inArray } from 'drizzle-orm';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { waitlistEntries } from '../database/schema.js';
import { DeskDayHub } from '../desk-events/desk-day-hub.js';
import { WaitlistFiller } from './fill-waitlist.service.js';

/** Notices of one date closer together than this become one fill (a closure moving many visits). */
export const FILL_DEBOUNCE_MS = 25;
/** How long shutdown waits for the fill in progress. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * When the waitlist is filled (issue 39 phase B): (a) right after any change of a day's appointments — every copy of
 * the service hears every `desk_day` notice (DeskDayHub) and fills that date, debounced per date; (b) every
 * WAITLIST_SWEEP_SECONDS (0: never), every date from tomorrow with live entries — leave or a closure removed, an offer
 * run out (it passes to the next), a notice missed (also at once when the LISTEN connection is back). Fills run one
 * at a time in a process; across copies the date's advisory lock orders them. Timers are unref'd and shutdown stops
 * them and waits for the fill in progress (bounded), so `app.close()` never hangs (ADR 0014).
 */
@Injectable()
export class WaitlistSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WaitlistSweeper');
  private readonly debounce = new Map<string, NodeJS.Timeout>();
  private readonly queue = new Set<string>();
  private interval: NodeJS.Timeout | undefined;
  private unwatch: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly hub: DeskDayHub,
    private readonly filler: WaitlistFiller,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unwatch = this.hub.watch({ notice: (n) => this.changed(n.date), resync: () => void this.sweep() });
    const seconds = this.config.waitlist.sweepSeconds;
    if (seconds > 0) {
      this.interval = setInterval(() => void this.sweep(), seconds * 1000);
      this.interval.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Stops listening, sweeping and queueing, and waits (at most a few seconds) for the fill in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unwatch?.();
    if (this.interval) clearInterval(this.interval);
    for (const timer of this.debounce.values()) clearTimeout(timer);
    this.debounce.clear();
    this.queue.clear();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT_MS);
      timer.unref();
    });
    await Promise.race([this.running ?? Promise.resolve(), timeout]).finally(() => clearTimeout(timer));
  }

  /** A day changed: fill it shortly (once for a burst of notices). Days before tomorrow have no waitlist to fill. */
  changed(date: string): void {
    if (this.stopped || date < clinicTomorrow(new Date()) || this.debounce.has(date)) return;
    const timer = setTimeout(() => {
      this.debounce.delete(date);
      this.enqueue([date]);
    }, FILL_DEBOUNCE_MS);
    timer.unref();
    this.debounce.set(date, timer);
  }

  /** Queues every date from tomorrow with waiting or offered entries; resolves when they are filled. */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const rows = await this.db
        .selectDistinct({ date: waitlistEntries.date })
        .from(waitlistEntries)
        .where(and(inArray(waitlistEntries.status, ['waiting', 'offered']), gte(waitlistEntries.date, clinicTomorrow(new Date()))));
      this.enqueue(rows.map((r) => r.date));
      await this.idle();
    } catch (err) {
      this.logger.error({ msg: 'waitlist sweep failed', err });
    }
  }

  /** Resolves once the queue is empty and no fill runs. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private enqueue(dates: readonly string[]): void {
    if (this.stopped) return;
    for (const date of dates) this.queue.add(date);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.stopped || this.queue.size === 0) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      this.kick(); // a date queued while the last fill was finishing
    });
  }

  private async drain(): Promise<void> {
    for (let date = first(this.queue); date !== undefined && !this.stopped; date = first(this.queue)) {
      this.queue.delete(date);
      try {
        const { lapsed, offered } = await this.filler.fillDate(date);
        if (lapsed.length + offered.length > 0) this.logger.log({ msg: 'waitlist filled', date, lapsed: lapsed.length, offered: offered.length });
      } catch (err) {
        this.logger.error({ msg: 'waitlist fill failed', date, err });
      }
    }
  }
}

function first(set: ReadonlySet<string>): string | undefined {
  for (const value of set) return value;
  return undefined;
}
