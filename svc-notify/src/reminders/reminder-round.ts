import { Inject, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { NoticeDesk } from '../notifications/notice-desk.js';

/**
 * A reminder job's rounds (visit reminders, pet care reminders): every REMINDER_POLL_MS (0: never by itself, tests
 * call runOnce), one round at a time, a failed round logged; on shutdown no new round, and the one under way is
 * awaited.
 */
export abstract class ReminderRound implements OnApplicationBootstrap, OnModuleDestroy {
  // What every job works with, injected here (Nest's property injection for a base class) rather than passed up
  // through each job's constructor: set once the job is made, before its first round.
  @Inject(DB) protected readonly db!: Database;
  @Inject(NOTIFY_CONFIG) protected readonly config!: NotifyConfig;
  @Inject(CLOCK) protected readonly clock!: Clock;
  @Inject(NoticeDesk) protected readonly desk!: NoticeDesk;

  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** Set on shutdown: a round with more to do stops between its batches. */
  protected stopped = false;

  protected constructor(private readonly name: string) {
    this.logger = new Logger(name);
  }

  /** One round at the clock's now; answers how many reminders it sent. */
  abstract runOnce(): Promise<number>;

  onApplicationBootstrap(): void {
    const every = this.config.reminderPollMs;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      if (this.running || this.stopped) return;
      this.running = this.runOnce()
        .catch((err: unknown) => this.logger.warn(`${this.name} round failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
