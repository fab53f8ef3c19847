import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * A job svc-payments runs every `everyMs` (0 = never by itself: tests call runOnce): one pass at a time, its failure
 * logged, and on shutdown — before the database closes — no new pass while the one under way stops after its current
 * item. Every copy of the service may run it: each item is claimed (or settled idempotently) by the pass.
 */
export abstract class PollingJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  protected constructor(name: string) {
    this.logger = new Logger(name);
  }

  /** How often a pass runs; 0: never by itself. */
  protected abstract everyMs(): number;

  /** Ids of the items due now (at most `limit`). */
  protected abstract due(limit: number): Promise<readonly string[]>;

  /** Does one item. */
  protected abstract execute(id: string): Promise<unknown>;

  onApplicationBootstrap(): void {
    const every = this.everyMs();
    if (every > 0) {
      this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.logger.error({ msg: 'pass failed', err })), every);
      this.timer.unref();
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many items it did. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    let done = 0;
    for (const id of await this.due(PASS_SIZE)) {
      if (this.stopping) break;
      await this.execute(id);
      done += 1;
    }
    return done;
  }
}

/** Items one pass takes at most. */
export const PASS_SIZE = 50;
