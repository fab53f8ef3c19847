/**
 * Registers the site's service worker (dist/sw.js, ADR 0065) and tells when a new one is waiting: a new shell was
 * deployed while this page runs or since the worker now in charge was installed. Never on the very first install
 * (no worker controlled the page yet, so there is nothing "old" to replace). Production builds only, once the page
 * has loaded and its first screen has settled (ADR 0092: the worker's install — a hundred downloads, each script
 * compiled for its code cache — never competes with the screen the visitor came for), and only where browsers allow a
 * worker at all (HTTPS or localhost).
 */
export const SERVICE_WORKER_URL = '/sw.js';
/** The message a waiting worker takes over on (src/service-worker/routes.ts says the same). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

type Listener = (waiting: ServiceWorker | null) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener(worker);
}

/** The worker waiting to take over, if any. */
export function currentWaitingWorker(): ServiceWorker | null {
  return waitingWorker;
}

/** Called with the waiting worker whenever one appears; returns the unsubscribe. */
export function onWaitingWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page may register a worker: a production build, a browser with them, a secure context. */
export function canRegister(win: Pick<Window, 'isSecureContext' | 'navigator'> = window, production = process.env.NODE_ENV === 'production'): boolean {
  return production && 'serviceWorker' in win.navigator && win.isSecureContext;
}

/** Watches `registration` for a worker that finished installing while another one controls the page. */
export function watchRegistration(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  const consider = (worker: ServiceWorker | null) => {
    if (worker && worker.state === 'installed' && container.controller) setWaiting(worker);
  };
  consider(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => consider(installing));
  });
}

/**
 * The "Reload" of the new-version notice: the waiting worker takes over, and the page reloads once it has (the
 * `controllerchange`), so shell, remotes and worker are all the new ones.
 */
export function activateWaitingWorker(container: ServiceWorkerContainer = navigator.serviceWorker, reload = () => window.location.reload()): void {
  const worker = waitingWorker;
  if (!worker) return reload();
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

/** How long the page must have shown no loading state, checked when the browser is idle, to count as settled. */
export const SETTLED_QUIET_MS = 1_000;
/** How long after the load event a page that never settles (a spinner that stays) waits before registering anyway. */
export const SETTLE_CEILING_MS = 10_000;
/** How often an unsettled page is looked at again (each look waits for the browser to be idle). */
const LOOK_EVERY_MS = 250;

/** Whether the page still shows a loading state: a page spinner or screen frame (`data-page-loading`), or a region
 * whose content is on its way (`aria-busy="true"`, the doctor list's skeleton). */
export function pageIsLoading(doc: Pick<Document, 'querySelector'>): boolean {
  return doc.querySelector('[data-page-loading], [aria-busy="true"]') !== null;
}

type IdleWindow = Pick<Window, 'document' | 'setTimeout' | 'addEventListener'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Resolves once the page has loaded and then shown no loading state for `quietMs`, seen in the browser's idle time (a
 * page still rendering is not looked at); or at the visitor's first press of a pointer or key after the load event (the
 * screen is in use, and what they press may need the worker: turning push on waits for it); or `ceilingMs` after the
 * load event; whichever comes first. `now` is the page's clock (performance.now).
 */
export function whenPageSettled(win: IdleWindow, now: () => number, quietMs = SETTLED_QUIET_MS, ceilingMs = SETTLE_CEILING_MS): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      done = true;
      resolve();
    };
    const afterLoad = () => {
      win.setTimeout(finish, ceilingMs);
      for (const type of ['pointerdown', 'keydown'] as const) win.addEventListener(type, finish, { once: true, capture: true });
      let quietSince: number | undefined;
      const look = () => {
        if (done) return;
        if (pageIsLoading(win.document)) quietSince = undefined;
        else quietSince ??= now();
        if (quietSince !== undefined && now() - quietSince >= quietMs) return finish();
        win.setTimeout(whenIdle, LOOK_EVERY_MS);
      };
      // Safari has no requestIdleCallback: there the look is a plain timer.
      const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(look, { timeout: ceilingMs }) : look());
      whenIdle();
    };
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
}

/** Registers the worker once the page has loaded and settled; a failure only means no offline support. */
export function registerServiceWorker(win: Window = window): void {
  if (!canRegister(win)) return;
  void whenPageSettled(win, () => win.performance.now()).then(() => {
    const container = win.navigator.serviceWorker;
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => watchRegistration(registration, container))
      .catch(() => undefined);
  });
}
