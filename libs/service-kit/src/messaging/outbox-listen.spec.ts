import { randomUUID } from 'node:crypto';
import type { TestingModule } from '@nestjs/testing';
import { eventSubject } from '@vetnow/contracts/event-envelope';
import { sql } from 'drizzle-orm';
import {
  MESSAGING_TEST_TIMEOUT,
  natsProbe,
  openTestDb,
  startMessagingApp,
  uniqueMessagingConfig,
  type NatsProbe,
  type TestDb,
} from './__fixtures__/messaging-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { queryRows } from '../database/query-rows.js';
import type { MessagingConfig } from './messaging.options.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { OutboxRelayService } from './outbox-relay.service.js';

/** The relay's safety poll in these tests: far longer than any deadline below, so only a notification can wake it. */
const SAFETY_POLL_MS = 60_000;
/** A notified row is published once its writer's grace (2 s) is over: this deadline leaves room for a busy machine. */
const PUBLISHED_WITHIN_MS = 6_000;

// ADR 0047: the relay wakes on kit_outbox's NOTIFY (a commit by any connection), not on a 500 ms poll.
describe('outbox relay woken by LISTEN/NOTIFY', () => {
  let probe: NatsProbe;
  let tdb: TestDb;
  const streams: string[] = [];
  const apps: TestingModule[] = [];

  beforeAll(async () => {
    probe = await natsProbe(process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222');
    tdb = await openTestDb();
  }, MESSAGING_TEST_TIMEOUT);
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    for (const s of streams) await probe.deleteStream(s);
    await probe.close();
    await tdb.close();
  }, MESSAGING_TEST_TIMEOUT);

  async function boot(config: MessagingConfig): Promise<TestingModule> {
    streams.push(config.natsStream);
    const app = await startMessagingApp(tdb.db, { service: 'booking', config, relay: { pollIntervalMs: SAFETY_POLL_MS } });
    apps.push(app);
    await eventually('NATS ready', () => app.get(NatsConnectionService).jetstream());
    return app;
  }

  /** Writes an outbox row as another copy (or any writer) would: a plain INSERT on another connection, no kick. */
  async function insertForeignRow(config: MessagingConfig): Promise<string> {
    const id = randomUUID();
    const subject = eventSubject(config.eventSubjectPrefix, 'test.listen');
    await tdb.db.execute(
      sql`INSERT INTO kit_outbox (id, type, version, source, subject, payload, occurred_at)
          VALUES (${id}, 'test.listen', 1, 'booking', ${subject}, '{}'::jsonb, now())`,
    );
    return id;
  }

  /** The relays' LISTEN connections on the test database (application_name `<pool's>-listen kit_outbox`). */
  async function listenBackends(): Promise<number[]> {
    const rows = await queryRows<{ pid: number }>(
      tdb.db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE '%-listen kit_outbox'`,
    );
    return rows.map((r) => Number(r.pid));
  }

  async function expectPublishedPromptly(id: string): Promise<void> {
    const started = Date.now();
    await eventually('the row published', async () => (await tdb.outboxRow(id))?.published, PUBLISHED_WITHIN_MS, 50);
    expect(Date.now() - started).toBeLessThan(PUBLISHED_WITHIN_MS);
  }

  it(
    'publishes a row another connection committed within seconds, with the safety poll at 60 s',
    async () => {
      const config = uniqueMessagingConfig();
      const app = await boot(config);
      const relay = app.get(OutboxRelayService);
      await eventually('the relay listening', () => relay.listening, 10_000);
      expect(await listenBackends()).toHaveLength(1);

      const id = await insertForeignRow(config);
      await expectPublishedPromptly(id);
      await eventually('the event on the stream', async () => (await probe.streamCount(config.natsStream)) === 1);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'reconnects after its LISTEN connection is killed and wakes on the next commit again',
    async () => {
      const config = uniqueMessagingConfig();
      const app = await boot(config);
      const relay = app.get(OutboxRelayService);
      await eventually('the relay listening', () => relay.listening, 10_000);
      const [first] = await listenBackends();
      expect(first).toBeDefined();

      const [killed] = await queryRows<{ ok: boolean }>(tdb.db, sql`SELECT pg_terminate_backend(${first}::int) AS ok`);
      expect(killed?.ok).toBe(true);
      await eventually(
        'a new LISTEN connection',
        async () => relay.listening && (await listenBackends()).some((pid) => pid !== first),
        15_000,
        50,
      );
      expect(await listenBackends()).not.toContain(first);

      const id = await insertForeignRow(config);
      await expectPublishedPromptly(id);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'closes its LISTEN connection when the app closes',
    async () => {
      const config = uniqueMessagingConfig();
      const app = await boot(config);
      await eventually('the relay listening', () => app.get(OutboxRelayService).listening, 10_000);
      const before = (await listenBackends()).length;
      expect(before).toBeGreaterThanOrEqual(1);
      await app.close();
      apps.splice(apps.indexOf(app), 1);
      await eventually('its LISTEN connection gone', async () => (await listenBackends()).length === before - 1, 5_000, 50);
    },
    MESSAGING_TEST_TIMEOUT,
  );
});
