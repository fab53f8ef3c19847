import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { API } from '@vetnow/contracts/api';
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { staffMemberSchema } from '@vetnow/contracts/front-desk';
import { LOGIN_MESSAGES } from '@vetnow/contracts/validation-texts';
import { loginResponseSchema } from '@vetnow/contracts/user';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { TokenSigner } from '../keys/token-signer.js';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';
import { TEST_ADMIN, TEST_ADMIN_ENV } from '../testing/test-admin.js';

jest.setTimeout(60_000);

/**
 * Issue 39: a front-desk account signs in as Front Desk (`userType: 'staff'`), reads VetNow in its language, is
 * refused every owner-only and admin-only route, and is ended at once when the admin deactivates it.
 */
const STAFF = {
  fullName: 'Nuwan Jayasuriya',
  email: 'nuwan@desk.test',
  contactNumber: '0771234567',
  password: 'front-desk-7',
};

type Reply = Awaited<ReturnType<AuthTestApp['app']['inject']>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
function refreshTokenOf(res: Reply): string {
  const raw = res.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [raw]).find((c) => c?.startsWith(`${REFRESH_COOKIE.name}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!.slice(REFRESH_COOKIE.name.length + 1);
}
/** A contract's path with each `:param` replaced by a UUID. */
const pathOf = (path: string) => path.replace(/:[A-Za-z]+/g, randomUUID());

describe('front-desk staff: sign-in, routes, deactivation (issue 39)', () => {
  let t: AuthTestApp;
  let admin: Record<string, string>;
  let staffId: string;
  /** An access token of a session the deactivation ended. */
  let endedAccess: string;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: TEST_ADMIN_ENV });
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
    expect(res.statusCode).toBe(200);
    admin = bearer(res.json().token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/staff',
      payload: STAFF,
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    staffId = staffMemberSchema.parse(created.json())._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  function login(email: string, password: string, userType: string) {
    return t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });
  }
  const setStatus = (id: string, isActive: boolean, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/admin/staff/${id}/status`, payload: { isActive }, headers });
  const setLanguage = (token: string, language: string) =>
    t.app.inject({ method: 'PUT', url: '/auth/language', payload: { language }, headers: bearer(token) });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: `${REFRESH_COOKIE.name}=${token}` },
    });
  const eventsOf = async (type: string, id: string) =>
    (await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, type)).orderBy(asc(kitOutbox.seq)))
      .map((r) => r.payload as Record<string, unknown>)
      .filter((p) => p['userId'] === id || p['accountId'] === id);

  it('signs in as Front Desk (by e-mail, any case): a staff token and the public user with role staff', async () => {
    const res = await login('NUWAN@desk.test', STAFF.password, 'staff');
    expect(res.statusCode).toBe(200);
    const { token, user } = loginResponseSchema.parse(res.json());
    expect(user).toEqual({
      _id: staffId,
      username: '',
      email: STAFF.email,
      fullName: STAFF.fullName,
      contactNumber: '+94771234567',
      address: { street: '', city: '', location: 'Battaramulla' },
      pets: [],
      userType: 'user',
      role: 'staff',
      language: 'en',
      createdAt: expect.any(String),
    });
    expect(decodeJwt(token)).toMatchObject({
      sub: staffId,
      role: 'staff',
      email: STAFF.email,
      name: STAFF.fullName,
    });
    // The session renews like any other.
    expect((await refresh(refreshTokenOf(res))).json()).toMatchObject({
      user: { _id: staffId, role: 'staff' },
    });
  });

  it('another role chosen on the login form: the same 401 as a wrong password; an owner cannot sign in as staff', async () => {
    const invalid = errorAnswer('AUTH_INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
    for (const userType of ['user', 'doctor', 'admin']) {
      expect((await login(STAFF.email, STAFF.password, userType)).json()).toEqual(invalid);
    }
    expect((await login(STAFF.email, 'not-the-password', 'staff')).json()).toEqual(invalid);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, 'staff')).json()).toEqual(invalid);
  });

  it('PUT /auth/language works for staff: the next sign-in answers it, and svc-notify learns it', async () => {
    const { token } = (await login(STAFF.email, STAFF.password, 'staff')).json() as { token: string };
    const res = await setLanguage(token, 'si');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'si' });
    expect((await login(STAFF.email, STAFF.password, 'staff')).json().user.language).toBe('si');
    expect((await eventsOf('user.contact-changed', staffId)).map((p) => [p['role'], p['language']])).toEqual([
      ['staff', 'en'],
      ['staff', 'si'],
    ]);
    expect((await setLanguage(token, 'en')).statusCode).toBe(200);
  });

  it('a staff token gets 403 on every owner-only and admin-only route of svc-auth', async () => {
    const { token } = (await login(STAFF.email, STAFF.password, 'staff')).json() as { token: string };
    const guarded = Object.values(API.auth).filter((c) => ['user', 'doctor', 'admin'].includes(c.access));
    expect(guarded.map((c) => c.name)).toEqual(
      expect.arrayContaining(['auth.getProfile', 'auth.changePassword', 'auth.createStaff']),
    );
    for (const contract of guarded) {
      const res = await t.app.inject({
        method: contract.method,
        url: pathOf(contract.path),
        payload: {},
        headers: bearer(token),
      });
      expect([contract.name, res.statusCode, res.json().code]).toEqual([contract.name, 403, 'FORBIDDEN']);
    }
  });

  it('owner, doctor and staff tokens get 403 on the admin staff routes; no token gets 401', async () => {
    const owner = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'deskowner',
        email: 'owner@desk.test',
        password: 'lotus-pond-7',
        fullName: 'O',
        contactNumber: '0771112223',
      },
    });
    expect(owner.statusCode).toBe(201);
    const signer = new TokenSigner(t.keys);
    const doctor = await signer.sign({
      sub: randomUUID(),
      role: 'doctor',
      email: 'dr@desk.test',
      name: 'Dr. D',
    });
    const staff = (await login(STAFF.email, STAFF.password, 'staff')).json().token as string;
    const routes = [API.auth.listStaff, API.auth.createStaff, API.auth.setStaffStatus].map((c) => ({
      method: c.method,
      url: c.path.replace(':id', staffId),
      payload:
        c.method === 'GET'
          ? undefined
          : c.method === 'PUT'
            ? { isActive: false }
            : { ...STAFF, email: 'x@desk.test' },
    }));
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      for (const token of [owner.json().token as string, doctor, staff]) {
        const res = await t.app.inject({ ...route, headers: bearer(token) });
        expect([route.method, route.url, res.statusCode, res.json().code]).toEqual([
          route.method,
          route.url,
          403,
          'FORBIDDEN',
        ]);
      }
    }
    // Nothing changed: the account is still active, no account x@desk.test.
    expect((await login(STAFF.email, STAFF.password, 'staff')).statusCode).toBe(200);
    expect((await login('x@desk.test', STAFF.password, 'staff')).statusCode).toBe(401);
  });

  it('deactivating ends every session at once (access and refresh tokens, account.sessions-ended); sign-in answers as for an inactive doctor', async () => {
    const first = await login(STAFF.email, STAFF.password, 'staff');
    const second = await login(STAFF.email, STAFF.password, 'staff');
    const [access1, access2] = [first.json().token as string, second.json().token as string];
    expect((await setLanguage(access1, 'en')).statusCode).toBe(200);
    endedAccess = access1;

    const res = await setStatus(staffId, false);
    expect(res.statusCode).toBe(200);
    expect(staffMemberSchema.parse(res.json())).toMatchObject({ _id: staffId, isActive: false });

    expect((await setLanguage(access1, 'ta')).statusCode).toBe(401);
    expect((await setLanguage(access2, 'ta')).statusCode).toBe(401);
    expect((await refresh(refreshTokenOf(first))).statusCode).toBe(401);
    expect((await refresh(refreshTokenOf(second))).statusCode).toBe(401);
    const ended = await eventsOf('account.sessions-ended', staffId);
    expect(ended).toEqual([{ accountId: staffId, validAfter: expect.any(String) }]);
    // The right password: AUTH_ACCOUNT_INACTIVE (only after the password verified), as for a deactivated doctor.
    expect((await login(STAFF.email, STAFF.password, 'staff')).json()).toEqual(
      errorAnswer('AUTH_ACCOUNT_INACTIVE', LOGIN_MESSAGES.accountInactive),
    );
    expect((await login(STAFF.email, 'not-the-password', 'staff')).json()).toEqual(
      errorAnswer('AUTH_INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials),
    );
    // Deactivating again changes nothing and ends nothing more; the list shows it inactive.
    expect((await setStatus(staffId, false)).json()).toMatchObject({ isActive: false });
    expect(await eventsOf('account.sessions-ended', staffId)).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/admin/staff', headers: admin });
    expect(list.json()).toEqual([expect.objectContaining({ _id: staffId, isActive: false })]);
  });

  it('reactivating lets the account sign in again; the tokens of before stay dead', async () => {
    const before = await login(STAFF.email, STAFF.password, 'staff');
    expect(before.statusCode).toBe(403);
    const res = await setStatus(staffId, true);
    expect(res.json()).toMatchObject({ _id: staffId, isActive: true });
    const again = await login(STAFF.email, STAFF.password, 'staff');
    expect(again.statusCode).toBe(200);
    expect((await setLanguage(again.json().token, 'en')).statusCode).toBe(200);
    expect((await setLanguage(endedAccess, 'en')).statusCode).toBe(401);
    expect(await eventsOf('account.sessions-ended', staffId)).toHaveLength(1);
  });

  it('404 AUTH_ACCOUNT_NOT_FOUND for an unknown id, a non-UUID id, and an account that is not staff (admin, owner)', async () => {
    const adminId = (await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin')).json().user._id as string;
    const ownerId = (await login('deskowner', 'lotus-pond-7', 'user')).json().user._id as string;
    for (const id of [randomUUID(), 'not-a-uuid', adminId, ownerId]) {
      const res = await setStatus(id, false);
      expect(res.json()).toEqual(errorAnswer('AUTH_ACCOUNT_NOT_FOUND'));
    }
    // The admin and the owner were left as they were.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin')).statusCode).toBe(200);
    expect((await login('deskowner', 'lotus-pond-7', 'user')).statusCode).toBe(200);
  });
});
