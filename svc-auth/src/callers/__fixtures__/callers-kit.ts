import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { kitOutbox } from '@vetnow/service-kit/messaging';
import { TokenSigner } from '../../keys/token-signer.js';
import type { AuthTestApp } from '../../testing/auth-test-app.js';
import { TEST_ADMIN } from '../../testing/test-admin.js';

/** Helpers of the callers' specs (issue 39 phase B): who calls, and what the outbox holds. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Callers {
  admin: Record<string, string>;
  staff: Record<string, string>;
  doctor: Record<string, string>;
  owner: Record<string, string>;
}

/** The admin (TEST_ADMIN_ENV), a front-desk account the admin creates, a registered owner, and a doctor's token. */
export async function signInEveryone(t: AuthTestApp, tag: string): Promise<Callers> {
  const login = async (email: string, password: string, userType: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
    return bearer(res.json().token as string);
  };
  const admin = await login(TEST_ADMIN.email, TEST_ADMIN.password, 'admin');
  const staffBody = { fullName: 'Desk Person', email: `desk-${tag}@callers.test`, contactNumber: '0712223334', password: 'front-desk-7' };
  const created = await t.app.inject({ method: 'POST', url: '/admin/staff', payload: staffBody, headers: admin });
  if (created.statusCode !== 201) throw new Error(`staff: ${created.statusCode} ${created.body}`);
  const staff = await login(staffBody.email, staffBody.password, 'staff');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username: `owner-${tag}`,
      email: `owner-${tag}@callers.test`,
      password: 'lotus-pond-7',
      fullName: 'Registered Owner',
      contactNumber: '0719998887',
    },
  });
  if (registered.statusCode !== 201) throw new Error(`owner: ${registered.statusCode} ${registered.body}`);
  const doctor = await new TokenSigner(t.keys).sign({ sub: randomUUID(), role: 'doctor', email: 'dr@callers.test', name: 'Dr. C' });
  return { admin, staff, doctor: bearer(doctor), owner: bearer(registered.json().token as string) };
}

/** The payloads of the outbox's events of `type` about account `id` (userId or accountId), oldest first. */
export async function eventsOf(t: AuthTestApp, type: string, id: string): Promise<Record<string, unknown>[]> {
  return (await t.db.select().from(kitOutbox).where(eq(kitOutbox.type, type)).orderBy(asc(kitOutbox.seq)))
    .map((r) => r.payload as Record<string, unknown>)
    .filter((p) => p['userId'] === id || p['accountId'] === id);
}

/** The token of the newest claim link sent for the account (as svc-notify would read it from the event). */
export async function latestClaimToken(t: AuthTestApp, accountId: string): Promise<string> {
  const links = await eventsOf(t, 'account.claim-link', accountId);
  const token = links.at(-1)?.['token'];
  if (typeof token !== 'string') throw new Error(`no claim link for ${accountId}`);
  return token;
}
