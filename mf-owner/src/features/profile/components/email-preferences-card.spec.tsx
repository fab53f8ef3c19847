import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import { createI18n } from '@vetnow/web-kit/i18n';
import { callsTo, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import '../i18n/owner-profile-i18n';
import { EmailPreferencesCard } from './email-preferences-card';

createI18n();

afterEach(() => {
  act(() => toast.remove());
});

const renderCard = () =>
  renderWithProviders(
    <>
      <EmailPreferencesCard />
      <AppToaster />
    </>,
  );

describe('E-mails from VetNow on the Profile tab (issue 12)', () => {
  it('shows both choices from the server and saves one as it is changed', async () => {
    let email = { reminders: true, updates: true };
    server.use(
      handlerFor(API.notify.getPreferences, () => ({ email })),
      handlerFor(API.notify.setPreferences, ({ body }) => {
        email = { ...email, ...(body as { email: Partial<typeof email> }).email };
        return { email };
      }),
    );
    const user = userEvent.setup();
    renderCard();
    const reminders = await screen.findByRole('checkbox', { name: 'Visit reminders' });
    const updates = screen.getByRole('checkbox', { name: 'Booking updates' });
    await waitFor(() => expect(updates).toBeEnabled());
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription('A reminder the day before each visit.');
    await user.click(updates);
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(callsTo(API.notify.setPreferences)[0]!.body).toEqual({ email: { updates: false } });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Booking updates' })).not.toBeChecked());
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Visit reminders' })).toBeChecked();
  });

  it('a save that fails says so and shows the choice as the server has it', async () => {
    server.use(
      handlerFor(API.notify.getPreferences, { email: { reminders: true, updates: true } }),
      handlerFor(API.notify.setPreferences, errorReply('SERVICE_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    renderCard();
    const reminders = await screen.findByRole('checkbox', { name: 'Visit reminders' });
    await waitFor(() => expect(reminders).toBeEnabled());
    await user.click(reminders);
    expect(await screen.findByText('Your e-mail choices could not be saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Visit reminders' })).toBeChecked());
  });
});
