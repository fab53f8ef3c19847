import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_STAFF } from '@vetnow/domain/demo';
import { loginResponseSchema } from '@vetnow/contracts/user';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '@vetnow/service-kit/testing';
import { accounts } from '../database/schema.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { SeedService } from './seed.service.js';

jest.setTimeout(60_000);

/** Issue 39: with SEED_DEMO=true svc-auth seeds the demo front-desk account (DEMO_STAFF), once, however often it runs. */
describe('the demo front-desk account (SEED_DEMO=true)', () => {
  let database: TestPostgresDatabase;
  let dataDir: string;
  let t: AuthTestApp | undefined;
  const start = (env: Record<string, string | undefined>) =>
    startAuthTestApp({ databaseUrl: database.url, dataDir, env });

  beforeAll(async () => {
    database = createTestPostgresDatabase('vetnow_auth_demo_staff');
    dataDir = await mkdtemp(join(tmpdir(), 'svc-auth-demo-staff-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const login = (email: string, password: string, userType: string) =>
    t!.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });
  const staffRows = () => t!.db.select().from(accounts).where(eq(accounts.email, DEMO_STAFF.email));
  const contactEvents = async () =>
    (
      await t!.db
        .select()
        .from(kitOutbox)
        .where(eq(kitOutbox.type, 'user.contact-changed'))
        .orderBy(asc(kitOutbox.seq))
    )
      .map((r) => r.payload as Record<string, unknown>)
      .filter((p) => p['userId'] === DEMO_STAFF.id);

  it('is not seeded without SEED_DEMO', async () => {
    t = await start({});
    expect(await staffRows()).toEqual([]);
    await t.close();
    t = undefined;
  });

  it('seeds DEMO_STAFF with its fixed id and E.164 number; it signs in as Front Desk; svc-notify is told once', async () => {
    t = await start({ SEED_DEMO: 'true' });
    const res = await login(DEMO_STAFF.email, DEMO_STAFF.password, 'staff');
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json()).user).toMatchObject({
      _id: DEMO_STAFF.id,
      email: DEMO_STAFF.email,
      fullName: DEMO_STAFF.fullName,
      contactNumber: '+94712345678',
      role: 'staff',
    });
    expect(await contactEvents()).toEqual([
      {
        userId: DEMO_STAFF.id,
        role: 'staff',
        email: DEMO_STAFF.email,
        fullName: DEMO_STAFF.fullName,
        language: 'en',
        phone: '+94712345678',
      },
    ]);
  });

  it('seeding again (concurrently, and after a restart) adds nothing and keeps what the admin changed', async () => {
    const adminLogin = await t!.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, userType: 'admin' },
    });
    expect(adminLogin.statusCode).toBe(200);
    const deactivated = await t!.app.inject({
      method: 'PUT',
      url: `/admin/staff/${DEMO_STAFF.id}/status`,
      payload: { isActive: false },
      headers: { authorization: `Bearer ${adminLogin.json().token}` },
    });
    expect(deactivated.statusCode).toBe(200);

    const seeds = t!.app.get(SeedService);
    await Promise.all([seeds.seed(), seeds.seed(), seeds.seed()]);
    await t!.close();
    t = await start({ SEED_DEMO: 'true' });

    expect((await staffRows()).map((r) => [r.id, r.role, r.isActive])).toEqual([
      [DEMO_STAFF.id, 'staff', false],
    ]);
    expect(await contactEvents()).toHaveLength(1);
    expect((await login(DEMO_STAFF.email, DEMO_STAFF.password, 'staff')).statusCode).toBe(403);
  });
});
