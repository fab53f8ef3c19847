import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@vetnow/contracts/services';
import { createServiceApp } from '../bootstrap.js';
import type { Logger } from '../logging/logger.js';
import { NatsConnectionService } from '../messaging/nats-connection.service.js';
import { createTestPostgresDatabase } from './test-database.js';
import { testConfigEnv } from './test-env.js';
import { createTestKeys, type TestKeys } from './test-keys.js';

export interface TestServiceApp {
  readonly app: NestFastifyApplication;
  /** Signs tokens the app accepts (its JWT_PUBLIC_KEY). */
  readonly keys: TestKeys;
  /** The environment the app was created with (unique stream, prefix, database…). */
  readonly env: Record<string, string | undefined>;
  /** Resolves once NATS is connected and the stream exists (events flow from then on). */
  natsReady(timeoutMs?: number): Promise<void>;
  /** Deletes the test stream, closes the app, drops the database / removes the data dir. */
  close(): Promise<void>;
}

export interface TestServiceAppOptions {
  service: ServiceName;
  /** 'postgres' (default): a fresh database on the local server; 'pglite': a temp DATA_DIR. */
  database?: 'postgres' | 'pglite';
  /** Extra environment (e.g. NATS_STREAM/EVENT_SUBJECT_PREFIX shared with another app). */
  env?: Record<string, string | undefined>;
  keys?: TestKeys;
  logger?: Logger;
}

/**
 * A service app for tests, on real PostgreSQL (or PGlite) and the local NATS, with its own stream,
 * test keys and nothing shared with parallel tests. Always `await close()` in afterAll.
 */
export async function createTestServiceApp(rootModule: Type<unknown>, options: TestServiceAppOptions): Promise<TestServiceApp> {
  const keys = options.keys ?? (await createTestKeys());
  const pg = options.database === 'pglite' ? undefined : createTestPostgresDatabase();
  const dataDir = options.database === 'pglite' ? await mkdtemp(join(tmpdir(), `vetnow-${options.service}-`)) : undefined;
  const env = testConfigEnv({
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir }),
    ...options.env,
  });
  const cleanupStorage = async () => {
    await pg?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  let app: NestFastifyApplication;
  try {
    app = await createServiceApp(rootModule, { service: options.service, env, ...(options.logger ? { logger: options.logger } : {}) });
  } catch (err) {
    await cleanupStorage().catch(() => undefined);
    throw err;
  }
  const nats = () => {
    try {
      return app.get(NatsConnectionService, { strict: false });
    } catch {
      return undefined;
    }
  };
  return {
    app,
    keys,
    env,
    async natsReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!nats()?.jetstream()) {
        if (Date.now() > deadline) throw new Error('NATS not ready in time');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      const n = nats();
      // Only the app that owns the stream name from testConfigEnv deletes it (a shared one is the caller's).
      if (n && !options.env?.NATS_STREAM) await n.manager()?.streams.delete(n.streamName).catch(() => undefined);
      await app.close();
      await cleanupStorage();
    },
  };
}
