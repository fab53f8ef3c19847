import { DEMO_ADMIN } from '@vetnow/domain/demo';
import { loginResponseSchema, publicUserSchema } from '@vetnow/contracts/user';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { OWNER_PASSWORD, registerOwner } from '../testing/register-owner.js';

/** Issue 13: the account's language, kept in svc-auth, answered by login/profile, set with PUT /auth/language. */
describe('account language', () => {
  let t: AuthTestApp;
  let token: string;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: { SEED_DEMO: 'true' } });
    const res = await registerOwner(t, 'nadeesha', {
      fullName: 'Nadeesha Wijesinghe',
      address: { street: '1 A Rd', city: 'Battaramulla' },
    });
    expect(res.statusCode).toBe(201);
    token = res.json().token;
    // A new account starts in English (the column's default).
    expect(publicUserSchema.parse(res.json().user).language).toBe('en');
  });
  afterAll(async () => {
    await t?.close();
  });

  const setLanguage = (payload: object, auth?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/auth/language',
      payload,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
  const login = (email: string, password: string, userType: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });

  it("an owner's choice is saved and comes back in the profile and the next sign-in", async () => {
    const res = await setLanguage({ language: 'si' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'si' });

    const profile = await t.app.inject({ method: 'GET', url: '/users/profile', headers: { authorization: `Bearer ${token}` } });
    expect(publicUserSchema.parse(profile.json()).language).toBe('si');

    const signIn = await login('nadeesha', OWNER_PASSWORD, 'user');
    expect(signIn.statusCode).toBe(200);
    expect(loginResponseSchema.parse(signIn.json()).user.language).toBe('si');

    // Updating the rest of the profile keeps it.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/users/profile',
      payload: { fullName: 'Nadeesha W.', contactNumber: '0770000000', address: { city: 'Battaramulla' } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().language).toBe('si');
  });

  it('an admin (any signed-in role) may set theirs', async () => {
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.language).toBe('en');
    expect((await setLanguage({ language: 'ta' }, admin.json().token)).json()).toEqual({ language: 'ta' });
    const again = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, 'admin');
    expect(again.json().user).toMatchObject({ role: 'admin', language: 'ta' });
  });

  it('registration may name the language the visitor registered in', async () => {
    const res = await registerOwner(t, 'dilan', { fullName: 'Dilan Fernando', contactNumber: '0770000001', language: 'ta' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('ta');
    expect((await login('dilan', OWNER_PASSWORD, 'user')).json().user.language).toBe('ta');
  });

  it('refuses an unknown language and a caller without a session', async () => {
    const bad = await setLanguage({ language: 'fr' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await setLanguage({}, token)).statusCode).toBe(400);
    expect((await setLanguage({ language: 'ta' })).statusCode).toBe(401);
    // Nothing changed.
    const profile = await t.app.inject({ method: 'GET', url: '/users/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json().language).toBe('si');
  });
});
