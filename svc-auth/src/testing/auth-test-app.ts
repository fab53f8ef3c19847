import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { createServiceApp } from '@vetnow/service-kit/bootstrap';
import { DB, type Database } from '@vetnow/service-kit/database/database.tokens';
import { createLogger } from '@vetnow/service-kit/logging/logger';
import {
  createTestPostgresDatabase,
  type TestPostgresDatabase,
} from '@vetnow/service-kit/testing/test-database';
import { testConfigEnv } from '@vetnow/service-kit/testing/test-env';
import { createAuthApp } from '../app.module.js';
import type { SigningKeys } from '../keys/signing-keys.js';

export type DbKind = 'postgres' | 'pglite';

export interface AuthTestApp {
  readonly app: NestFastifyApplication;
  readonly db: Database;
  readonly keys: SigningKeys;
  readonly env: Record<string, string | undefined>;
  /** Every log line written so far (JSON lines, as the service would print them). */
  logs(): string;
  /** Publishes an event on this instance's stream as another service would. */
  publish(
    type: string,
    payload: unknown,
    opts?: { id?: string; occurredAt?: string; source?: string },
  ): Promise<EventEnvelope>;
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
 * A complete svc-auth on a fresh database (a unique PostgreSQL database or PGlite in a temp dir), a unique
 * NATS stream and subject prefix, and a temp DATA_DIR for its keys. Logs are captured at `debug`.
 */
export async function startAuthTestApp(
  options: {
    db?: DbKind;
    env?: Record<string, string | undefined>;
    /** Reuse this DATA_DIR (keys, PGlite data) — a restart; the caller removes it. */
    dataDir?: string;
  } = {},
): Promise<AuthTestApp> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'svc-auth-test-')));
  const removeDataDir = () =>
    ownDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve();
  let pg: TestPostgresDatabase | undefined;
  if ((options.db ?? 'postgres') === 'postgres') pg = createTestPostgresDatabase('vetnow_auth_test');
  const baseEnv = testConfigEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    // Generous sign-in limits: suites sign in many times from one address; the rate-limit suite sets its own.
    LOGIN_MAX_FAILURES_PER_IDENTIFIER: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
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
  const logger = createLogger('auth', { level: 'debug', destination });
  let nc: NatsConnection | undefined;
  try {
    const { AppModule, keys, env } = await createAuthApp({
      env: baseEnv,
      messaging: { consumer: { retryBaseMs: 50, retryMaxMs: 200 }, relay: { pollIntervalMs: 100 } },
    });
    const app = await createServiceApp(AppModule, { service: 'auth', env, logger });
    nc = await connect({ servers: env['NATS_URL'] });
    const js = jetstream(nc);
    const conn = nc;
    return {
      app,
      db: app.get<Database>(DB),
      keys,
      env,
      logs: () => captured,
      async publish(type, payload, opts = {}) {
        const event: EventEnvelope = {
          id: opts.id ?? randomUUID(),
          type,
          version: 1,
          occurredAt: opts.occurredAt ?? new Date().toISOString(),
          source: opts.source ?? 'clinic',
          payload,
        };
        await js.publish(eventSubject(env['EVENT_SUBJECT_PREFIX']!, type), JSON.stringify(event), {
          msgID: `${event.id}-${randomUUID()}`,
        });
        return event;
      },
      async close() {
        await app.close();
        const jsm = await jetstreamManager(conn);
        await jsm.streams.delete(env['NATS_STREAM']!).catch(() => undefined);
        await conn.close();
        await pg?.drop();
        await removeDataDir();
      },
    };
  } catch (err) {
    await nc?.close().catch(() => undefined);
    await pg?.drop().catch(() => undefined);
    await removeDataDir();
    throw err;
  }
}
