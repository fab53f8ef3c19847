import { randomBytes } from 'node:crypto';
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { type ServiceTestApp, startServiceTestApp, eventually } from '@vetnow/service-kit/testing';
import { startAuthTestApp } from './support/auth-app.js';
import { AppModule as BookingModule } from '../../svc-booking/src/app.module.js';

/**
 * A password change ends every session of the account in every service, not only in svc-auth: svc-auth writes
 * account.sessions-ended in the change's transaction, and the kit's revocation list in svc-booking applies it,
 * so an access token issued before the change is refused there too (ADR 0012). Real PostgreSQL and NATS.
 */
describe('a password change, or Sign Out, ends access tokens in other services too', () => {
  let auth: ServiceTestApp;
  let booking: ServiceTestApp;
  const id = randomBytes(5).toString('hex');
  const bus = { NATS_STREAM: `SESS_${id.toUpperCase()}`, EVENT_SUBJECT_PREFIX: `sess_${id}` };

  beforeAll(async () => {
    auth = await startAuthTestApp({ ...bus });
    booking = await startServiceTestApp({
      service: 'booking',
      module: BookingModule,
      env: { ...bus, JWT_PUBLIC_KEY: auth.env['JWT_PUBLIC_KEY'] },
    });
  });
  afterAll(async () => {
    await booking?.close();
    await auth?.close();
  });

  const password = `Gr33n-Lagoon-${id}`;
  /** Registers an owner in svc-auth (answers a session: a token and the refresh cookie). */
  async function register(name: string) {
    const registered = await auth.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { username: `${name}${id}`, email: `${name}-${id}@vetnow.test`, password, confirmPassword: password, fullName: 'Sessions Owner', contactNumber: '0771234567' },
    });
    expect(registered.statusCode).toBe(201);
    return { email: `${name}-${id}@vetnow.test`, token: registered.json<{ token: string }>().token };
  }
  const myAppointments = (token: string) =>
    booking.app.inject({ method: 'GET', url: '/users/appointments', headers: { authorization: `Bearer ${token}` } });

  it('svc-booking accepts the old token before the change and refuses it after; the new token works', async () => {
    const oldToken = (await register('sess')).token;
    expect((await myAppointments(oldToken)).statusCode).toBe(200);

    const changed = await auth.app.inject({
      method: 'PUT',
      url: '/users/profile/password',
      headers: { authorization: `Bearer ${oldToken}` },
      payload: { currentPassword: password, password: `Blue-Heron-${id}` },
    });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json<{ token: string }>().token;

    // The event travels outbox → JetStream → svc-booking's consumer; until then the old token still works there.
    await eventually('svc-booking to refuse the token issued before the change', async () =>
      (await myAppointments(oldToken)).statusCode === 401 ? true : undefined,
    );
    expect((await myAppointments(newToken)).statusCode).toBe(200);
  });

  it("Sign Out: svc-booking refuses that session's access token too (session.ended), not 15 minutes later; another session goes on", async () => {
    const { email } = await register('out');
    const signIn = () => auth.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType: 'user' } });
    const first = await signIn();
    const token = first.json<{ token: string }>().token;
    const other = (await signIn()).json<{ token: string }>().token;
    expect((await myAppointments(token)).statusCode).toBe(200);

    const cookie = [first.headers['set-cookie']].flat().find((c) => c?.startsWith(`${REFRESH_COOKIE.name}=`))!.split(';')[0]!;
    const out = await auth.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);

    await eventually('svc-booking to refuse the signed-out session’s token', async () =>
      (await myAppointments(token)).statusCode === 401 ? true : undefined,
    );
    expect((await myAppointments(other)).statusCode).toBe(200);
  });
});
