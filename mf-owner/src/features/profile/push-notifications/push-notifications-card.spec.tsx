import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import { createI18n } from '@vetnow/web-kit/i18n';
import { callsTo, handlerFor, notificationPreferences, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import '../i18n/owner-profile-i18n';
import { keyBytes, subscriptionId } from './browser-push';
import { PushNotificationsCard } from './push-notifications-card';

createI18n();

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone-1';

/** A browser subscription as PushManager answers it. */
function fakeSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: PUBLIC_KEY, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
    unsubscribe: jest.fn(async () => true),
  };
}

/** Push in this "browser": a service worker whose registration has a PushManager, and Notification's permission. */
function browserWithPush(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let current = options.subscribed ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_: PushSubscriptionOptionsInit) => (current = fakeSubscription())),
  };
  const notification = { permission: options.permission ?? 'default', requestPermission: jest.fn(async () => options.answer ?? 'granted') };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { pushManager, notification, current: () => current };
}

function pushServer(devices = 0) {
  let push = { reminders: true, updates: true, petCare: true };
  server.use(
    handlerFor(API.notify.pushKey, { publicKey: PUBLIC_KEY }),
    handlerFor(API.notify.getPreferences, () => notificationPreferences({ push, pushDevices: devices })),
    handlerFor(API.notify.setPreferences, ({ body }) => {
      push = { ...push, ...(body as { push?: Partial<typeof push> }).push };
      return notificationPreferences({ push, pushDevices: devices });
    }),
    handlerFor(API.notify.pushSubscribe, () => ({ id: 'a'.repeat(64), devices: (devices = 1) })),
    handlerFor(API.notify.pushUnsubscribe, () => ({ success: true as const, devices: (devices = 0) })),
  );
}

const renderCard = () =>
  renderWithProviders(
    <>
      <PushNotificationsCard />
      <AppToaster />
    </>,
  );

beforeEach(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
});
afterEach(() => {
  act(() => toast.remove());
  for (const [target, name] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) {
    Reflect.deleteProperty(target, name);
  }
});

describe('Notifications on this device (issue 40)', () => {
  it('a browser without push says so (on an iPhone: from the Home Screen) and offers no button', async () => {
    pushServer();
    renderCard();
    expect(screen.getByRole('heading', { name: 'Notifications on this device' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This browser cannot show notifications from VetNow.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('blocked notifications: says where to allow them, no button', async () => {
    pushServer();
    browserWithPush({ permission: 'denied' });
    renderCard();
    expect(await screen.findByText(/Notifications are blocked for VetNow in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('turns push on: asks permission, subscribes with the server’s key, sends the subscription; then the choices', async () => {
    pushServer();
    const browser = browserWithPush();
    const user = userEvent.setup();
    renderCard();
    const on = await screen.findByRole('button', { name: 'Turn on notifications' });
    await waitFor(() => expect(on).toBeEnabled());
    await user.click(on);
    await screen.findByRole('button', { name: 'Turn off on this device' });
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(callsTo(API.notify.pushSubscribe).map((c) => c.body)).toEqual([browser.current()!.toJSON()]);
    expect(screen.getByText('Notifications are on in this browser.', { selector: 'p' })).toHaveAttribute('role', 'status');

    const updates = await screen.findByRole('checkbox', { name: 'Booking updates' });
    expect(updates).toBeChecked();
    expect(updates).toHaveAccessibleDescription('When a visit is booked, moved, cancelled or completed, or a payment fails.');
    await user.click(updates);
    await waitFor(() => expect(callsTo(API.notify.setPreferences).map((c) => c.body)).toEqual([{ push: { updates: false } }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Booking updates' })).not.toBeChecked());
  });

  it('the prompt closed without an answer: still off, and may be asked again', async () => {
    pushServer();
    browserWithPush({ answer: 'default' });
    const user = userEvent.setup();
    renderCard();
    const on = await screen.findByRole('button', { name: 'Turn on notifications' });
    await waitFor(() => expect(on).toBeEnabled());
    await user.click(on);
    expect(await screen.findByText('Notifications were not allowed. Choose Turn on notifications to be asked again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    expect(callsTo(API.notify.pushSubscribe)).toEqual([]);
  });

  it('already on in this browser: sent again for this account; turning off unsubscribes and deletes it by its id', async () => {
    pushServer(1);
    const browser = browserWithPush({ permission: 'granted', subscribed: true });
    const subscription = browser.current()!;
    const user = userEvent.setup();
    renderCard();
    const off = await screen.findByRole('button', { name: 'Turn off on this device' });
    await waitFor(() => expect(callsTo(API.notify.pushSubscribe)).toHaveLength(1));
    await user.click(off);
    await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    await waitFor(() => expect(callsTo(API.notify.pushUnsubscribe)).toHaveLength(1));
    expect(callsTo(API.notify.pushUnsubscribe)[0]!.params).toMatchObject({ id: await subscriptionId(ENDPOINT) });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('browser-push helpers', () => {
  it('the subscription id is the hex SHA-256 of the endpoint; the key is decoded from base64url', async () => {
    expect(await subscriptionId('https://fcm.googleapis.com/fcm/send/phone-1')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(keyBytes(PUBLIC_KEY)[0]).toBe(4);
  });
});
