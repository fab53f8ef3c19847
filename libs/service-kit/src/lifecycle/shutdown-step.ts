/** The slice of a Nest logger a shutdown step needs. */
export interface ShutdownLogger {
  log(message: string): void;
  warn(message: string): void;
}

/** Default bound of one shutdown step (an in-flight handler or relay pass, a NATS drain, a database close). */
export const SHUTDOWN_STEP_TIMEOUT_MS = 5_000;

/**
 * Runs one step of the service's orderly shutdown, bounded in time. A step that has not settled after
 * `timeoutMs` is logged with what it was waiting for, and shutdown goes on to the next step instead of
 * hanging (the step keeps running in the background). A step that fails is logged, never rethrown: the
 * later steps (closing NATS, closing the database) must still run.
 *
 * Returns true when the step finished in time.
 */
export async function shutdownStep(
  logger: ShutdownLogger,
  what: string,
  step: () => Promise<unknown> | unknown,
  timeoutMs = SHUTDOWN_STEP_TIMEOUT_MS,
): Promise<boolean> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(step).then(() => 'done' as const), timedOut]);
    if (outcome === 'timeout') {
      logger.warn(`Shutdown: gave up waiting for ${what} after ${timeoutMs} ms; continuing`);
      return false;
    }
    logger.log(`Shutdown: ${what} done in ${Date.now() - started} ms`);
    return true;
  } catch (err) {
    logger.warn(`Shutdown: ${what} failed after ${Date.now() - started} ms: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
