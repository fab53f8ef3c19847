import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../testing/test-database.js';
import { loadRateLimitConfig } from './rate-limit.config.js';
import { RATE_LIMIT_DDL } from './rate-limit.ddl.js';
import { RateLimitStore } from './rate-limit.store.js';

/** Moves every row of the table back in time, so windows and blocks end without waiting. */
async function age(conn: DatabaseConnection, ms: number): Promise<void> {
  await conn.db.execute(
    sql`UPDATE kit_rate_limit SET window_ends_at = window_ends_at - ${ms} * interval '1 millisecond',
        blocked_until = blocked_until - ${ms} * interval '1 millisecond'`,
  );
}

describe('RateLimitStore on PostgreSQL', () => {
  let pg: TestPostgresDatabase;
  let conn: DatabaseConnection;
  let second: DatabaseConnection;
  let store: RateLimitStore;

  beforeAll(async () => {
    pg = createTestPostgresDatabase('vetnow_kit_rl');
    const config = { service: 'booking' as const, databaseUrl: pg.url };
    conn = await openDatabase(config, { kitDdl: RATE_LIMIT_DDL });
    second = await openDatabase(config, { kitDdl: RATE_LIMIT_DDL });
    store = new RateLimitStore(conn.db);
  });
  afterAll(async () => {
    await second?.close();
    await conn?.close();
    await pg?.drop();
  });

  it('allows `limit` hits per fixed window, refuses the next with the time until the window ends, then starts over', async () => {
    const opts = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.consume('fixed', opts));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.blockedMs).toBeGreaterThan(55_000);
    expect(results[3]!.blockedMs).toBeLessThanOrEqual(60_000);
    await age(conn, 60_001);
    const again = await store.consume('fixed', opts);
    expect(again).toMatchObject({ allowed: true, hits: 1 });
  });

  it('growing delays: the limit-th hit blocks base, each further one twice as long, at most max', async () => {
    const opts = { limit: 2, windowMs: 3_600_000, sliding: true, backoff: { baseMs: 1000, maxMs: 5000 } };
    expect((await store.consume('backoff', opts)).allowed).toBe(true);
    expect((await store.consume('backoff', opts)).allowed).toBe(true); // 2nd: blocks 1 s
    const blocked = await store.consume('backoff', opts);
    expect(blocked.allowed).toBe(false);
    expect(blocked.blockedMs).toBeLessThanOrEqual(1000);
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      await age(conn, 5001);
      expect((await store.consume('backoff', opts)).allowed).toBe(true);
      delays.push((await store.consume('backoff', opts)).blockedMs);
    }
    // 3rd hit blocks 2 s, 4th 4 s, then the 5 s ceiling.
    expect(delays.map((d) => Math.round(d / 1000))).toEqual([2, 4, 5, 5]);
  });

  it('release withdraws a hit and lifts the block below the limit; reset forgets the key', async () => {
    const opts = { limit: 2, windowMs: 60_000 };
    await store.consume('rel', opts);
    await store.consume('rel', opts);
    expect((await store.consume('rel', opts)).allowed).toBe(false);
    await store.release('rel', 2);
    expect((await store.consume('rel', opts)).allowed).toBe(true);
    await store.reset('rel');
    expect((await store.consume('rel', opts)).hits).toBe(1);
  });

  it('consumeAll counts several keys in one statement, each under its own rule, the results in the order given', async () => {
    const account = { key: 'all-account', options: { limit: 2, windowMs: 60_000 } };
    const address = { key: 'all-address', options: { limit: 5, windowMs: 60_000, blockMs: 1000 } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await store.consumeAll([account, address]));
    expect(answers.map((pair) => pair.map((r) => [r.allowed, r.hits]))).toEqual([
      [[true, 1], [true, 1]],
      [[true, 2], [true, 2]],
      // The account's counter refuses the 3rd hit (not counted); the address's still counts it.
      [[false, 2], [true, 3]],
    ]);
    expect(answers[2]![0]!.blockedMs).toBeGreaterThan(55_000);
    expect(await store.consumeAll([])).toEqual([]);
    // In reverse order, the results follow the order asked for.
    expect((await store.consumeAll([address, account])).map((r) => r.hits)).toEqual([4, 2]);
  });

  it('counts concurrent hits exactly (and across two connections, as replicas would)', async () => {
    const stores = [store, new RateLimitStore(second.db)];
    const opts = { limit: 7, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % stores.length]!.consume('burst', opts)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });
});

describe('loadRateLimitConfig', () => {
  it('has defaults, per-policy overrides and a scale; refuses bad values naming the variable', () => {
    const d = loadRateLimitConfig({});
    expect(d.register).toEqual({ ip: { limit: 10, windowMs: 3_600_000 } });
    expect(d.book.user).toEqual({ limit: 10, windowMs: 60_000 });
    const c = loadRateLimitConfig({ RATE_LIMIT_SAVE_CARD_PER_USER: '2', RATE_LIMIT_SAVE_CARD_WINDOW_SECONDS: '5', RATE_LIMIT_SCALE: '3' });
    expect(c.saveCard.user).toEqual({ limit: 6, windowMs: 5000 });
    expect(() => loadRateLimitConfig({ RATE_LIMIT_BOOK_PER_IP: 'lots' })).toThrow(/RATE_LIMIT_BOOK_PER_IP/);
  });
});
