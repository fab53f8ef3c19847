// The one polling helper of the Node-side tests (service-kit, the services, tests/integration, tests/proof,
// tests/faults): instead of sleeping a fixed time and then asserting, a test states what must become true and
// polls it. A "not yet" check is written the same way: it observes the state that shows the thing has not
// happened (an outbox row still unpublished after the relay's pass, an inbox without the event) instead of
// waiting a while and asserting that nothing happened.

export interface EventuallyOptions {
  /** How long the check may keep failing (default 10 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 50 ms). */
  intervalMs?: number;
  /** What is awaited, in words: the error says it. */
  description?: string;
}

/**
 * Runs `check` until it completes without throwing, and returns its value. `check` is an assertion (it throws,
 * e.g. a failed `expect`, while the state is not there yet). After `timeoutMs` the last failure is rethrown,
 * with the description and the number of attempts in front of its message (and as `cause`).
 */
export async function eventually<T>(check: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 50, description = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      return await check();
    } catch (err) {
      if (Date.now() + intervalMs > deadline) {
        const message = err instanceof Error ? err.message : String(err);
        const failure = new Error(
          `eventually: ${description} did not hold within ${timeoutMs} ms (${attempts} attempts); last failure:\n${message}`,
          { cause: err },
        );
        if (err instanceof Error && err.stack) failure.stack = `${failure.message}\n${err.stack.split('\n').slice(1).join('\n')}`;
        throw failure;
      }
    }
    await new Promise<void>((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Like `eventually`, for a check that answers true/false: polls until it returns true. */
export function eventuallyTrue(
  check: () => boolean | Promise<boolean>,
  options: EventuallyOptions = {},
): Promise<void> {
  return eventually(async () => {
    if (!(await check())) throw new Error(`${options.description ?? 'the condition'} is still false`);
  }, options);
}
