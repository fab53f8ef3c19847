import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { createTestPostgresDatabase, doctorEventPayload, type TestPostgresDatabase } from '@vetnow/service-kit/testing';
import { CliUsageError, createAdminCli } from './cli/create-admin.js';
import { startAuthTestApp, eventually, type AuthTestApp } from './testing/auth-test-app.js';

/**
 * svc-auth as `npm start` runs it (SEED_DEMO=true), restarted on the same database and DATA_DIR (signing keys),
 * and the create-admin CLI on that database.
 */
describe('svc-auth with SEED_DEMO=true across a restart', () => {
  let database: TestPostgresDatabase;
  let dataDir: string;
  let t: AuthTestApp | undefined;
  /** svc-auth on this file's database and DATA_DIR, which its close() leaves in place. */
  const start = (env: Record<string, string | undefined> = {}) =>
    startAuthTestApp({ databaseUrl: database.url, dataDir, env });

  beforeAll(async () => {
    database = createTestPostgresDatabase('vetnow_auth_restart');
    dataDir = await mkdtemp(join(tmpdir(), 'svc-auth-restart-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const login = (app: AuthTestApp, email: string, password: string, userType: string) =>
    app.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });

  it('seeds the demo owner (with user.registered) and the demo admin; both sign in', async () => {
    t = await start({ SEED_DEMO: 'true' });
    expect(t.env['DATABASE_URL']).toBe(database.url);
    const owner = await login(t, DEMO_OWNER.username, DEMO_OWNER.password, 'user');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({
      username: DEMO_OWNER.username,
      email: DEMO_OWNER.email,
      fullName: DEMO_OWNER.fullName,
      address: DEMO_OWNER.address,
      userType: 'user',
    });
    expect((await login(t, DEMO_OWNER.email, DEMO_OWNER.password, 'user')).statusCode).toBe(200);
    const admin = await login(t, DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ role: 'admin', userType: 'user' });
    const events = await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.registered'));
    expect(events.map((e) => (e.payload as { fullName: string }).fullName)).toEqual([DEMO_OWNER.fullName]);
  });

  it("seeds the demo doctor's credentials; the doctor signs in once svc-clinic's doctor.created arrives", async () => {
    expect((await login(t!, DEMO_DOCTOR.email, DEMO_DOCTOR.password, 'doctor')).statusCode).toBe(401);
    await t!.publish(
      'doctor.created',
      doctorEventPayload({ _id: DEMO_DOCTOR.id, email: DEMO_DOCTOR.email, fullName: DEMO_DOCTOR.fullName, experience: 10 }),
    );
    const ok = await eventually('demo doctor sign-in', async () => {
      const r = await login(t!, DEMO_DOCTOR.id, DEMO_DOCTOR.password, 'doctor');
      return r.statusCode === 200 ? r : undefined;
    });
    expect(ok.json().user).toMatchObject({
      _id: DEMO_DOCTOR.id,
      email: DEMO_DOCTOR.email,
      userType: 'doctor',
      experience: 10,
    });
  });

  it('registers, updates the profile and keeps it across a restart with the same key; seeding is not repeated', async () => {
    const reg = await t!.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'amali',
        email: 'amali@vetnow.test',
        password: 'lotus-pond-7',
        confirmPassword: 'lotus-pond-7',
        fullName: 'P',
        contactNumber: '0771234567',
      },
    });
    expect(reg.statusCode).toBe(201);
    const put = await t!.app.inject({
      method: 'PUT',
      url: '/users/profile',
      payload: { fullName: 'P Two', contactNumber: '011 234 5678', address: { street: 'S', city: 'C' } },
      headers: { authorization: `Bearer ${reg.json().token}` },
    });
    expect(put.statusCode).toBe(200);
    const kid = t!.keys.kid;
    await t!.close();
    t = undefined;

    t = await start({ SEED_DEMO: 'true' });
    expect(t.keys.kid).toBe(kid);
    expect(t.keys.source).toBe('file');
    // A token issued before the restart is still accepted.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/users/profile',
      headers: { authorization: `Bearer ${reg.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      fullName: 'P Two',
      contactNumber: '+94112345678', // stored in E.164
      address: { street: 'S', city: 'C', location: 'Battaramulla' },
    });
    const events = await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, 'user.registered'));
    expect(events).toHaveLength(2); // demo owner once, amali once
    await t.close();
    t = undefined;
  });

  it('create-admin CLI creates an admin, resets its password on a second run, and refuses bad input', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    await expect(
      createAdminCli(['--email', 'Ops@VetNow.test', '--password', 'first-pass-1'], env),
    ).resolves.toEqual({
      result: 'created',
      email: 'ops@vetnow.test',
    });
    await expect(
      createAdminCli(['--email', 'ops@vetnow.test'], { ...env, ADMIN_PASSWORD: 'second-pass-2' }),
    ).resolves.toEqual({
      result: 'password-reset',
      email: 'ops@vetnow.test',
    });
    await expect(createAdminCli(['--email', 'nope', '--password', 'long-enough'], env)).rejects.toThrow(
      CliUsageError,
    );
    await expect(createAdminCli(['--email', 'a@b.lk', '--password', 'short'], env)).rejects.toThrow(
      CliUsageError,
    );
    await expect(createAdminCli(['--mail', 'a@b.lk'], env)).rejects.toThrow(CliUsageError);

    t = await start();
    expect((await login(t, 'ops@vetnow.test', 'first-pass-1', 'admin')).statusCode).toBe(401);
    const ok = await login(t, 'ops@vetnow.test', 'second-pass-2', 'admin');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'ops@vetnow.test', role: 'admin' });
  });
});
