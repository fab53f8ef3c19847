import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import type { Session } from '@vetnow/web-kit/session';
import { HttpResponse, apiCalls, errorReply, handlerFor, owner, server, signedInSession } from '@vetnow/web-kit/testing';
import { clearToasts, renderAuthPage, sentBodies, signedOutSession } from '../testing/render-auth-page';
import { ClaimPage } from './claim-page';

// Issue 39 phase B: /claim?token=… — the SMS link of an account the front desk made for a caller.

jest.setTimeout(20_000);
afterEach(clearToasts);

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const LOOKUP = { fullName: 'Kamal Jayasuriya', email: 'kamal@example.lk', expiresAt: '2026-11-22T10:00:00.000Z' };
const ASK_CLINIC = 'Ask the clinic to send a new link.';

function renderClaim(entry = `/claim?token=${TOKEN}`, session: Session = signedOutSession()) {
  return renderAuthPage('/claim', <ClaimPage />, session, entry);
}
const field = (label: RegExp) => screen.getByLabelText(label);
const EMAIL = /^Email/;
const PASSWORD = /^Password/;
const CONFIRM = /^Confirm password/;

async function fillPasswords(password: string, confirmPassword: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(field(PASSWORD), password);
  await user.type(field(CONFIRM), confirmPassword);
  return user;
}

describe('ClaimPage', () => {
  it('greets the owner from the lookup, sends the form, then signs them in and opens their home', async () => {
    const account = owner({ _id: 'u-kamal', fullName: LOOKUP.fullName, email: 'kamal.j@example.lk', pets: [] });
    server.use(handlerFor(API.auth.claimLookup, LOOKUP), handlerFor(API.auth.claim, { token: 'tok.en.sig', user: account }));
    const { session, pathname } = renderClaim();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' })).toBeInTheDocument();
    expect(screen.getByText('Set up your VetNow account.')).toBeInTheDocument();
    expect(sentBodies(API.auth.claimLookup)).toEqual([{ token: TOKEN }]);
    expect(field(EMAIL)).toHaveValue('kamal@example.lk'); // the e-mail the desk noted
    expect(field(PASSWORD)).toHaveAccessibleDescription('At least 8 characters, not a common password and not your e-mail.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const user = await fillPasswords('lotus-pond-7', 'lotus-pond-7');
    await user.clear(field(EMAIL));
    await user.type(field(EMAIL), 'kamal.j@example.lk');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));

    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(sentBodies(API.auth.claim)).toEqual([
      { token: TOKEN, email: 'kamal.j@example.lk', password: 'lotus-pond-7', confirmPassword: 'lotus-pond-7' },
    ]);
    expect(session.signIn).toHaveBeenCalledWith('tok.en.sig', 'user', account);
    expect(await screen.findByText('Your account is ready. Welcome to VetNow!')).toBeInTheDocument();
  });

  it('starts with an empty e-mail when the desk noted none, and checks the e-mail and the password rules on submit', async () => {
    server.use(handlerFor(API.auth.claimLookup, { ...LOOKUP, email: null }));
    renderClaim();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' })).toBeInTheDocument();
    expect(field(EMAIL)).toHaveValue('');
    const user = await fillPasswords('short', 'short');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await waitFor(() => expect(field(EMAIL)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(EMAIL)).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(field(PASSWORD)).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'));
    expect(field(EMAIL)).toHaveFocus();
    expect(sentBodies(API.auth.claim)).toEqual([]);
  });

  it('refuses mismatched passwords at the confirmation, without a request', async () => {
    server.use(handlerFor(API.auth.claimLookup, LOOKUP));
    renderClaim();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' });
    const user = await fillPasswords('lotus-pond-7', 'lotus-pond-8');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await waitFor(() => expect(field(CONFIRM)).toHaveAccessibleDescription('Passwords do not match'));
    expect(field(CONFIRM)).toHaveAttribute('aria-invalid', 'true');
    expect(field(PASSWORD)).not.toHaveAttribute('aria-invalid');
    expect(sentBodies(API.auth.claim)).toEqual([]);
  });

  it.each([
    ['AUTH_CLAIM_LINK_EXPIRED', 'This link has expired.'],
    ['AUTH_CLAIM_LINK_INVALID', 'This link is no longer valid. It may have been used already, or a newer link was sent.'],
  ] as const)('a lookup answered 410 %s says why and to ask the clinic, with no form', async (code, message) => {
    server.use(handlerFor(API.auth.claimLookup, errorReply(code)));
    renderClaim();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(ASK_CLINIC);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your VetNow account' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it.each([['/claim'], ['/claim?token='], ['/claim?token=cut-short']])('%s: the link is incomplete; nothing is asked', (entry) => {
    renderClaim(entry);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This link is incomplete. Open it again from the SMS the clinic sent you.');
    expect(alert).toHaveTextContent(ASK_CLINIC);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(apiCalls).toEqual([]);
  });

  it('a claim answered 410 (the link was used or replaced meanwhile) replaces the form with the refusal', async () => {
    server.use(handlerFor(API.auth.claimLookup, LOOKUP), handlerFor(API.auth.claim, errorReply('AUTH_CLAIM_LINK_INVALID')));
    const { session } = renderClaim();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' });
    const user = await fillPasswords('lotus-pond-7', 'lotus-pond-7');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ASK_CLINIC);
    expect(screen.queryByRole('button', { name: 'Set up my account' })).not.toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('puts a taken e-mail at the e-mail field', async () => {
    server.use(handlerFor(API.auth.claimLookup, LOOKUP), handlerFor(API.auth.claim, errorReply('AUTH_EMAIL_TAKEN')));
    const { session } = renderClaim();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' });
    const user = await fillPasswords('lotus-pond-7', 'lotus-pond-7');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await waitFor(() => expect(field(EMAIL)).toHaveAccessibleDescription(expect.stringContaining('Email is already registered')));
    expect(field(EMAIL)).toHaveFocus();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('a lookup with no answer can be asked again', async () => {
    server.use(handlerFor(API.auth.claimLookup, ({ callNumber }) => (callNumber === 1 ? HttpResponse.error() : LOOKUP)));
    renderClaim();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your link could not be opened right now.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Kamal Jayasuriya.' })).toBeInTheDocument();
  });

  it('tells a visitor signed in to another account that setting this one up signs them in to it', async () => {
    server.use(handlerFor(API.auth.claimLookup, LOOKUP));
    renderClaim(undefined, signedInSession());
    expect(await screen.findByRole('note')).toHaveTextContent('You are signed in to another account on this device.');
    expect(screen.getByRole('button', { name: 'Set up my account' })).toBeInTheDocument();
  });
});
