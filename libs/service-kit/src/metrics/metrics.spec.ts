import { randomUUID } from 'node:crypto';
import { Controller, Get, Module, Param } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from 'drizzle-orm';
import { Public } from '../auth/auth.decorators.js';
import { createServiceApp } from '../bootstrap.js';
import { DATABASE_CONNECTION, DB, type Database, type DatabaseConnection } from '../database/database.tokens.js';
import { KitModule } from '../kit.module.js';
import { createTestKeys } from '../testing/test-keys.js';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../testing/test-database.js';
import { testConfigEnv } from '../testing/test-env.js';
import { KitMetrics } from './kit-metrics.js';

// Issue 16: every service answers GET /metrics in Prometheus text format — HTTP rate, errors and latency per
// route pattern, the outbox's depth and oldest pending age, the process — and may add its own counters.

@Controller('m')
class MetricsFixtureController {
  @Public()
  @Get('visits/:id')
  visit(@Param('id') id: string) {
    return { id };
  }
}

@Module({ imports: [KitModule.forRoot({ service: 'booking' })], controllers: [MetricsFixtureController] })
class MetricsFixtureModule {}

/** The value of the sample `name{…}` whose labels include every one of `labels` (order-free). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[3] ?? '';
    if (Object.entries(labels).every(([k, v]) => have.includes(`${k}="${v}"`))) return Number(match[4]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let testDb: TestPostgresDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    testDb = createTestPostgresDatabase();
    const keys = await createTestKeys();
    // NATS unreachable: nothing leaves the outbox, so its depth is known.
    app = await createServiceApp(MetricsFixtureModule, {
      service: 'booking',
      env: testConfigEnv({ DATABASE_URL: testDb.url, JWT_PUBLIC_KEY: keys.publicKeyPem, NATS_URL: 'nats://127.0.0.1:1' }),
    });
  });
  afterAll(async () => {
    await app?.get<DatabaseConnection>(DATABASE_CONNECTION).close();
    await app?.close();
    await testDb?.drop();
  });

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts answers by route pattern and status, never by concrete path, and not its own scrapes', async () => {
    await app.inject({ method: 'GET', url: '/m/visits/a' });
    await app.inject({ method: 'GET', url: '/m/visits/b' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await scrape();
    const text = await scrape();
    const count = (labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count({ route: '/m/visits/:id', status_code: '200', method: 'GET', service: 'booking' })).toBe(2);
    expect(count({ route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('route="/m/visits/a"');
    expect(text).not.toContain('route="/metrics"');
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/m/visits/:id', le: '+Inf' })).toBe(2);
  });

  it('reports the outbox depth and the age of its oldest unpublished event', async () => {
    const db = app.get<Database>(DB);
    const id = randomUUID();
    const before = sample(await scrape(), 'vetnow_outbox_pending_events') ?? 0;
    await db.execute(sql`INSERT INTO kit_outbox (id, type, version, source, subject, payload, occurred_at, created_at)
      VALUES (${id}, 'test.metrics', 1, 'booking', 'vetnow.test.metrics', '{}'::jsonb, now(), now() - interval '90 seconds')`);
    const text = await scrape();
    expect(sample(text, 'vetnow_outbox_pending_events')).toBe(before + 1);
    expect(sample(text, 'vetnow_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    await db.execute(sql`DELETE FROM kit_outbox WHERE id = ${id}`);
    expect(sample(await scrape(), 'vetnow_outbox_pending_events')).toBe(before);
  });

  it('has the process figures (memory, event-loop delay) and a service’s own counters', async () => {
    const bookings = app.get(KitMetrics).counter('vetnow_test_bookings_total', 'Bookings made', ['outcome']);
    bookings.inc({ outcome: 'booked' });
    bookings.inc({ outcome: 'booked' });
    expect(app.get(KitMetrics).counter('vetnow_test_bookings_total', 'Bookings made', ['outcome'])).toBe(bookings);
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'vetnow_test_bookings_total', { outcome: 'booked', service: 'booking' })).toBe(2);
  });
});
