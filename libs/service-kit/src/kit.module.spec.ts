import { KIT_MESSAGES } from './errors/error-messages.js';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BadRequestException, Controller, Get, Module, NotFoundException, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { sql } from 'drizzle-orm';
import { Inject } from '@nestjs/common';
import pg from 'pg';
import { z } from 'zod';
import { CurrentUser, Public, Roles } from './auth/auth.decorators.js';
import { RevokedAccounts } from './auth/revoked-accounts.js';
import { createServiceApp } from './bootstrap.js';
import { DATABASE_CONNECTION, DB, type Database, type DatabaseConnection, type Tx } from './database/database.tokens.js';
import { databaseNameOf } from './database/open-database.js';
import { DomainError } from './errors/domain-error.js';
import { ValidBody, ValidParam, ValidQuery } from './errors/zod-validation.pipe.js';
import { KitModule } from './kit.module.js';
import { createLogger } from './logging/logger.js';
import { natsProbe } from './messaging/__fixtures__/messaging-fixtures.js';
import { NatsConnectionService } from './messaging/nats-connection.service.js';
import { OutboxService } from './messaging/outbox.service.js';
import { UnitOfWork } from './messaging/unit-of-work.service.js';
import { eventually } from './testing/eventually.js';
import { createTestKeys, type TestKeys } from './testing/test-keys.js';
import { createTestPostgresDatabase, testPostgresServer, type TestPostgresDatabase } from './testing/test-database.js';
import { testConfigEnv } from './testing/test-env.js';
import { ensureTestStream } from './testing/test-stream.js';
import { startServiceTestApp } from './testing/service-test-app.js';
import { natsDownAnswer } from './health/__fixtures__/health-answers.js';

const migrationsFolder = fileURLToPath(new URL('./database/__fixtures__/migrations', import.meta.url));

const bodySchema = z.object({
  email: z.string({ error: 'Email is required' }).email('Please enter a valid email address'),
  name: z.string({ error: 'Name is required' }).min(1, 'Name is required'),
});

@Controller('t')
class TestController {
  constructor(@Inject(DB) private readonly db: Database) {}

  @Get('me')
  me(@CurrentUser() user: TokenClaims) {
    return user;
  }
  @Roles('admin')
  @Get('admin')
  admin() {
    return { ok: true };
  }
  @Roles('doctor', 'admin')
  @Get('staff')
  staff(@CurrentUser() user: TokenClaims) {
    return { role: user.role };
  }
  @Public()
  @Get('public')
  publicRoute(@CurrentUser() user?: TokenClaims) {
    return { user: user?.sub ?? null };
  }
  @Public()
  @Post('echo')
  echo(@ValidBody(bodySchema) body: z.infer<typeof bodySchema>) {
    return body;
  }
  @Public()
  @Get('page')
  page(@ValidQuery(z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1') })) query: { page: number }) {
    return query;
  }
  @Public()
  @Get('items/:id')
  item(@ValidParam('id', z.uuid('Invalid id')) id: string) {
    return { id };
  }
  @Public()
  @Get('boom')
  boom() {
    throw new Error('secret internal detail at db host 10.0.0.5');
  }
  @Public()
  @Get('not-found')
  notFound() {
    throw new NotFoundException('Doctor not found');
  }
  @Public()
  @Get('domain')
  domain() {
    throw new DomainError('BOOKING_TOO_MANY_ACTIVE', { message: 'You already have 2 upcoming appointments', headers: { 'Retry-After': '9' } });
  }
  @Public()
  @Get('many')
  many() {
    throw new BadRequestException(['First problem', 'Second problem']);
  }
  @Public()
  @Get('zod')
  zod() {
    return z.object({ x: z.string({ error: 'X is required' }) }).parse({});
  }
  @Public()
  @Post('note')
  async note() {
    await this.db.execute(sql`INSERT INTO fixture_notes (body) VALUES ('same')`);
    return { ok: true };
  }
  @Public()
  @Post('booking')
  async booking() {
    await this.db.execute(
      sql`INSERT INTO fixture_bookings (doctor_id, during) VALUES ('d1', tstzrange('2026-12-01 09:00+05:30', '2026-12-01 09:30+05:30'))`,
    );
    return { ok: true };
  }
}

@Module({ imports: [KitModule.forRoot({ service: 'clinic', migrationsFolder })], controllers: [TestController] })
class TestAppModule {}

const owner: TokenClaims = { sub: 'user-1', role: 'user', email: 'owner@example.com', name: 'Owner' };
const admin: TokenClaims = { sub: 'admin-1', role: 'admin', email: 'admin@example.com', name: 'Admin' };

function b64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('KitModule in a service app', () => {
  let testDb: TestPostgresDatabase;
  let keys: TestKeys;
  let app: NestFastifyApplication;

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    testDb = createTestPostgresDatabase();
    keys = await createTestKeys();
    const env = testConfigEnv({ DATABASE_URL: testDb.url, JWT_PUBLIC_KEY: keys.publicKeyPem });
    await ensureTestStream(env);
    app = await createServiceApp(TestAppModule, { service: 'clinic', env });
  });

  afterAll(async () => {
    const nats = app?.get(NatsConnectionService);
    await nats?.manager()?.streams.delete(nats.streamName).catch(() => undefined);
    await app?.close();
    await testDb.drop();
  });

  describe('auth guard', () => {
    it('accepts a valid token and exposes its claims', async () => {
      const res = await get('/t/me', await keys.sign(owner));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(owner);
    });

    it('refuses a missing token with 401 Unauthorized', async () => {
      const res = await get('/t/me');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: KIT_MESSAGES.unauthorized });
    });

    it('says the session expired for an expired token', async () => {
      const res = await get('/t/me', await keys.sign(owner, { expiresIn: -120 }));
      expect(res.json()).toEqual({ statusCode: 401, code: 'SESSION_EXPIRED', message: KIT_MESSAGES.sessionExpired });
    });

    it('refuses alg none', async () => {
      const now = Math.floor(Date.now() / 1000);
      const payload = { ...owner, iss: 'vetnow-auth', aud: 'vetnow', iat: now, exp: now + 3600 };
      const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`;
      const res = await get('/t/me', unsigned);
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: KIT_MESSAGES.unauthorized });
    });

    it('refuses an HS256 token signed with the public key bytes (algorithm confusion)', async () => {
      const { createHmac } = await import('node:crypto');
      const now = Math.floor(Date.now() / 1000);
      const payload = { ...admin, iss: 'vetnow-auth', aud: 'vetnow', iat: now, exp: now + 3600 };
      const input = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
      const signature = createHmac('sha256', keys.publicKeyPem).update(input).digest('base64url');
      const res = await get('/t/admin', `${input}.${signature}`);
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: KIT_MESSAGES.unauthorized });
    });

    it('refuses a wrong issuer, a wrong audience, and a tampered payload', async () => {
      for (const token of [
        await keys.sign(owner, { issuer: 'someone-else' }),
        await keys.sign(owner, { audience: 'other-app' }),
      ]) {
        expect((await get('/t/me', token)).statusCode).toBe(401);
      }
      const [header, , signature] = (await keys.sign(owner)).split('.');
      const tampered = `${header}.${b64url({ ...owner, role: 'admin', iss: 'vetnow-auth', aud: 'vetnow', exp: 9999999999 })}.${signature}`;
      const res = await get('/t/admin', tampered);
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: KIT_MESSAGES.unauthorized });
    });

    it('refuses a token signed by another key and one whose claims do not fit the contract', async () => {
      const stranger = await createTestKeys();
      expect((await get('/t/me', await stranger.sign(owner))).statusCode).toBe(401);
      const bad = await keys.sign({ ...owner, role: 'superuser' } as unknown as TokenClaims);
      expect((await get('/t/me', bad)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/t/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    });

    it('answers 403 Forbidden for a wrong role and lets the right ones in', async () => {
      const res = await get('/t/admin', await keys.sign(owner));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: KIT_MESSAGES.forbidden });
      expect((await get('/t/admin', await keys.sign(admin))).statusCode).toBe(200);
      expect((await get('/t/staff', await keys.sign({ ...owner, role: 'doctor' }))).json()).toEqual({ role: 'doctor' });
    });

    it('lets anyone call a @Public route, and still reads a valid token there', async () => {
      expect((await get('/t/public')).json()).toEqual({ user: null });
      expect((await get('/t/public', 'garbage')).json()).toEqual({ user: null });
      expect((await get('/t/public', await keys.sign(owner))).json()).toEqual({ user: 'user-1' });
    });

    it('refuses a deactivated doctor after doctor.status-changed, and lets them in again after re-activation', async () => {
      const doctorId = `doc-${randomUUID()}`;
      const doctor = await keys.sign({ sub: doctorId, role: 'doctor', email: 'doc@example.com', name: 'Dr. D' });
      const revoked = app.get(RevokedAccounts);
      const db = app.get<Database>(DB);
      const deliver = (type: string, payload: object, occurredAt = new Date().toISOString()) =>
        db.transaction(async (tx) => {
          const event = { id: randomUUID(), type, version: 1, occurredAt, source: 'clinic', payload };
          if (type === 'doctor.deleted') await revoked.onDoctorDeleted(payload as { doctorId: string }, { tx, event: event as never, afterCommit: () => undefined });
          else await revoked.onDoctorStatusChanged(payload as { doctorId: string; isActive: boolean }, { tx, event: event as never, afterCommit: () => undefined });
        });

      expect((await get('/t/staff', doctor)).statusCode).toBe(200);
      const deactivatedAt = new Date().toISOString();
      await deliver('doctor.status-changed', { doctorId, isActive: false }, deactivatedAt);
      expect((await get('/t/staff', doctor)).json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: KIT_MESSAGES.unauthorized });
      // Also on public routes the revoked identity is not used.
      expect((await get('/t/public', doctor)).json()).toEqual({ user: null });

      // The table is the source of truth: a fresh load (another replica, a restart) agrees.
      await revoked.reload();
      expect(revoked.isRevoked(doctorId)).toBe(true);

      // An older event delivered late does not undo the newer one.
      await deliver('doctor.status-changed', { doctorId, isActive: true }, new Date(Date.parse(deactivatedAt) - 60_000).toISOString());
      expect((await get('/t/staff', doctor)).statusCode).toBe(401);

      await deliver('doctor.status-changed', { doctorId, isActive: true });
      expect((await get('/t/staff', doctor)).statusCode).toBe(200);
      await revoked.reload();
      expect(revoked.isRevoked(doctorId)).toBe(false);

      await deliver('doctor.deleted', { doctorId });
      expect((await get('/t/staff', doctor)).statusCode).toBe(401);
    });

    it("keeps a change whose transaction a reload's reads did not see yet (the timer's reload racing an event)", async () => {
      const revoked = app.get(RevokedAccounts);
      const db = app.get<Database>(DB);
      const doctorId = `doc-${randomUUID()}`;
      const ownerId = `user-${randomUUID()}`;
      const sessionId = randomUUID();
      const issuedAt = Date.now() / 1000 - 1;
      const statusEvent = (isActive: boolean) => ({
        id: randomUUID(),
        type: 'doctor.status-changed',
        version: 1,
        occurredAt: new Date().toISOString(),
        source: 'clinic',
        payload: { doctorId, isActive },
      });
      const refused = () => [
        revoked.isRevoked(doctorId),
        revoked.isRevoked(ownerId, issuedAt),
        revoked.isRevoked('someone', issuedAt, sessionId),
      ];
      const deliver = (tx: Tx, isActive: boolean) =>
        revoked.onDoctorStatusChanged(
          { doctorId, isActive },
          { tx, event: statusEvent(isActive) as never, afterCommit: () => undefined },
        );

      await db.transaction(async (tx) => {
        await deliver(tx, false);
        await revoked.revokeTokensIssuedBefore(tx, ownerId, new Date());
        await revoked.endSession(tx, sessionId, new Date(Date.now() + 60_000));
        // The reload reads on another connection, where none of the three is committed yet.
        await revoked.reload();
        expect(refused()).toEqual([true, true, true]);
      });
      await revoked.reload();
      expect(refused()).toEqual([true, true, true]);

      // A re-activation racing a reload holds too, and once committed the table alone says so.
      await db.transaction(async (tx) => {
        await deliver(tx, true);
        await revoked.reload();
        expect(revoked.isRevoked(doctorId)).toBe(false);
      });
      await revoked.reload();
      expect(revoked.isRevoked(doctorId)).toBe(false);
    });

    it('revokes through the real event path (outbox → JetStream → @OnEvent handler)', async () => {
      const nats = app.get(NatsConnectionService);
      await eventually('the JetStream client', () => nats.jetstream() !== undefined, 60_000);
      const doctorId = `doc-${randomUUID()}`;
      const doctor = await keys.sign({ sub: doctorId, role: 'doctor', email: 'd@example.com', name: 'Dr. E' });
      const outbox = app.get(OutboxService);
      await app.get(UnitOfWork).run((tx) => outbox.add(tx, 'doctor.status-changed', { doctorId, isActive: false }));
      await eventually(
        'the deactivated doctor refused (401)',
        async () => (await get('/t/staff', doctor)).statusCode === 401,
        60_000,
      );
      await app.get(UnitOfWork).run((tx) => outbox.add(tx, 'doctor.status-changed', { doctorId, isActive: true }));
      await eventually(
        'the reactivated doctor let in (200)',
        async () => (await get('/t/staff', doctor)).statusCode === 200,
        60_000,
      );
    });
  });

  describe('error answers', () => {
    it('validates bodies with the schema message and lists the issues', async () => {
      const res = await app.inject({ method: 'POST', url: '/t/echo', payload: { email: 'nope', name: 'A' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        errors: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
      const ok = await app.inject({ method: 'POST', url: '/t/echo', payload: { email: 'a@b.co', name: 'A', extra: 1 } });
      expect(ok.json()).toEqual({ email: 'a@b.co', name: 'A' });
    });

    it('answers a missing body, a malformed JSON body, a huge body and an unsupported media type', async () => {
      const none = await app.inject({ method: 'POST', url: '/t/echo' });
      expect(none.json()).toEqual(expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Request body must be a JSON object' }));
      const malformed = await app.inject({
        method: 'POST',
        url: '/t/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: KIT_MESSAGES.malformedJson });
      const poisoned = await app.inject({
        method: 'POST',
        url: '/t/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}}',
      });
      expect(poisoned.json()).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: KIT_MESSAGES.malformedJson });
      const huge = await app.inject({ method: 'POST', url: '/t/echo', payload: { email: 'a@b.co', name: 'x'.repeat(200 * 1024) } });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: KIT_MESSAGES.bodyTooLarge });
      const xml = await app.inject({ method: 'POST', url: '/t/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: KIT_MESSAGES.unsupportedMediaType });
    });

    it('validates query strings and route params', async () => {
      expect((await get('/t/page?page=0')).json()).toEqual(
        expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Page must be at least 1' }),
      );
      expect((await get('/t/page?page=2')).json()).toEqual({ page: 2 });
      expect((await get('/t/items/xyz')).json()).toEqual(expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid id' }));
    });

    it('answers a DomainError with the status of its code, its message and headers', async () => {
      const res = await get('/t/domain');
      expect(res.statusCode).toBe(409);
      expect(res.headers['retry-after']).toBe('9');
      expect(res.json()).toEqual({ statusCode: 409, code: 'BOOKING_TOO_MANY_ACTIVE', message: 'You already have 2 upcoming appointments' });
    });

    it('keeps HttpException messages, joins message arrays, shapes zod errors and unknown routes', async () => {
      expect((await get('/t/not-found')).json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Doctor not found' });
      expect((await get('/t/many')).json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'First problem; Second problem' });
      expect((await get('/t/zod')).json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'X is required',
        errors: [{ path: 'x', message: 'X is required' }],
      });
      const unknown = await get('/nowhere');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /nowhere' });
    });

    it('maps unique and exclusion violations to 409', async () => {
      expect((await app.inject({ method: 'POST', url: '/t/note' })).statusCode).toBe(201);
      const dup = await app.inject({ method: 'POST', url: '/t/note' });
      expect(dup.json()).toEqual({ statusCode: 409, code: 'ALREADY_EXISTS', message: KIT_MESSAGES.alreadyExists });
      expect((await app.inject({ method: 'POST', url: '/t/booking' })).statusCode).toBe(201);
      const overlap = await app.inject({ method: 'POST', url: '/t/booking' });
      expect(overlap.json()).toEqual({ statusCode: 409, code: 'CONFLICT', message: KIT_MESSAGES.conflict });
    });

    it('hides unexpected errors behind 500 Internal server error', async () => {
      const res = await get('/t/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: KIT_MESSAGES.internal });
      expect(res.body).not.toContain('secret');
    });
  });

  describe('request ids', () => {
    it('echoes a sane x-request-id and replaces an insane one', async () => {
      const sane = await app.inject({ method: 'GET', url: '/t/public', headers: { 'x-request-id': 'abc-123.X_y:z' } });
      expect(sane.headers['x-request-id']).toBe('abc-123.X_y:z');
      const insane = await app.inject({ method: 'GET', url: '/t/public', headers: { 'x-request-id': 'a b\u0007<script>' } });
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const none = await get('/t/nope');
      expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('GET /health', () => {
    it('is public and reports database and NATS up', async () => {
      const nats = app.get(NatsConnectionService);
      await eventually('NATS connected', () => nats.isConnected(), 60_000);
      const res = await get('/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', service: 'clinic', checks: { database: 'up', nats: 'up' } });
    });
  });
});

describe('GET /health when a dependency is down', () => {
  it('answers 503 naming NATS down, then database down too; terminus logs the failed check through our logger', async () => {
    const keys = await createTestKeys();
    const testDb = createTestPostgresDatabase();
    let logged = '';
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await createServiceApp(TestAppModule, {
      service: 'clinic',
      env: testConfigEnv({ DATABASE_URL: testDb.url, JWT_PUBLIC_KEY: keys.publicKeyPem, NATS_URL: 'nats://127.0.0.1:1' }),
      logger: createLogger('clinic', { level: 'info', destination }),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'health-probe-1' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual(natsDownAnswer('clinic'));
      await app.get<DatabaseConnection>(DATABASE_CONNECTION).close();
      const both = await app.inject({ method: 'GET', url: '/health' });
      expect(both.statusCode).toBe(503);
      expect(both.json()).toEqual(
        expect.objectContaining({ status: 'error', checks: { database: 'down', nats: 'down' }, message: 'Unhealthy: database and nats down' }),
      );
      // Terminus' own failure line is a JSON line of the app's pino logger, with its context and the request id.
      const records = logged.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 'warn', service: 'clinic', context: 'HealthCheck', reqId: 'health-probe-1', msg: expect.stringContaining('Health Check has failed') }),
        ]),
      );
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

describe('KitModule through startServiceTestApp', () => {
  async function databaseExists(name: string): Promise<boolean> {
    const admin = new pg.Client({ connectionString: testPostgresServer() });
    await admin.connect();
    try {
      return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  }

  it('boots on a fresh database, answers health, auth and the exclusion violation; close() removes database, stream and DATA_DIR', async () => {
    const t = await startServiceTestApp({ service: 'clinic', module: TestAppModule });
    const database = databaseNameOf(t.env.DATABASE_URL!);
    const stream = t.env.NATS_STREAM!;
    try {
      expect(database).toMatch(/^vetnow_clinic_test_[0-9a-f]{12}$/);
      expect(await databaseExists(database)).toBe(true);
      const nats = t.app.get(NatsConnectionService);
      await eventually('NATS connected', () => nats.isConnected(), 60_000);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual(
        expect.objectContaining({ status: 'ok', checks: { database: 'up', nats: 'up' } }),
      );
      const me = await t.app.inject({ method: 'GET', url: '/t/me', headers: { authorization: `Bearer ${await t.keys.sign(owner)}` } });
      expect(me.json()).toEqual(owner);
      expect((await t.app.inject({ method: 'POST', url: '/t/booking' })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: '/t/booking' })).json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: KIT_MESSAGES.conflict,
      });
    } finally {
      await t.close();
    }
    expect(await databaseExists(database)).toBe(false);
    await expect(stat(t.env.DATA_DIR!)).rejects.toThrow(/ENOENT/);
    const probe = await natsProbe(t.env.NATS_URL!);
    try {
      await expect(probe.jsm.streams.info(stream)).rejects.toThrow(/stream not found/i);
    } finally {
      await probe.close();
    }
  });
});
