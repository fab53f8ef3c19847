import { sqlState } from '@vetnow/service-kit/database';

export { sqlState };

/** Name of the violated constraint or index of a pg / PGlite error (also when drizzle wrapped it). */
export function constraintOf(err: unknown): string | undefined {
  for (let e = err as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
    e = e.cause as typeof e;
  }
  return undefined;
}
