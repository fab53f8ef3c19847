import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import {
  FAST_TEST_MESSAGING,
  startServiceTestApp,
  type ServiceTestApp,
  type TestDbKind,
} from '@vetnow/service-kit/testing/service-test-app';
import { createAuthApp } from '../app.module.js';
import type { SigningKeys } from '../keys/signing-keys.js';

export { waitFor } from '@vetnow/service-kit/testing/service-test-app';

export interface PublishOptions {
  id?: string;
  source?: string;
  /** Backdate or postdate the event (ordering tests); default now. */
  occurredAt?: string;
}

export interface AuthTestApp extends Omit<ServiceTestApp, 'keys' | 'publish'> {
  /** svc-auth's own signing keys (what its JWKS serves and its guard trusts). */
  readonly keys: SigningKeys;
  /** Publishes an event on this instance's stream as another service would (unique Nats-Msg-Id). */
  publish(type: string, payload: unknown, opts?: PublishOptions): Promise<EventEnvelope>;
}

/**
 * A complete svc-auth through the kit's test app (fresh PostgreSQL database or PGlite, unique NATS stream,
 * temp DATA_DIR, logs captured). Sign-in limits are generous unless the test sets LOGIN_*; pass `dataDir`
 * to reuse keys and PGlite data across a restart (the caller removes it).
 */
export async function startAuthTestApp(
  options: { db?: TestDbKind; env?: Record<string, string | undefined>; dataDir?: string } = {},
): Promise<AuthTestApp> {
  let keys: SigningKeys | undefined;
  const t = await startServiceTestApp({
    service: 'auth',
    db: options.db ?? 'postgres',
    env: {
      LOGIN_MAX_FAILURES_PER_IDENTIFIER: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    module: async (env) => {
      const built = await createAuthApp({ env, messaging: FAST_TEST_MESSAGING });
      keys = built.keys;
      return { module: built.AppModule, env: built.env };
    },
  });
  return {
    ...t,
    app: t.app,
    db: t.db,
    env: t.env,
    keys: keys!,
    logs: () => t.logs(),
    close: () => t.close(),
    async publish(type, payload, opts = {}) {
      const event: EventEnvelope = {
        id: opts.id ?? randomUUID(),
        type,
        version: 1,
        occurredAt: opts.occurredAt ?? new Date().toISOString(),
        source: opts.source ?? 'test',
        payload,
      };
      const nc = await connect({ servers: t.env['NATS_URL'] });
      try {
        await jetstream(nc).publish(
          eventSubject(t.env['EVENT_SUBJECT_PREFIX']!, type),
          JSON.stringify(event),
          {
            msgID: `${event.id}-${randomUUID()}`,
          },
        );
      } finally {
        await nc.close();
      }
      return event;
    },
  };
}
