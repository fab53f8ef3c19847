/**
 * The shared counters of every rate limit (HTTP limits and svc-auth's sign-in limiter), one row per key.
 * Kept in the service's own database so that every replica of a service sees the same counts
 * (docs/decisions/0011-shared-rate-limits.md). Idempotent; valid on PostgreSQL 15+.
 *
 * hits            — hits counted in the current window (refused hits are not counted)
 * window_ends_at  — when the count starts again from zero
 * blocked_until   — while in the future, every hit is refused (set when `hits` reached the limit)
 * refused         — whether the last hit was refused (read back by RETURNING: the row's old state is gone)
 */
export const RATE_LIMIT_DDL: string[] = [
  `CREATE TABLE IF NOT EXISTS kit_rate_limit (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    window_ends_at timestamptz NOT NULL,
    blocked_until timestamptz,
    refused boolean NOT NULL DEFAULT false
  )`,
  `CREATE INDEX IF NOT EXISTS kit_rate_limit_window_idx ON kit_rate_limit (window_ends_at)`,
];
