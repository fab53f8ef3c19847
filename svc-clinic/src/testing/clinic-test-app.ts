import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@vetnow/contracts/auth-claims';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { createServiceApp } from '@vetnow/service-kit/bootstrap';
import { DB, type Database } from '@vetnow/service-kit/database/database.tokens';
import { createLogger } from '@vetnow/service-kit/logging/logger';
import { kitOutbox } from '@vetnow/service-kit/messaging/messaging.schema';
import { createTestKeys, type TestKeys } from '@vetnow/service-kit/testing/test-keys';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '@vetnow/service-kit/testing/test-database';
import { testConfigEnv } from '@vetnow/service-kit/testing/test-env';
import { asc } from 'drizzle-orm';
import { createClinicApp } from '../app.module.js';
import type { Clock } from '../common/clock.js';
import { startFakeAuthServer, type FakeAuthServer } from './fake-auth-server.js';

export type DbKind = 'postgres' | 'pglite';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string | Date): void {
    this.current = new Date(iso);
  }
}

export interface OutboxEvent {
  readonly type: string;
  readonly version: number;
  readonly payload: unknown;
}

export interface ClinicTestApp {
  readonly app: NestFastifyApplication;
  readonly db: Database;
  readonly keys: TestKeys;
  readonly clock: TestClock;
  readonly auth: FakeAuthServer;
  readonly env: Record<string, string | undefined>;
  /** `Bearer …` for an account of that role (`sub` random unless given). */
  bearer(role: Role, sub?: string): Promise<string>;
  /** Every event written to the outbox so far, oldest first. */
  outbox(): Promise<OutboxEvent[]>;
  /** Publishes an event on this instance's stream as svc-booking would. */
  publish(type: string, payload: unknown, opts?: { id?: string }): Promise<EventEnvelope>;
  /** Every log line written so far. */
  logs(): string;
  close(): Promise<void>;
}

/** Waits until `check` returns something truthy (polling), or fails naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A complete svc-clinic on a fresh database (a unique PostgreSQL database or PGlite in a temp dir), a
 * unique NATS stream and subject prefix, test signing keys, a fake svc-auth over HTTP and a hand-set clock.
 */
export async function startClinicTestApp(
  options: { db?: DbKind; env?: Record<string, string | undefined>; now?: string } = {},
): Promise<ClinicTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-clinic-test-'));
  const keys = await createTestKeys();
  const auth = await startFakeAuthServer();
  let pg: TestPostgresDatabase | undefined;
  if ((options.db ?? 'postgres') === 'postgres') pg = createTestPostgresDatabase('vetnow_clinic_test');
  const env = testConfigEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    AUTH_URL: auth.url,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...options.env,
  });
  let captured = '';
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      captured += chunk.toString();
      done();
    },
  });
  const logger = createLogger('clinic', { level: 'debug', destination });
  const clock = new TestClock(new Date(options.now ?? Date.now()));
  let nc: NatsConnection | undefined;
  try {
    const { AppModule } = createClinicApp({
      env,
      clock,
      messaging: { consumer: { retryBaseMs: 50, retryMaxMs: 200 }, relay: { pollIntervalMs: 100 } },
    });
    const app = await createServiceApp(AppModule, { service: 'clinic', env, logger });
    nc = await connect({ servers: env['NATS_URL'] });
    const js = jetstream(nc);
    const conn = nc;
    const jsm = await jetstreamManager(conn);
    // The service creates its stream once it has connected (in the background): publish only after that.
    await waitFor('the event stream', () => jsm.streams.info(env['NATS_STREAM']!).then(() => true, () => false));
    const db = app.get<Database>(DB);
    return {
      app,
      db,
      keys,
      clock,
      auth,
      env,
      async bearer(role, sub = randomUUID()) {
        return `Bearer ${await keys.sign({ sub, role, email: `${role}@vetnow.test`, name: `Test ${role}` })}`;
      },
      async outbox() {
        const rows = await db.select().from(kitOutbox).orderBy(asc(kitOutbox.seq));
        return rows.map((r) => ({ type: r.type, version: r.version, payload: r.payload }));
      },
      async publish(type, payload, opts = {}) {
        const event: EventEnvelope = {
          id: opts.id ?? randomUUID(),
          type,
          version: 1,
          occurredAt: new Date().toISOString(),
          source: 'booking',
          payload,
        };
        // A fresh Nats-Msg-Id each time, so a re-publish of the same event reaches the consumer (its inbox dedups).
        await js.publish(eventSubject(env['EVENT_SUBJECT_PREFIX']!, type), JSON.stringify(event), { msgID: randomUUID() });
        return event;
      },
      logs: () => captured,
      async close() {
        await app.close();
        await jsm.streams.delete(env['NATS_STREAM']!).catch(() => undefined);
        await conn.close();
        await auth.close();
        await pg?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await nc?.close().catch(() => undefined);
    await auth.close().catch(() => undefined);
    await pg?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
