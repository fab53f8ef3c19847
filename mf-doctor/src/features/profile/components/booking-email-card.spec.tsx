import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import { createI18n } from '@vetnow/web-kit/i18n';
import { callsTo, errorReply, handlerFor, notificationPreferences, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import '../i18n/doctor-profile-i18n';
import { BookingEmailCard } from './booking-email-card';

createI18n();

afterEach(() => {
  act(() => toast.remove());
});

const renderCard = () =>
  renderWithProviders(
    <>
      <BookingEmailCard />
      <AppToaster />
    </>,
  );

type Choices = { reminders: boolean; updates: boolean; petCare: boolean };

/** svc-notify's preferences as a doctor's account has them: what a PUT names changes, the rest is kept. */
function preferencesServer(updates = true) {
  let email: Choices = { reminders: true, updates, petCare: false };
  const sms: Choices = { reminders: true, updates: false, petCare: false };
  server.use(
    handlerFor(API.notify.getPreferences, () => ({ email, sms, smsPhone: null, push: sms, pushDevices: 0 })),
    handlerFor(API.notify.setPreferences, ({ body }) => {
      email = { ...email, ...(body as { email?: Partial<Choices> }).email };
      return { email, sms, smsPhone: null, push: sms, pushDevices: 0 };
    }),
  );
}

describe("the doctor's e-mail choice on /profile (issue 12)", () => {
  it('shows the booking notices choice and saves it as it changes (only the updates category)', async () => {
    preferencesServer();
    const user = userEvent.setup();
    renderCard();
    const box = await screen.findByRole('checkbox', { name: 'Booking notices by e-mail' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('When a visit in the next 24 hours is booked with you or cancelled. The bell at the top always shows them.');
    await user.click(box);
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(callsTo(API.notify.setPreferences)[0]!.body).toEqual({ email: { updates: false } });
    expect(await screen.findByText('Your e-mail choice is saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Booking notices by e-mail' })).not.toBeChecked();
  });

  it('shows the new choice from the click on, while the save is on its way, and keeps it once saved', async () => {
    preferencesServer();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handlerFor(API.notify.setPreferences, async () => {
        await answered;
        return notificationPreferences({ email: { reminders: true, updates: false, petCare: false } });
      }),
    );
    renderCard();
    const box = await screen.findByRole('checkbox', { name: 'Booking notices by e-mail' });
    await waitFor(() => expect(box).toBeEnabled());
    // Synchronously after the click: a controlled box fed only by the mutation's state would spring back here.
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(callsTo(API.notify.setPreferences)).toHaveLength(1));
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    answer();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });

  it('shows a choice turned off (say, by the e-mail’s unsubscribe link) as off, and turns it back on', async () => {
    preferencesServer(false);
    const user = userEvent.setup();
    renderCard();
    const box = await screen.findByRole('checkbox', { name: 'Booking notices by e-mail' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Booking notices by e-mail' })).toBeChecked());
    expect(callsTo(API.notify.setPreferences)[0]!.body).toEqual({ email: { updates: true } });
  });

  it('says so when the choice cannot be loaded, and when a save fails (the box shows what is stored)', async () => {
    server.use(handlerFor(API.notify.getPreferences, () => errorReply('SERVICE_UNAVAILABLE')));
    const first = renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail choice could not be loaded.');
    first.unmount();

    server.use(
      handlerFor(API.notify.getPreferences, notificationPreferences()),
      handlerFor(API.notify.setPreferences, () => errorReply('SERVICE_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    renderCard();
    const box = await screen.findByRole('checkbox', { name: 'Booking notices by e-mail' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByText('Your e-mail choice could not be saved. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Booking notices by e-mail' })).toBeChecked());
  });
});
