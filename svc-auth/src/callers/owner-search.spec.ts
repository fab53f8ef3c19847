import { jest } from '@jest/globals';
import { callerOwnersSchema } from '@vetnow/contracts/callers';
import { accounts } from '../database/schema.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN_ENV } from '../testing/test-admin.js';
import { signInEveryone, type Callers } from './__fixtures__/callers-kit.js';

jest.setTimeout(60_000);

/**
 * Issue 39 phase B: GET /desk/owners — the desk finds an owner by phone (however written), name or e-mail
 * (PostgreSQL + NATS, the real svc-auth).
 */
describe('front desk: finding owners (GET /desk/owners)', () => {
  let t: AuthTestApp;
  let who: Callers;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    who = await signInEveryone(t, 'search');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/desk/owners', payload: body, headers: who.staff });
    expect(res.statusCode).toBe(201);
  };
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/desk/owners?q=${encodeURIComponent(q)}`, headers: who.staff });
    expect(res.statusCode).toBe(200);
    return callerOwnersSchema.parse(res.json());
  };
  const insertOwner = async (fullName: string, contactNumber: string, email: string | null = null) =>
    (await t.db.insert(accounts).values({ role: 'user', fullName, contactNumber, email, passwordHash: 'x' }).returning())[0]!;

  beforeAll(async () => {
    await create({ fullName: 'Nimal Perera', contactNumber: '0771112222' });
    await create({ fullName: 'Nimali Fernando', contactNumber: '0772223333', email: 'nimali.f@mail.lk' });
    await create({ fullName: 'Zara Phone', contactNumber: '0774445555' });
    // A free-text number holding the same digits: a digits match, not an exact one.
    await insertOwner('Amal Legacy', '077 444 5555 (home)');
    await insertOwner('Ruwan_Kumara', '+94701230001');
    await insertOwner('RuwanXKumara', '+94701230002');
    await insertOwner('100% Cats', '+94701230003');
    await insertOwner('1000 Cats', '+94701230004');
  });

  it.each(['0771112222', '+94 77 111 2222', '077-111-2222', '0094771112222'])('finds the owner by phone written %j', async (q) => {
    expect((await search(q)).map((o) => o.fullName)).toEqual(['Nimal Perera']);
  });

  it('a part of a number matches its digits anywhere, separators ignored', async () => {
    expect((await search('111 22')).map((o) => o.fullName)).toEqual(['Nimal Perera']);
  });

  it('exact phone matches come first, then by name', async () => {
    expect((await search('077 444 5555')).map((o) => o.fullName)).toEqual(['Zara Phone', 'Amal Legacy']);
  });

  it('by part of the name (any case), ordered by name; by part of the e-mail; owners only', async () => {
    expect((await search('NIMAL')).map((o) => o.fullName)).toEqual(['Nimal Perera', 'Nimali Fernando']);
    expect((await search('perer')).map((o) => o.fullName)).toEqual(['Nimal Perera']);
    expect(await search('LI.F@MAIL')).toEqual([
      {
        _id: expect.any(String),
        fullName: 'Nimali Fernando',
        contactNumber: '+94772223333',
        email: 'nimali.f@mail.lk',
        claimed: false,
        createdAt: expect.any(String),
      },
    ]);
    // The desk account is called "Desk Person"; the registered owner has claimed its account.
    expect(await search('Desk Person')).toEqual([]);
    expect((await search('Registered Owner')).map((o) => o.claimed)).toEqual([true]);
  });

  it('LIKE wildcards typed are literal: _ and % match only themselves', async () => {
    expect((await search('n_K')).map((o) => o.fullName)).toEqual(['Ruwan_Kumara']);
    expect((await search('0% C')).map((o) => o.fullName)).toEqual(['100% Cats']);
    expect(await search('%%')).toEqual([]);
    expect(await search('\\_')).toEqual([]);
  });

  it('at most 20 answers', async () => {
    await t.db.insert(accounts).values(
      Array.from({ length: 25 }, (_, i) => ({ role: 'user' as const, fullName: `Bulk Owner ${i}`, contactNumber: '', email: null })),
    );
    expect(await search('Bulk Owner')).toHaveLength(20);
  });

  it('400 for a search shorter than 2 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/desk/owners?q=%20a%20', headers: who.staff });
    expect(res.statusCode).toBe(400);
  });
});
