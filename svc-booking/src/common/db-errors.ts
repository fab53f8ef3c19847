import { sqlState } from '@vetnow/service-kit/database';

export { sqlState };

/** Name of the violated constraint or index of a pg error (also when drizzle wrapped it). */
export function constraintOf(err: unknown): string | undefined {
  for (let e = err as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** How many times a transaction PostgreSQL may abort as a deadlock victim is tried: here and in the booking's own loop. */
export const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs `work` again when PostgreSQL aborted it as a deadlock victim (40P01): two transactions that write
 * overlapping claims at the same instant each wait for the other on an exclusion constraint, and the deadlock
 * detector aborts one. Its retry then meets the winner's committed row and answers 409 like any loser — or, with
 * several racing, another retrying victim at the same instant again: three tries were once not enough for a
 * reschedule racing three bookings on a loaded CI machine (a 500 instead of a 409), hence five, as the booking has.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (sqlState(err) !== '40P01' || attempt >= attempts) throw err;
    }
  }
}
