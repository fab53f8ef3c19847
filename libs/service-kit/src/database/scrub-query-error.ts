/**
 * drizzle's DrizzleQueryError puts the bound parameters in its message (and so in its stack) — for account
 * writes that includes the password hash, which must never reach a log. This replaces such an error by one
 * with the SQL only, keeping the driver's error (SQLSTATE, constraint) as `cause`.
 */
export function scrubQueryError(err: unknown): unknown {
  const query = err instanceof Error && 'params' in err ? (err as { query?: unknown }).query : undefined;
  if (err instanceof Error && typeof query === 'string') {
    const scrubbed = new Error(`Failed query: ${query}`, { cause: err.cause });
    scrubbed.name = 'DatabaseQueryError';
    return scrubbed;
  }
  return err;
}

/** Runs `work`, rethrowing database errors without their bound parameters. */
export async function withoutQueryParams<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw scrubQueryError(err);
  }
}
