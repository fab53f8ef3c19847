/**
 * What the messaging loops that retry share (the relay, the consumer, the NATS and LISTEN connections): backoff, an
 * abortable sleep, the message of what failed.
 */

/** Exponential backoff: base * 2^(attempt-1), capped at max (attempt starts at 1). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  const exp = Math.min(Math.max(attempt, 1) - 1, 30);
  return Math.min(baseMs * 2 ** exp, maxMs);
}

/** A sleep that resolves early when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}
