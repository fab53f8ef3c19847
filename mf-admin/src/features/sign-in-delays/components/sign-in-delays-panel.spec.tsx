import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInDelay } from '@vetnow/contracts/user';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';

const OWNER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const DOCTOR_ID = '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d';

const delays = (): SignInDelay[] => [
  {
    accountId: OWNER_ID,
    role: 'user',
    fullName: 'Kamal Fernando',
    email: 'kamal@example.lk',
    failures: 137,
    // 10:00 in Battaramulla (UTC+05:30), whatever the test machine's zone.
    delayedUntil: '2026-11-29T04:30:00.000Z',
    streakEndsAt: '2026-11-30T04:30:00.000Z',
  },
  {
    accountId: DOCTOR_ID,
    role: 'doctor',
    fullName: 'Dr. Nimal Perera',
    email: 'dr.perera@vetnow.lk',
    failures: 100,
    delayedUntil: null,
    streakEndsAt: '2026-11-29T18:45:00.000Z',
  },
];

/** The admin's API with a list of delays that DELETE changes. */
function delaysApi(initial = delays()) {
  adminApi();
  let list = initial;
  server.use(
    handlerFor(API.auth.listSignInDelays, () => ({ maxFailuresPerAccount: 100, delays: list })),
    handlerFor(API.auth.clearSignInDelay, ({ params }) => {
      if (!list.some((d) => d.accountId === params.accountId)) return errorReply('AUTH_SIGN_IN_DELAY_NOT_FOUND');
      list = list.filter((d) => d.accountId !== params.accountId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

async function openSignInsTab() {
  const user = userEvent.setup();
  renderAdminDashboard();
  await user.click(screen.getByRole('tab', { name: 'Sign-ins' }));
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);

afterEach(() => act(() => toast.remove()));

describe('Sign-ins tab (issue 41: the per-account cap on failed sign-ins)', () => {
  it('lists each delayed account: name and e-mail, role, failed sign-ins, until when in clinic time, and the cap', async () => {
    delaysApi();
    await openSignInsTab();
    const table = await screen.findByRole('table', { name: 'Accounts whose sign-ins are delayed' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Account',
      'Role',
      'Failed sign-ins',
      'Delayed until',
      'Actions',
    ]);
    const kamal = rowOf('Kamal Fernando');
    for (const text of ['kamal@example.lk', 'Pet Owner', '137', '29 Nov 2026, 10:00']) expect(kamal.getByText(text)).toBeInTheDocument();
    expect(kamal.getByText('Forgotten on 30 Nov 2026, 10:00 unless another sign-in fails')).toBeInTheDocument();
    const perera = rowOf('Dr. Nimal Perera');
    expect(perera.getByText('Veterinarian')).toBeInTheDocument();
    expect(perera.getByText(/Not delayed right now; the next failure delays it again/)).toBeInTheDocument();
    expect(perera.getByText('Forgotten on 30 Nov 2026, 00:15 unless another sign-in fails')).toBeInTheDocument();
    expect(screen.getByText(/After 100 failed sign-ins on one account, from any addresses/)).toBeInTheDocument();
  });

  it("Clear DELETEs the account's delay, toasts that the owner can sign in again and drops the row (the list is asked again)", async () => {
    delaysApi();
    const user = await openSignInsTab();
    await screen.findByRole('rowheader', { name: /Kamal Fernando/ });
    const listCalls = callsTo(API.auth.listSignInDelays).length;
    await user.click(rowOf('Kamal Fernando').getByRole('button', { name: 'Clear the sign-in delay of Kamal Fernando' }));
    expect(await screen.findByText('Kamal Fernando can sign in again now')).toBeInTheDocument();
    expect(callsTo(API.auth.clearSignInDelay).map((c) => c.path)).toEqual([`/admin/sign-in-delays/${OWNER_ID}`]);
    expect(callsTo(API.auth.listSignInDelays).length).toBeGreaterThan(listCalls);
    expect(await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Kamal Fernando/ })).not.toBeInTheDocument();
  });

  it("a delay already gone toasts the server's message and the list follows", async () => {
    delaysApi();
    const user = await openSignInsTab();
    await screen.findByRole('rowheader', { name: /Kamal Fernando/ });
    // Meanwhile the owner signed in (the server's list no longer has it).
    server.use(handlerFor(API.auth.clearSignInDelay, errorReply('AUTH_SIGN_IN_DELAY_NOT_FOUND')));
    await user.click(rowOf('Kamal Fernando').getByRole('button', { name: 'Clear the sign-in delay of Kamal Fernando' }));
    expect(await screen.findByText('This account has no failed sign-ins to clear')).toBeInTheDocument();
  });

  it('says when no account is delayed, and offers Try again when the list cannot be read', async () => {
    delaysApi([]);
    await openSignInsTab();
    expect(await screen.findByRole('heading', { name: "No account's sign-ins are delayed" })).toBeInTheDocument();
    act(() => toast.remove());

    server.use(handlerFor(API.auth.listSignInDelays, errorReply('INTERNAL', { message: 'boom' })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('tab', { name: 'Sign-ins' }));
    expect(await screen.findByText('Error fetching sign-in delays')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The sign-in delays could not be loaded' })).toBeInTheDocument();
    server.use(handlerFor(API.auth.listSignInDelays, () => ({ maxFailuresPerAccount: 100, delays: delays() })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Kamal Fernando/ })).toBeInTheDocument();
  });
});
