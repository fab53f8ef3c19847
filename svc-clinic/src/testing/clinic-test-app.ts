import { FAST_TEST_MESSAGING, startServiceTestApp, type ServiceTestApp } from '@vetnow/service-kit/testing';
import { createClinicApp } from '../app.module.js';
import type { Clock } from '../common/clock.js';
import { startFakeAuthServer, type FakeAuthServer } from './fake-auth-server.js';

export { eventually } from '@vetnow/service-kit/testing';

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

export type OutboxEvent = Awaited<ReturnType<ServiceTestApp['outbox']>>[number];

/** The kit's service test app plus svc-clinic's hand-set clock and a fake svc-auth over HTTP. */
export interface ClinicTestApp extends ServiceTestApp {
  readonly clock: TestClock;
  readonly auth: FakeAuthServer;
}

export interface ClinicTestAppOptions {
  env?: Record<string, string | undefined>;
  now?: string;
}

/**
 * A complete svc-clinic on a fresh, unique PostgreSQL database, a unique NATS stream and subject prefix,
 * test signing keys, a fake svc-auth over HTTP and a hand-set clock.
 */
export async function startClinicTestApp(options: ClinicTestAppOptions = {}): Promise<ClinicTestApp> {
  const auth = await startFakeAuthServer();
  const clock = new TestClock(new Date(options.now ?? Date.now()));
  try {
    const t = await startServiceTestApp({
      service: 'clinic',
      template: true,
      env: { AUTH_URL: auth.url, ...options.env },
      module: async (env) => ({ module: createClinicApp({ env, clock, messaging: FAST_TEST_MESSAGING }).AppModule, env }),
    });
    return {
      ...t,
      clock,
      auth,
      async close() {
        await t.close();
        await auth.close();
      },
    };
  } catch (err) {
    await auth.close().catch(() => undefined);
    throw err;
  }
}
