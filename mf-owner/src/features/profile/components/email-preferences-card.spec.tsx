import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import { createI18n } from '@vetnow/web-kit/i18n';
import { callsTo, errorReply, handlerFor, notificationPreferences, renderWithProviders, server } from '@vetnow/web-kit/testing';
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

type Choices = { reminders: boolean; updates: boolean; petCare: boolean };

/** A server keeping the choices as svc-notify does: what a PUT names changes, the rest is kept. */
function preferencesServer(smsPhone: string | null) {
  let email: Choices = { reminders: true, updates: true, petCare: true };
  let sms: Choices = { reminders: true, updates: false, petCare: true };
  server.use(
    handlerFor(API.notify.getPreferences, () => ({ email, sms, smsPhone, push: email, pushDevices: 0 })),
    handlerFor(API.notify.setPreferences, ({ body }) => {
      const change = body as { email?: Partial<Choices>; sms?: Partial<Choices> };
      email = { ...email, ...change.email };
      sms = { ...sms, ...change.sms };
      return { email, sms, smsPhone, push: email, pushDevices: 0 };
    }),
  );
}

describe('E-mails and SMS from VetNow on the Profile tab (issue 12)', () => {
  it('shows both e-mail choices from the server and saves one as it is changed', async () => {
    preferencesServer('+94771234567');
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

  it('shows the new choice from the click on, while the save is on its way, and keeps it once saved', async () => {
    preferencesServer('+94771234567');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { email, sms } = notificationPreferences();
    server.use(
      handlerFor(API.notify.setPreferences, async () => {
        await answered;
        return { email: { ...email, updates: false }, sms, smsPhone: '+94771234567', push: email, pushDevices: 0 };
      }),
    );
    renderCard();
    const updates = await screen.findByRole('checkbox', { name: 'Booking updates' });
    await waitFor(() => expect(updates).toBeEnabled());
    expect(updates).toBeChecked();
    // Synchronously after the click: a controlled box fed only by the mutation's state would spring back here.
    fireEvent.click(updates);
    expect(updates).not.toBeChecked();
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(updates).not.toBeChecked();
    expect(updates).toBeDisabled();
    answer();
    await waitFor(() => expect(updates).toBeEnabled());
    expect(updates).not.toBeChecked();
  });

  it('the SMS group: reminders on and updates off by default, the number they go to, a change saved by itself', async () => {
    preferencesServer('+94771234567');
    const user = userEvent.setup();
    renderCard();
    const sms = await screen.findByRole('group', { name: 'By SMS' });
    expect(screen.getByRole('group', { name: 'By e-mail' })).toBeInTheDocument();
    await waitFor(() => expect(sms).toHaveAccessibleDescription('Text messages go to 077 123 4567, the contact number on your profile.'));
    const reminders = within(sms).getByRole('checkbox', { name: 'SMS reminders' });
    const updates = within(sms).getByRole('checkbox', { name: 'SMS updates' });
    await waitFor(() => expect(updates).toBeEnabled());
    expect(reminders).toBeChecked();
    expect(updates).not.toBeChecked();
    expect(updates).toHaveAccessibleDescription('A text message when a visit is booked, moved, cancelled or completed, or a payment fails.');
    await user.click(updates);
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(callsTo(API.notify.setPreferences)[0]!.body).toEqual({ sms: { updates: true } });
    expect(await screen.findByText('Your SMS choices are saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'SMS updates' })).toBeChecked());
    // The e-mail choices are untouched.
    expect(screen.getByRole('checkbox', { name: 'Booking updates' })).toBeChecked();
  });

  it('without a mobile number on the profile, the SMS group says so (the choices stay, for when there is one)', async () => {
    preferencesServer(null);
    renderCard();
    const sms = await screen.findByRole('group', { name: 'By SMS' });
    await waitFor(() =>
      expect(sms).toHaveAccessibleDescription(
        'Your profile has no mobile number, so we cannot send you text messages. Add one to your profile; these choices are kept until then.',
      ),
    );
    await waitFor(() => expect(within(sms).getByRole('checkbox', { name: 'SMS reminders' })).toBeEnabled());
  });

  it('pet care reminders (issue 38): on by default by e-mail and SMS, each turned off by itself', async () => {
    preferencesServer('+94771234567');
    const user = userEvent.setup();
    renderCard();
    const byEmail = await screen.findByRole('group', { name: 'By e-mail' });
    const bySms = screen.getByRole('group', { name: 'By SMS' });
    const emailPetCare = within(byEmail).getByRole('checkbox', { name: 'Pet care reminders' });
    const smsPetCare = within(bySms).getByRole('checkbox', { name: 'SMS pet care reminders' });
    await waitFor(() => expect(emailPetCare).toBeEnabled());
    expect(emailPetCare).toBeChecked();
    expect(smsPetCare).toBeChecked();
    expect(emailPetCare).toHaveAccessibleDescription(
      'When a vaccination or treatment is due in two weeks, tomorrow, or overdue, with a link to book.',
    );

    await user.click(emailPetCare);
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(callsTo(API.notify.setPreferences)[0]!.body).toEqual({ email: { petCare: false } });
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(byEmail).getByRole('checkbox', { name: 'Pet care reminders' })).toBeEnabled());
    expect(within(byEmail).getByRole('checkbox', { name: 'Pet care reminders' })).not.toBeChecked();

    await user.click(within(bySms).getByRole('checkbox', { name: 'SMS pet care reminders' }));
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(2));
    expect(callsTo(API.notify.setPreferences)[1]!.body).toEqual({ sms: { petCare: false } });
    await waitFor(() => expect(within(bySms).getByRole('checkbox', { name: 'SMS pet care reminders' })).not.toBeChecked());
    // The other choices are untouched.
    expect(within(byEmail).getByRole('checkbox', { name: 'Visit reminders' })).toBeChecked();
    expect(within(bySms).getByRole('checkbox', { name: 'SMS reminders' })).toBeChecked();
  });

  it('a save that fails says so and shows the choice as the server has it', async () => {
    server.use(
      handlerFor(API.notify.getPreferences, notificationPreferences()),
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
