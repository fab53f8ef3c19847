import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { owner, signedInSession } from '@vetnow/web-kit/testing';
import { stubApi, type Answer, type StubbedCall } from '../../../testing/fixtures';
import { ChangePasswordCard } from './change-password-card';

createI18n();
jest.setTimeout(20_000);

const OWNER = owner({ username: 'kasunj' });
/** The answers of PUT /users/profile/password, in order (the last one repeats). */
let answers: Answer[];
let calls: StubbedCall[];

function renderCard() {
  const session = signedInSession({ user: { ...OWNER }, signIn: jest.fn(), signOut: jest.fn(), refresh: jest.fn(async () => {}) });
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <AppToaster />
        <ChangePasswordCard />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return session;
}

const field = (name: RegExp) => screen.getByLabelText(name);
async function fill(values: { current?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup({ delay: null });
  const pairs: [RegExp, string | undefined][] = [
    [/^Current password/, values.current],
    [/^New password/, values.next],
    [/^Confirm new password/, values.confirm],
  ];
  for (const [label, value] of pairs) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

beforeEach(() => {
  answers = [];
  calls = stubApi((method, path) =>
    method === 'PUT' && path === '/api/users/profile/password' ? (answers.length > 1 ? answers.shift() : answers[0]) : undefined,
  );
});
afterEach(() => {
  act(() => toast.remove());
});

describe('Change Password (owner profile, issue 10)', () => {
  it('checks the rules before sending: current required, 8 characters, not the email or username, confirmation', async () => {
    renderCard();
    // react-hook-form validates asynchronously (the zod resolver): each check waits for the messages to show.
    await fill({ next: 'short-7', confirm: 'short-8' });
    await waitFor(() => expect(field(/^Current password/)).toHaveAccessibleDescription('Current password is required'));
    expect(field(/^New password/)).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    await fill({ current: 'old-pass-1', next: 'KASUN@example.lk', confirm: 'KASUN@example.lk' });
    await waitFor(() => expect(field(/^New password/)).toHaveAccessibleDescription('Password must not be the same as your email or username'));
    await fill({ current: 'old-pass-1', next: 'river-stone-4' });
    await waitFor(() => expect(field(/^Confirm new password/)).toHaveAccessibleDescription('Please confirm your password'));
    expect(calls).toHaveLength(0);
  });

  it('sends PUT /api/users/profile/password and continues with the new session the answer carries', async () => {
    const session = renderCard();
    answers = [[200, { token: 'new.session.token', user: OWNER }]];
    await fill({ current: 'old-pass-1', next: 'river-stone-4', confirm: 'river-stone-4' });
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('new.session.token', 'user', OWNER));
    const [call] = calls;
    expect([call!.path, call!.method, call!.body]).toEqual([
      '/api/users/profile/password',
      'PUT',
      { currentPassword: 'old-pass-1', password: 'river-stone-4' },
    ]);
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(field(/^New password/)).toHaveValue('');
  });

  it("shows the server's refusals at their fields: a common password, a wrong current password", async () => {
    const session = renderCard();
    // The server's shape: each field error carries its validation code beside the English text.
    const refuse = (path: string, code: string, message: string) =>
      (answers = [[400, { statusCode: 400, code: 'VALIDATION_FAILED', message, errors: [{ path, code, message }] }]]);
    refuse('password', 'password.common', 'This password is too common');
    await fill({ current: 'old-pass-1', next: 'iloveyou1', confirm: 'iloveyou1' });
    await waitFor(() => expect(field(/^New password/)).toHaveAccessibleDescription('This password is too common'));
    refuse('currentPassword', 'password.currentWrong', 'Current password is incorrect');
    await fill({ current: 'not-it-123', next: 'river-stone-4', confirm: 'river-stone-4' });
    await waitFor(() => expect(field(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect'));
    expect(field(/^Current password/)).toHaveFocus();
    expect(session.signIn).not.toHaveBeenCalled();
  });
});
