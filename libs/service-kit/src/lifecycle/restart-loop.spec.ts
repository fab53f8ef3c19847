import { Writable } from 'node:stream';
import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from 'drizzle-orm';
import { createServiceApp } from '../bootstrap.js';
import { DB, type Database } from '../database/database.tokens.js';
import { queryRows } from '../database/query-rows.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { MESSAGING_DDL } from '../messaging/messaging.ddl.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { createLogger } from '../logging/logger.js';
import { natsProbe, SHARED_NATS_URL } from '../messaging/__fixtures__/messaging-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { OnEvent, type EventContext } from '../messaging/on-event.decorator.js';
import { OutboxService } from '../messaging/outbox.service.js';
import { UnitOfWork } from '../messaging/unit-of-work.service.js';
import { FAST_TEST_MESSAGING } from '../testing/service-test-app.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../testing/test-database.js';
import { testConfigEnv } from '../testing/test-env.js';
import { ensureTestStream } from '../testing/test-stream.js';
import { SHUTDOWN_STEP_TIMEOUT_MS } from './shutdown-step.js';

const ROUNDS = 20;
const ROUNDS_PER_TEST = 5;
const WRITES_PER_ROUND = 8;

/** Applies each `test.effect` once more in the handler's transaction (the inbox must make that exactly once). */
@Injectable()
class Effects implements OnModuleInit {
  constructor(@Inject(DB) private readonly db: Database) {}
  async onModuleInit(): Promise<void> {
    await this.db.execute(sql`CREATE TABLE IF NOT EXISTS loop_effects (key text PRIMARY KEY, applied integer NOT NULL)`);
  }
  @OnEvent('test.effect')
  async apply(payload: { key: string }, { tx }: EventContext<{ key: string }>): Promise<void> {
    await tx.execute(sql`INSERT INTO loop_effects (key, applied) VALUES (${payload.key}, 1)
      ON CONFLICT (key) DO UPDATE SET applied = loop_effects.applied + 1`);
  }
}

/** What a service's KitModule holds for its lifecycle: config, the database (closed last) and messaging. */
@Module({
  imports: [
    ConfigModule.forRoot('booking'),
    DatabaseModule.forRoot({ kitDdl: MESSAGING_DDL }),
    // Messages pulled by a consumer at the moment it closes come back after ack_wait: 2 s here instead of 30 s.
    MessagingModule.forRoot({
      ...FAST_TEST_MESSAGING,
      consumer: { ...FAST_TEST_MESSAGING.consumer, ackWaitMs: 2000 },
      service: 'booking',
    }),
  ],
  providers: [Effects],
})
class LoopModule {}

async function appliedCounts(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; applied: number }>(db, sql`SELECT key, applied FROM loop_effects`);
  return new Map(rows.map((r) => [r.key, Number(r.applied)]));
}

/**
 * The shape of an old CI hang (svc-auth's restart test): open a service on one database, make its relay and
 * consumer busy, close it mid-flow, open a fresh app on the same database — 20 times. Every close must finish
 * without any shutdown step giving up, in order (consumer and relay, then NATS, the database last), and every
 * committed event must be applied exactly once in the end: what one app left unpublished or unacknowledged is
 * delivered by the next.
 */
describe('open, work, close and reopen one PostgreSQL database while the relay and a consumer are busy', () => {
  // One database, stream and durable consumer for the whole file; the rounds run in batches so that no single
  // test needs a minute on a loaded 2-core machine.
  let database: TestPostgresDatabase;
  let env: Record<string, string | undefined>;
  let logs = '';
  const committed: string[] = [];
  const closeTimes: number[] = [];
  let app: NestFastifyApplication | undefined;
  const open = () => {
    const logger = createLogger('booking', {
      level: 'info',
      destination: new Writable({
        write(chunk: Buffer, _enc, done) {
          logs += chunk.toString();
          done();
        },
      }),
    });
    return createServiceApp(LoopModule, { service: 'booking', env, logger });
  };

  beforeAll(async () => {
    database = createTestPostgresDatabase('vetnow_kit_loop');
    env = testConfigEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'info' });
    await ensureTestStream(env);
  });
  afterAll(async () => {
    await app?.close();
    const probe = await natsProbe(SHARED_NATS_URL);
    await probe.deleteStream(env['NATS_STREAM']!);
    await probe.close();
    await database?.drop();
  });

  for (let batch = 0; batch < ROUNDS / ROUNDS_PER_TEST; batch++) {
    const from = batch * ROUNDS_PER_TEST;
    it(`rounds ${from + 1}–${from + ROUNDS_PER_TEST} of ${ROUNDS}: open, write events, close once the consumer is busy`, async () => {
      for (let round = from; round < from + ROUNDS_PER_TEST; round++) {
        app = await open();
        const db = app.get<Database>(DB);
        const uow = app.get(UnitOfWork);
        const outbox = app.get(OutboxService);
        const writes = Array.from({ length: WRITES_PER_ROUND }, (_, i) => {
          const key = `r${round}-w${i}`;
          return uow
            .run((tx) => outbox.add(tx, 'test.effect', { key }))
            .then(() => committed.push(key))
            .catch(() => undefined); // a write that lost the race with the close is not committed: fine
        });
        // Close once this round's first event went through NATS and the consumer (both busy from here on).
        const first = `r${round}-w0`;
        await eventually(`the consumer to apply ${first}`, async () => (await appliedCounts(db)).has(first), 20_000);
        const closing = Date.now();
        await app.close();
        closeTimes.push(Date.now() - closing);
        app = undefined;
        await Promise.all(writes);
      }
      expect(logs).not.toContain('gave up waiting');
      expect(Math.max(...closeTimes)).toBeLessThan(SHUTDOWN_STEP_TIMEOUT_MS);
    });
  }

  it('after the rounds: every committed event is applied exactly once; every close ran its steps in order', async () => {
    expect(closeTimes).toHaveLength(ROUNDS);
    // One more open: what was committed but not yet published or consumed is delivered now.
    app = await open();
    const db = app.get<Database>(DB);
    const counts = await eventually(
      `all ${committed.length} committed events to be applied`,
      async () => {
        const c = await appliedCounts(db);
        return committed.every((k) => c.has(k)) ? c : undefined;
      },
      30_000,
    );
    if (!counts) throw new Error('unreachable: eventually returns a truthy value');
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]); // nothing applied twice
    expect([...counts.keys()].filter((k) => !committed.includes(k))).toEqual([]); // nothing uncommitted
    expect(committed.length).toBeGreaterThanOrEqual(ROUNDS); // at least each round's first event
    // The order of every close (SIGTERM takes the same path: enableShutdownHooks → app.close()).
    const msgs = logs
      .split('\n')
      .filter((l) => l.includes('Shutdown: '))
      .map((l) => (JSON.parse(l) as { msg: string }).msg);
    let closes = 0;
    for (let i = 0; i < msgs.length; ) {
      const end = msgs.findIndex((m, j) => j >= i && m.includes('the database pool to close'));
      if (end < 0) break;
      const one = msgs.slice(i, end + 1);
      const at = (what: string) => one.findIndex((m) => m.includes(what));
      expect(at('event consumer')).toBeGreaterThanOrEqual(0);
      expect(at('outbox relay')).toBeGreaterThanOrEqual(0);
      expect(at('NATS connection to drain')).toBeGreaterThan(Math.max(at('event consumer'), at('outbox relay')));
      closes++;
      i = end + 1;
    }
    expect(closes).toBe(ROUNDS);
  });
});
