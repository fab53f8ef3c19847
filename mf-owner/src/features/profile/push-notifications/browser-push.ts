/**
 * This browser's side of Web Push (issue 40, ADR 0066): whether it can, the permission, and its subscription through
 * the site's service worker (`navigator.serviceWorker.ready`: the worker the shell registers, /sw.js).
 */

/** What this browser allows: no push at all, notifications blocked, not asked yet, or allowed. */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** How long to wait for the service worker before saying push cannot be turned on (it never registered). */
export const WORKER_WAIT_MS = 10_000;

export class PushSetupError extends Error {
  override readonly name = 'PushSetupError';
}

/** The service worker's registration, or a PushSetupError when none becomes ready in time. */
export async function workerRegistration(waitMs = WORKER_WAIT_MS): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('the service worker is not running')), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current push subscription (null: push is off here). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await workerRegistration()).pushManager.getSubscription();
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (when not given yet) and subscribes this browser with the server's key; answers the
 * subscription's JSON for PUT /notifications/push/subscription, or the permission the owner gave instead.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | 'denied' | 'default'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

/** A subscription's id as svc-notify names it: the hex SHA-256 of its endpoint. */
export async function subscriptionId(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Unsubscribes this browser; answers the id of the subscription it had (undefined: none). */
export async function unsubscribeThisBrowser(): Promise<string | undefined> {
  const subscription = await currentSubscription();
  if (!subscription) return undefined;
  const id = await subscriptionId(subscription.endpoint);
  await subscription.unsubscribe();
  return id;
}
