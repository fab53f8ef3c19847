import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/**
 * A reminder job's rounds (visit reminders, pet care reminders): every `everyMs()` (0: never by itself, tests call
 * runOnce), one round at a time, a failed round logged; on shutdown no new round, and the one under way is awaited.
 */
export abstract class ReminderRound implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** Set on shutdown: a round with more to do stops between its batches. */
  protected stopped = false;

  protected constructor(private readonly name: string) {
    this.logger = new Logger(name);
  }

  /** How often a round runs; 0: never by itself. */
  protected abstract everyMs(): number;

  /** One round at the clock's now; answers how many reminders it sent. */
  abstract runOnce(): Promise<number>;

  onApplicationBootstrap(): void {
    const every = this.everyMs();
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
