/**
 * The provider calls a service has under way (a refund, a saved card's charge), so that shutdown lets them finish —
 * bounded — before the database closes, and starts no new one meanwhile.
 */
export class AttemptsInFlight {
  private readonly running = new Set<Promise<unknown>>();
  private closing = false;

  /** False once shutdown has begun: an attempt started "soon" after a commit is then left to the next start's job. */
  get open(): boolean {
    return !this.closing;
  }

  /** Tracks `attempt` until it settles; answers it. */
  track<T>(attempt: Promise<T>): Promise<T> {
    this.running.add(attempt);
    void attempt.catch(() => undefined).finally(() => this.running.delete(attempt));
    return attempt;
  }

  /**
   * Starts an attempt without waiting (right after the commit that made it due; the service's job would also find
   * it) unless shutdown has begun; a failure goes to `failed`, to be logged.
   */
  soon(start: () => Promise<unknown>, failed: (err: unknown) => void): void {
    if (this.open) start().catch(failed);
  }

  /** Shutdown: no new attempt; waits for the ones under way, at most `boundMs`. */
  async close(boundMs = 5_000): Promise<void> {
    this.closing = true;
    if (this.running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, boundMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }
}
