/**
 * Registers the site's service worker (dist/sw.js, ADR 0065) and tells when a new one is waiting: a new shell was
 * deployed while this page runs or since the worker now in charge was installed. Never on the very first install
 * (no worker controlled the page yet, so there is nothing "old" to replace). Production builds only, after the
 * page's load event (the worker's precache downloads never compete with the first paint), and only where browsers
 * allow a worker at all (HTTPS or localhost).
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

/** Registers the worker once the page has loaded; a failure only means no offline support. */
export function registerServiceWorker(win: Window = window): void {
  if (!canRegister(win)) return;
  const register = () => {
    const container = win.navigator.serviceWorker;
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => watchRegistration(registration, container))
      .catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
