import { randomUUID } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { NotificationList, NotificationPreferences } from '@vetnow/contracts/api';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { CHROMIUM_ARGS, WHOLE_CHROMIUM_PATH } from '../support/browser';
import { text } from '../support/catalogues';
import { checkVapid, openPush, pushSubscriber, readPushes, stackPushSink, type PushSubscriber } from '../support/push-sink';
import { signedInPage, waitForRemote } from '../support/roles';
import { lookAt } from '../support/screenshots';
import { bookThroughApi, laterDay, registerOwner, suffix } from '../support/tour';
import { expect, test } from '../support/test';

// Web Push end to end (issue 40, ADR 0066): the owner turns notifications on in the Profile with the real UI, a booking
// update leaves svc-notify for the browser's push service — the stack's push sink (support/push-sink.ts), where the
// test, holding the subscription's keys, checks the VAPID header and opens the aes128gcm body — and the message,
// delivered to the site's own service worker over CDP, shows as a notification. Headless Chromium has no push service
// offline, so the test stands in for it in the page: PushManager answers a subscription on the sink with the test's keys.
// The other specs block service workers (playwright.config.ts); this one lets the site's own run.
test.use({ serviceWorkers: 'allow' });
// Notifications need the whole browser: the headless shell the suite prefers denies their permission (ADR 0077).
test.use({ launchOptions: { executablePath: WHOLE_CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const PROFILE = 'mf-owner/src/features/profile';

/** The Profile's "Notifications on this device" card. */
const pushCard = (page: Page) => page.getByRole('region', { name: text('en', PROFILE, 'push.title') });
/** Its state line: the card's first status (a busy button's spinner is another one). */
const pushState = (page: Page) => pushCard(page).getByRole('status').first();

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The page's PushManager answers one subscription — on the sink, with the test's keys — once subscribed (per tab). */
async function standInForPushService(context: BrowserContext, endpoint: string, subscriber: PushSubscriber): Promise<void> {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const SUBSCRIBED = 'e2e-push-subscribed';
      const bytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
        unsubscribe: async () => {
          sessionStorage.removeItem(SUBSCRIBED);
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(SUBSCRIBED) ? subscription : null);
      PushManager.prototype.subscribe = async () => {
        sessionStorage.setItem(SUBSCRIBED, '1');
        return subscription;
      };
    },
    { endpoint, keys: subscriber.keys },
  );
}

/** The id of the site's service worker registration (scope `<origin>/`), as CDP's ServiceWorker domain reports it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('push: turned on in the Profile, a booking update reaches the push service encrypted and shows as a notification; turned off', async ({
  browser,
  request,
}, testInfo) => {
  const sink = stackPushSink(testInfo.parallelIndex);
  test.skip(!sink, 'needs the push sink of the stack the suite starts (not an E2E_BASE_URL elsewhere)');
  const { dir, origin: pushOrigin } = sink!;
  const owner = await registerOwner(request, 'Push Owner');
  const auth = { Authorization: `Bearer ${owner.token}` };
  const pushDevices = async () =>
    ((await (await request.get('/api/notifications/preferences', { headers: auth })).json()) as NotificationPreferences).pushDevices;
  const subscriber = pushSubscriber();
  const endpoint = `${pushOrigin}/push/${randomUUID()}`;

  const page = await signedInPage(browser, 'user', owner.token);
  const context = page.context();
  await context.grantPermissions(['notifications']);
  await standInForPushService(context, endpoint, subscriber);

  await test.step('the owner turns notifications on in the Profile: the server lists this browser', async () => {
    await page.goto('/profile');
    await waitForRemote(page, 'vetnow_owner');
    await expect(pushState(page)).toHaveText(text('en', PROFILE, 'push.off'));
    await pushCard(page).getByRole('button', { name: text('en', PROFILE, 'push.turnOn') }).click();
    await expect(pushState(page)).toHaveText(text('en', PROFILE, 'push.on'));
    await expect.poll(pushDevices).toBe(1);
    // To look at (E2E_SCREENSHOTS=1): the card turned on, at 1280 and at 390 px.
    await pushCard(page).scrollIntoViewIfNeeded();
    await lookAt(page, 'push-profile-on-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await pushCard(page).scrollIntoViewIfNeeded();
    await lookAt(page, 'push-profile-on-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const pet = `Biscuit ${suffix()}`;
  const booked = await bookThroughApi(request, owner.token, laterDay(), pet);
  const tag = `booking-confirmed:${booked._id}`;

  const pushed = await test.step('the confirmation reaches the push service, signed with VAPID, encrypted for this browser', async () => {
    const path = new URL(endpoint).pathname;
    const opened = () =>
      readPushes(dir, path).map((kept) => {
        const plain = openPush(Buffer.from(kept.body, 'base64'), subscriber);
        return { kept, plain, payload: JSON.parse(plain) as PushPayload };
      });
    await expect.poll(() => opened().map((p) => p.payload.tag), { message: 'the sink received the confirmation', timeout: 15_000 }).toContain(tag);
    const { kept, plain, payload } = opened().find((p) => p.payload.tag === tag)!;
    const { publicKey } = (await (await request.get('/api/notifications/push/key', { headers: auth })).json()) as { publicKey: string };
    expect(checkVapid(kept.headers['authorization'], pushOrigin)).toBe(publicKey);
    expect(kept.headers['content-encoding']).toBe('aes128gcm');
    expect(kept.headers['ttl']).toMatch(/^\d+$/);
    // The payload is the owner's in-app notice of the booking, and opens their appointments.
    const { notifications } = (await (await request.get('/api/notifications', { headers: auth })).json()) as NotificationList;
    const notice = notifications.find((n) => n.kind === 'booking-confirmed' && n.appointmentId === booked._id);
    expect(notice, 'the in-app notice of the booking').toBeDefined();
    expect(payload).toEqual({ title: notice!.title, body: notice!.body, url: '/appointments', tag });
    expect(payload.title).toBe('Appointment confirmed');
    expect(payload.body).toContain(DEMO_DOCTOR.fullName);
    return { plain, payload };
  });

  await test.step("delivered to the site's service worker, the message shows as a notification", async () => {
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationIdOf(cdp, origin);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: pushed.plain });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    const { title, body, tag: shownTag, url } = pushed.payload;
    await expect.poll(shown).toEqual([{ title, body, tag: shownTag, url }]);
    await cdp.detach();
  });

  await test.step('the owner turns notifications off: the server lists no browser', async () => {
    await pushCard(page).getByRole('button', { name: text('en', PROFILE, 'push.turnOff') }).click();
    await expect(pushState(page)).toHaveText(text('en', PROFILE, 'push.off'));
    await expect.poll(pushDevices).toBe(0);
  });
});
