import { jest } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { API } from '@vetnow/contracts/api';
import { callerOwnersSchema, claimLinkSentSchema } from '@vetnow/contracts/callers';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { accounts, claimLinks } from '../database/schema.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { eventsOf, signInEveryone, type Callers } from './__fixtures__/callers-kit.js';

jest.setTimeout(60_000);

/** Issue 39 phase B: the desk finds owners and creates them for callers (POST/GET /desk/owners; PostgreSQL + NATS). */
describe('front desk: owners for callers (GET and POST /desk/owners)', () => {
  let t: AuthTestApp;
  let who: Callers;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    who = await signInEveryone(t, 'desk');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: object, headers = who.staff) =>
    t.app.inject({ method: 'POST', url: '/desk/owners', payload: body, headers });
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/desk/owners?q=${encodeURIComponent(q)}`, headers: who.staff });
    expect(res.statusCode).toBe(200);
    return callerOwnersSchema.parse(res.json());
  };
  const accountCount = async () =>
    ((await t.db.execute(sql`SELECT count(*)::int AS n FROM accounts`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  /** An owner written straight into the table (as older rows may be: a free-text number). */
  const insertOwner = async (fullName: string, contactNumber: string, email: string | null = null) =>
    (await t.db.insert(accounts).values({ role: 'user', fullName, contactNumber, email, passwordHash: 'x' }).returning())[0]!;

  it('creates an owner with no password: 201, the owner unclaimed, user.registered, contact facts and the claim link in the outbox', async () => {
    const before = Date.now();
    const res = await create({ fullName: '  Kasun Silva ', contactNumber: '077 555 1234', email: 'Kasun@Mail.LK' });
    expect(res.statusCode).toBe(201);
    const { owner, claimLinkExpiresAt } = claimLinkSentSchema.parse(res.json());
    expect(owner).toEqual({
      _id: expect.any(String),
      fullName: 'Kasun Silva',
      contactNumber: '+94775551234',
      email: 'kasun@mail.lk',
      claimed: false,
      createdAt: expect.any(String),
    });
    // CLAIM_LINK_HOURS defaults to 48.
    const expires = Date.parse(claimLinkExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * 3_600_000);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, owner._id));
    expect(row).toMatchObject({ role: 'user', username: null, passwordHash: null, language: 'en', isActive: true, pets: [] });

    expect(await eventsOf(t, 'user.registered', owner._id)).toEqual([
      { userId: owner._id, fullName: 'Kasun Silva', contactNumber: '+94775551234' },
    ]);
    expect(await eventsOf(t, 'user.contact-changed', owner._id)).toEqual([
      { userId: owner._id, role: 'user', email: 'kasun@mail.lk', fullName: 'Kasun Silva', language: 'en', phone: '+94775551234' },
    ]);
    const [link] = await eventsOf(t, 'account.claim-link', owner._id);
    expect(link).toEqual({
      accountId: owner._id,
      fullName: 'Kasun Silva',
      phone: '+94775551234',
      language: 'en',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: claimLinkExpiresAt,
    });
    // Only the token's SHA-256 is stored, never the token; nor is it logged.
    const token = link!['token'] as string;
    const stored = await t.db.select().from(claimLinks).where(eq(claimLinks.accountId, owner._id));
    expect(stored).toEqual([
      expect.objectContaining({ tokenHash: createHash('sha256').update(token).digest('hex'), usedAt: null }),
    ]);
    expect(stored[0]!.expiresAt.toISOString()).toBe(claimLinkExpiresAt);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(t.logs()).not.toContain(token);
  });

  it('without an e-mail: the owner has none (null), and svc-notify is told e-mail "" (no e-mail)', async () => {
    const res = await create({ fullName: 'Mala Dias', contactNumber: '+94 71 000 1111', email: '' });
    expect(res.statusCode).toBe(201);
    const { owner } = claimLinkSentSchema.parse(res.json());
    expect(owner.email).toBeNull();
    expect((await eventsOf(t, 'user.contact-changed', owner._id)).map((p) => p['email'])).toEqual(['']);
  });

  it('409 AUTH_CALLER_PHONE_TAKEN when an owner has the number, however either is written; nothing is written', async () => {
    await insertOwner('Old Style', '077-666 1234');
    const n = await accountCount();
    for (const contactNumber of ['+94 77 555 1234', '0094775551234', '0776661234', '0719998887']) {
      const res = await create({ fullName: 'Someone Else', contactNumber });
      expect([contactNumber, res.json()]).toEqual([contactNumber, errorAnswer('AUTH_CALLER_PHONE_TAKEN')]);
    }
    expect(await accountCount()).toBe(n);
  });

  it("a staff member's number is not an owner's: the caller is created", async () => {
    // The desk account of signInEveryone has 0712223334.
    expect((await create({ fullName: 'Same Phone As Desk', contactNumber: '0712223334' })).statusCode).toBe(201);
  });

  it('409 AUTH_EMAIL_TAKEN when an owner signs in with the e-mail', async () => {
    const res = await create({ fullName: 'Copy Cat', contactNumber: '0770001234', email: 'OWNER-desk@callers.test' });
    expect(res.json()).toEqual(errorAnswer('AUTH_EMAIL_TAKEN'));
    expect(await search('0770001234')).toEqual([]);
  });

  it('concurrent creations with one number: one 201, the others 409 AUTH_CALLER_PHONE_TAKEN', async () => {
    const results = await Promise.all(
      ['0778881234', '077 888 1234', '+94778881234', '0094 77 888 1234'].map((contactNumber, i) =>
        create({ fullName: `Racer ${i}`, contactNumber }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await search('0778881234')).length).toBe(1);
  });

  it('400 for a number that is not a Sri Lankan mobile', async () => {
    for (const contactNumber of ['0112345678', '+1 212 555 0100', '']) {
      expect((await create({ fullName: 'Land Line', contactNumber })).statusCode).toBe(400);
    }
  });

  describe('a new claim link (POST /desk/owners/:id/claim-link)', () => {
    const resend = (id: string) => t.app.inject({ method: 'POST', url: `/desk/owners/${id}/claim-link`, headers: who.staff });

    it('replaces the earlier links (they are marked used) and sends a new token', async () => {
      const { owner } = claimLinkSentSchema.parse((await create({ fullName: 'Resend Me', contactNumber: '0765550000' })).json());
      const res = await resend(owner._id);
      expect(res.statusCode).toBe(200);
      const sent = claimLinkSentSchema.parse(res.json());
      expect(sent.owner).toEqual(owner);
      const links = await eventsOf(t, 'account.claim-link', owner._id);
      expect(links).toHaveLength(2);
      expect(links[1]!['token']).not.toBe(links[0]!['token']);
      const rows = await t.db.select().from(claimLinks).where(eq(claimLinks.accountId, owner._id)).orderBy(claimLinks.createdAt);
      expect(rows.map((r) => r.usedAt === null)).toEqual([false, true]);
    });

    it('404 AUTH_OWNER_NOT_FOUND for an unknown id, a bad id or an account that is not an owner', async () => {
      const staffRow = (await t.db.select().from(accounts).where(eq(accounts.role, 'staff')))[0]!;
      for (const id of [randomUUID(), 'not-a-uuid', staffRow.id]) {
        expect((await resend(id)).json()).toEqual(errorAnswer('AUTH_OWNER_NOT_FOUND'));
      }
    });

    it('409 AUTH_ACCOUNT_ALREADY_CLAIMED for an owner with a password', async () => {
      const [registered] = await search('Registered Owner');
      expect((await resend(registered!._id)).json()).toEqual(errorAnswer('AUTH_ACCOUNT_ALREADY_CLAIMED'));
    });
  });

  it('staff only: 401 without a token; 403 for an owner, a doctor and the admin; nothing created', async () => {
    const [someone] = await search('Kasun Silva');
    const n = await accountCount();
    const routes = [API.desk.findOwners, API.desk.createCaller, API.desk.resendClaimLink].map((c) => ({
      method: c.method,
      url: c.method === 'GET' ? `${c.path}?q=nimal` : c.path.replace(':id', someone!._id),
      ...(c.method === 'POST' ? { payload: { fullName: 'Not Allowed', contactNumber: '0760001111' } } : {}),
    }));
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      for (const headers of [who.owner, who.doctor, who.admin]) {
        const res = await t.app.inject({ ...route, headers });
        expect([route.method, route.url, res.statusCode, res.json().code]).toEqual([route.method, route.url, 403, 'FORBIDDEN']);
      }
    }
    expect(await accountCount()).toBe(n);
    expect(await eventsOf(t, 'account.claim-link', someone!._id)).toHaveLength(1);
  });
});
