import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Type } from '@nestjs/common';
import type { Role } from '@vetnow/contracts/auth-claims';
import { asc } from 'drizzle-orm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { eventOwner } from '@vetnow/contracts/event-bus';
import { EVENTS, isEventType } from '@vetnow/contracts/events';
import type { ServiceName } from '@vetnow/contracts/services';
import { ensureEventStream, eventStreamSettingsFromEnv } from '../event-stream/event-stream.js';
import { createServiceApp } from '../bootstrap.js';
import { DB, type Database } from '../database/database.tokens.js';
import { createLogger } from '../logging/logger.js';
import { kitOutbox } from '../messaging/messaging.schema.js';
import { NatsConnectionService } from '../messaging/nats-connection.service.js';
import type { MessagingModuleOptions } from '../messaging/messaging.options.js';
import { KIT_DDL } from '../kit.module.js';
import { eventually } from './eventually.js';
import { createMigratedTestDatabase, createTestPostgresDatabase, type TestPostgresDatabase } from './test-database.js';
import { testConfigEnv } from './test-env.js';
import { createTestKeys, type TestKeys } from './test-keys.js';

export type Env = Record<string, string | undefined>;

/** Messaging tuned for tests: fast retries and polling, so event tests wait milliseconds, not seconds. */
export const FAST_TEST_MESSAGING: Omit<MessagingModuleOptions, 'service'> = {
  consumer: { retryBaseMs: 50, retryMaxMs: 200 },
  relay: { pollIntervalMs: 100 },
};

export interface ServiceTestApp {
  readonly app: NestFastifyApplication;
  readonly db: Database;
  /** The environment the service was created with (unique stream, prefix, database, data dir). */
  readonly env: Env;
  /** Keys whose public half the service trusts (JWT_PUBLIC_KEY), to sign test tokens. */
  readonly keys: TestKeys;
  /** Every log line written so far (JSON lines, as the service would print them). */
  logs(): string;
  /** `Bearer …` for an account of that role (`sub` random unless given), signed with {@link keys}. */
  bearer(role: Role, sub?: string): Promise<string>;
  /** Every event the service wrote to its outbox so far, oldest first. */
  outbox(): Promise<{ type: string; version: number; payload: unknown }[]>;
  /**
   * Publishes an event on this instance's stream as another service would. Each call gets a fresh
   * Nats-Msg-Id, so re-publishing one event (same `id`) reaches the consumer again — its inbox dedups.
   */
  publish(
    type: string,
    payload: unknown,
    opts?: { id?: string; source?: string; occurredAt?: string; version?: number },
  ): Promise<EventEnvelope>;
  close(): Promise<void>;
}

export interface ServiceTestAppOptions {
  service: ServiceName;
  /** The root module, or a factory that builds it from the test environment (and may extend that environment). */
  module: Type<unknown> | ((env: Env) => Promise<{ module: Type<unknown>; env: Env }>);
  env?: Env;
  /**
   * The module is the service's own app (its migrations in `svc-<service>/migrations`): start on a copy of the
   * service's template database instead of migrating a fresh one (issue 37). Default false (a test module of its own).
   */
  template?: boolean;
}

/**
 * A complete service on a fresh database, a unique NATS stream and subject prefix, a temp DATA_DIR and
 * test signing keys; logs captured at debug. `close()` removes every trace (database, stream, files).
 */
export async function startServiceTestApp(options: ServiceTestAppOptions): Promise<ServiceTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), `svc-${options.service}-test-`));
  const pg: TestPostgresDatabase = options.template
    ? await createMigratedTestDatabase(options.service, KIT_DDL).catch(async (err: unknown) => {
        await rm(dataDir, { recursive: true, force: true });
        throw err;
      })
    : createTestPostgresDatabase(`vetnow_${options.service}_test`);
  const keys = await createTestKeys();
  let captured = '';
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      captured += chunk.toString();
      done();
    },
  });
  const logger = createLogger(options.service, { level: 'debug', destination });
  let nc: NatsConnection | undefined;
  let app: NestFastifyApplication | undefined;
  try {
    const baseEnv = testConfigEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      JWT_PUBLIC_KEY: keys.publicKeyPem,
      DATABASE_URL: pg.url,
      ...options.env,
    });
    const built =
      typeof options.module === 'function' && !isClass(options.module)
        ? await (options.module as (env: Env) => Promise<{ module: Type<unknown>; env: Env }>)(baseEnv)
        : { module: options.module as Type<unknown>, env: baseEnv };
    const env = built.env;
    nc = await connect({ servers: env['NATS_URL'] });
    const js = jetstream(nc);
    const conn = nc;
    const jsm = await jetstreamManager(conn);
    // The operator's step (ADR 0045): the stream exists before the service starts, as the runner does it.
    await ensureEventStream(jsm, eventStreamSettingsFromEnv(env));
    app = await createServiceApp(built.module, { service: options.service, env, logger });
    const started = app;
    const db = started.get<Database>(DB);
    // The service connects to NATS in the background (it never blocks boot). A test starts from a service that
    // is connected and has found its stream, as every running instance soon is: without this wait, a test that
    // asks at once (GET /health, an event) raced the connection, and lost it on a loaded machine (CI, stop 45).
    const natsConnection = optionalProvider(started, NatsConnectionService);
    if (natsConnection)
      await eventually('the service connected to NATS, its stream found', () => natsConnection.jetstream());
    return {
      app: started,
      db,
      env,
      keys,
      logs: () => captured,
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
          // A catalogue event at its current version unless the test asks for an earlier one (an upgrade's leftovers).
          version: opts.version ?? (isEventType(type) ? EVENTS[type].version : 1),
          occurredAt: opts.occurredAt ?? new Date().toISOString(),
          // A catalogue event comes from its owner, as consumers require (contracts event-bus.ts).
          source: opts.source ?? eventOwner(type) ?? 'test',
          payload,
        };
        await js.publish(eventSubject(env['EVENT_SUBJECT_PREFIX']!, type), JSON.stringify(event), {
          msgID: `${event.id}-${randomUUID()}`,
        });
        return event;
      },
      async close() {
        await started.close();
        await jsm.streams.delete(env['NATS_STREAM']!).catch(() => undefined);
        await conn.close();
        await pg.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await nc?.close().catch(() => undefined);
    await pg.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

function optionalProvider<T>(app: NestFastifyApplication, token: Type<T>): T | undefined {
  try {
    return app.get(token, { strict: false });
  } catch {
    return undefined;
  }
}

function isClass(value: unknown): boolean {
  return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
}
