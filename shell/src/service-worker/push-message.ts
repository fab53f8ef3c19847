/**
 * What the service worker does with a push message (issue 40, ADR 0066), as plain functions over the few worker
 * objects they use, so the page's jest can check them (push-events.ts wires them to the worker's events).
 * svc-notify sends JSON {title, body, url, tag} (contracts' pushPayloadSchema), already in the account's language.
 */

export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** A path of this site (anything else is replaced by `/`: a push never opens another site). */
  readonly url: string;
  readonly tag: string;
}

/** The icon a notification shows (dist/icons, the installable app's). */
export const PUSH_ICON = '/icons/icon-192.png';
/** Shown when a message carries no readable title (never a blank notification: browsers may penalise a silent push). */
export const FALLBACK_TITLE = 'VetNow';

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The path a message may open: same-origin only, as a path with its query and hash; else `/`. */
export function sameOriginPath(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The message a push carried (its data as text), whatever it holds: a notification is always shown. */
export function readPushMessage(data: string | undefined, origin: string): PushMessage {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = data ? JSON.parse(data) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // not JSON: shown with the fallback title and no body
  }
  return {
    title: text(parsed['title'], 120) || FALLBACK_TITLE,
    body: text(parsed['body'], 400),
    url: sameOriginPath(text(parsed['url'], 2048) || '/', origin),
    tag: text(parsed['tag'], 200),
  };
}

/** The worker's registration, as far as showing a notification goes. */
export interface NotificationShower {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
}

/** Shows the push message as a notification; the URL to open rides in its data. */
export function showPushMessage(registration: NotificationShower, data: string | undefined, origin: string): Promise<void> {
  const message = readPushMessage(data, origin);
  return registration.showNotification(message.title, {
    body: message.body,
    icon: PUSH_ICON,
    badge: PUSH_ICON,
    data: { url: message.url },
    ...(message.tag ? { tag: message.tag } : {}),
  });
}

/** A window of this site the worker controls, as far as focusing it goes. */
export interface WindowLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A click on the notification: the window already on that page is focused; else an open window of the site goes
 * there and is focused; else a new window opens on it.
 */
export async function openNotificationUrl(clients: WindowClients, data: unknown, origin: string): Promise<void> {
  const url = (data as { url?: unknown } | null)?.url;
  const path = sameOriginPath(typeof url === 'string' ? url : '/', origin);
  const target = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => w.url.startsWith(origin));
  const exact = windows.find((w) => w.url === target);
  if (exact) {
    await exact.focus();
    return;
  }
  const any = windows[0];
  if (any) {
    await any.navigate(target);
    await any.focus();
    return;
  }
  await clients.openWindow(target);
}
