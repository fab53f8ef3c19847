import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DB, type Database } from '../database/database.tokens.js';
import { statement, type Statement } from '../database/statement.js';

export interface ConsumeOptions {
  /** Hits allowed in a window: the hit that reaches it is still allowed and starts the block. */
  readonly limit: number;
  readonly windowMs: number;
  /**
   * `false` (default): a fixed window from the first hit. `true`: every counted hit restarts the window,
   * so the count is forgotten only after `windowMs` without hits (sign-in failure streaks).
   */
  readonly sliding?: boolean;
  /** How long a reached limit blocks; default: until the window ends. */
  readonly blockMs?: number;
  /**
   * Growing delays instead: the hit that reaches the limit blocks `baseMs`, each further one twice as long as
   * the one before, at most `maxMs`.
   */
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
}

export interface ConsumeResult {
  /** false: the key was blocked; this hit was refused and not counted. */
  readonly allowed: boolean;
  /** Hits counted in the current window (this one included when allowed). */
  readonly hits: number;
  /** Milliseconds until the key is no longer blocked (0 when it is not). */
  readonly blockedMs: number;
  /** Milliseconds until the window ends. */
  readonly windowMs: number;
}

/** One in this many hits also deletes rows that have been over for an hour (no timer to manage). */
const CLEANUP_EVERY = 200;

const ms = (value: number): SQL => sql`(${value}::double precision * interval '1 millisecond')`;

type CounterRow = { i: number; hits: number; refused: boolean; blocked_ms: number | string | null; window_ms: number | string };
const consumeStatements = new Map<string, Statement<Record<string, string>, CounterRow>>();

/**
 * The statement counting one hit on each of n keys under these rules (one per key, the keys its placeholders
 * `key0`…): one data-modifying CTE per key, read in the order given (so rows are locked in that order, every
 * time). Built once per list of rules — a handful: one per route policy.
 */
function consumeStatement(rules: readonly ConsumeOptions[]): Statement<Record<string, string>, CounterRow> {
  const id = JSON.stringify(rules);
  let found = consumeStatements.get(id);
  if (!found) {
    found = statement(`kit_rate_limit_${createHash('sha256').update(id).digest('hex').slice(0, 16)}`, (p) => {
      const ctes = rules.map((rule, i) => sql`${sql.raw(`hit${i}`)} AS (${upsert(p[`key${i}`]!, rule)})`);
      const reads = rules.map((_, i) => sql`SELECT ${sql.raw(String(i))} AS i, * FROM ${sql.raw(`hit${i}`)}`);
      return sql`WITH ${sql.join(ctes, sql`, `)} ${sql.join(reads, sql` UNION ALL `)}`;
    });
    consumeStatements.set(id, found);
  }
  return found;
}

/** The atomic upsert counting one hit on `key` (unless blocked), returning the counter's state. */
function upsert(key: SQLWrapper, options: ConsumeOptions): SQL {
  const { limit, windowMs } = options;
  const blockedNow = sql`(r.blocked_until IS NOT NULL AND r.blocked_until > now())`;
  const expired = sql`(r.window_ends_at <= now())`;
  const nextHits = sql`(CASE WHEN ${expired} THEN 1 ELSE r.hits + 1 END)`;
  const nextWindowEnd = options.sliding
    ? sql`(now() + ${ms(windowMs)})`
    : sql`(CASE WHEN ${expired} THEN now() + ${ms(windowMs)} ELSE r.window_ends_at END)`;
  const blockFor = (hits: SQL, windowEnd: SQL): SQL => {
    const until = options.backoff
      ? sql`now() + LEAST(${options.backoff.maxMs}::double precision, ${options.backoff.baseMs}::double precision * power(2, (${hits}) - ${limit})) * interval '1 millisecond'`
      : options.blockMs !== undefined
        ? sql`now() + ${ms(options.blockMs)}`
        : windowEnd;
    return sql`(CASE WHEN (${hits}) >= ${limit} THEN ${until} END)`;
  };
  return sql`INSERT INTO kit_rate_limit AS r (key, hits, window_ends_at, blocked_until, refused)
      VALUES (${key}, 1, now() + ${ms(windowMs)}, ${blockFor(sql`1`, sql`now() + ${ms(windowMs)}`)}, false)
      ON CONFLICT (key) DO UPDATE SET
        refused = ${blockedNow},
        hits = CASE WHEN ${blockedNow} THEN r.hits ELSE ${nextHits} END,
        window_ends_at = CASE WHEN ${blockedNow} THEN r.window_ends_at ELSE ${nextWindowEnd} END,
        blocked_until = CASE WHEN ${blockedNow} THEN r.blocked_until ELSE ${blockFor(nextHits, nextWindowEnd)} END
      RETURNING hits, refused,
        GREATEST(0, EXTRACT(EPOCH FROM (blocked_until - now())) * 1000) AS blocked_ms,
        GREATEST(0, EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000) AS window_ms`;
}

/**
 * The shared counters behind every rate limit (table `kit_rate_limit` in the service's own database, so all
 * replicas count together). One atomic upsert per hit: the row lock of `ON CONFLICT DO UPDATE` orders
 * concurrent hits of one key; times are the database's `now()`, so
 * replicas with skewed clocks still agree.
 */
@Injectable()
export class RateLimitStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Counts one hit on `key` unless it is blocked. */
  async consume(key: string, options: ConsumeOptions): Promise<ConsumeResult> {
    const [result] = await this.consumeAll([{ key, options }]);
    return result!;
  }

  /**
   * Counts one hit on each key (each unless it is blocked) in one statement — one round trip for a request
   * counted per account and per address. The results are in the order of `hits`. Each key is decided on its
   * own: a hit its account's counter refuses still counts against its address's.
   */
  async consumeAll(hits: readonly { key: string; options: ConsumeOptions }[]): Promise<ConsumeResult[]> {
    if (hits.length === 0) return [];
    const rows = await consumeStatement(hits.map((h) => h.options))(
      this.db,
      Object.fromEntries(hits.map((h, i) => [`key${i}`, h.key])),
    );
    if (rows.length !== hits.length) throw new Error('rate limit upsert returned no row');
    if (Math.floor(Math.random() * CLEANUP_EVERY) === 0) await this.cleanUp();
    return [...rows]
      .sort((a, b) => Number(a.i) - Number(b.i))
      .map((row) => ({
        allowed: !row.refused,
        hits: Number(row.hits),
        blockedMs: row.refused ? Math.ceil(Number(row.blocked_ms ?? 0)) : 0,
        windowMs: Math.ceil(Number(row.window_ms)),
      }));
  }

  /**
   * Withdraws one counted hit (a sign-in that turned out to succeed must not count against the address);
   * lifts the block when the count falls below `limit`.
   */
  async release(key: string, limit: number): Promise<void> {
    await this.db.execute(
      sql`UPDATE kit_rate_limit
          SET hits = GREATEST(hits - 1, 0),
              blocked_until = CASE WHEN hits - 1 < ${limit} THEN NULL ELSE blocked_until END
          WHERE key = ${key} AND window_ends_at > now()`,
    );
  }

  /** Forgets `key` entirely. */
  async reset(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM kit_rate_limit WHERE key = ${key}`);
  }

  /** Deletes rows whose window and block ended more than an hour ago. */
  async cleanUp(): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM kit_rate_limit
          WHERE window_ends_at < now() - interval '1 hour'
            AND (blocked_until IS NULL OR blocked_until < now() - interval '1 hour')`,
    );
  }
}
