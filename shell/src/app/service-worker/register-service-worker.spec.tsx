import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@vetnow/web-kit/i18n';
import '../i18n/shell-i18n';
import { NewVersionNotice } from './new-version-notice';
import {
  activateWaitingWorker,
  canRegister,
  currentWaitingWorker,
  SETTLE_CEILING_MS,
  SETTLED_QUIET_MS,
  SKIP_WAITING_MESSAGE,
  watchRegistration,
  whenPageSettled,
} from './register-service-worker';

/** A worker, a registration and a container as the browser gives them, driven by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakes(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), { waiting: null as FakeWorker | null, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker() : null });
  const install = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    act(() => worker.become('installed'));
    return worker;
  };
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    container: container as unknown as ServiceWorkerContainer,
    install,
  };
}

function renderNotice() {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <NewVersionNotice />
    </I18nextProvider>,
  );
}

describe('the service worker registration (ADR 0065)', () => {
  it('registers only in a production build, in a secure context, where browsers have service workers', () => {
    const secure = { isSecureContext: true, navigator: { serviceWorker: {} } as unknown as Navigator };
    expect(canRegister(secure, true)).toBe(true);
    expect(canRegister(secure, false)).toBe(false);
    expect(canRegister({ ...secure, isSecureContext: false }, true)).toBe(false);
    expect(canRegister({ isSecureContext: true, navigator: {} as Navigator }, true)).toBe(false);
  });

  it('shows no notice on the very first install (no worker controlled the page)', () => {
    const { registration, container, install } = fakes(false);
    renderNotice();
    watchRegistration(registration, container);
    install();
    expect(currentWaitingWorker()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows "a new version" when a new worker waits, and Reload lets it take over, then reloads once', async () => {
    const { registration, container, install } = fakes(true);
    renderNotice();
    watchRegistration(registration, container);
    const worker = install();
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of VetNow is ready.');

    // Reload: the waiting worker is asked to take over; once it is in charge, the page reloads, once.
    const reload = jest.fn();
    activateWaitingWorker(container, reload);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);

    // The button does the same (with the page's own container).
    worker.postMessage.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('tells of a worker that was already waiting when the page started', () => {
    const { registration, container } = fakes(true);
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    (registration as unknown as { waiting: FakeWorker }).waiting = waiting;
    renderNotice();
    act(() => watchRegistration(registration, container));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('when the worker registers: once the page has loaded and its first screen settled (ADR 0092)', () => {
  /** A page the test drives: its load event, its body (the real jsdom document's), idle callbacks where it has them. */
  function page({ loaded, idleCallbacks = true }: { loaded: boolean; idleCallbacks?: boolean }) {
    const events = new EventTarget();
    let readyState: DocumentReadyState = loaded ? 'complete' : 'loading';
    const idle = jest.fn((callback: () => void) => window.setTimeout(callback, 5));
    const win = {
      document: Object.assign(Object.create(null), { get readyState() { return readyState; }, querySelector: (s: string) => document.querySelector(s) }),
      setTimeout: ((fn: () => void, ms: number) => window.setTimeout(fn, ms)) as Window['setTimeout'],
      addEventListener: events.addEventListener.bind(events) as Window['addEventListener'],
      ...(idleCallbacks ? { requestIdleCallback: idle } : {}),
    };
    const load = () => {
      readyState = 'complete';
      events.dispatchEvent(new Event('load'));
    };
    const press = (type: 'pointerdown' | 'keydown') => events.dispatchEvent(new Event(type));
    return { win: win as unknown as Parameters<typeof whenPageSettled>[0], load, press, idle };
  }

  /** Whether `promise` has settled after `ms` more of the fake clock. */
  async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the load event, then for a second of quiet', async () => {
    const { win, load, idle } = page({ loaded: false });
    const settled = whenPageSettled(win, () => Date.now());
    expect(await settledAfter(settled, SETTLE_CEILING_MS * 2)).toBe(false);
    load();
    expect(await settledAfter(settled, SETTLED_QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(settled, 500)).toBe(true);
    expect(idle).toHaveBeenCalled();
  });

  it.each([
    ['a page spinner or screen frame', '<div data-page-loading=""></div>'],
    ['a list whose doctors are on their way', '<section aria-busy="true"></section>'],
  ])('not while the page shows %s, and a second after it is gone', async (_what, markup) => {
    document.body.innerHTML = `<main>${markup}<p aria-busy="false">done</p></main>`;
    const { win } = page({ loaded: true });
    const settled = whenPageSettled(win, () => Date.now());
    expect(await settledAfter(settled, 4_000)).toBe(false);
    document.body.innerHTML = '<main><p aria-busy="false">done</p></main>';
    expect(await settledAfter(settled, SETTLED_QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(settled, 600)).toBe(true);
  });

  it('a loading state that comes back starts the quiet second again', async () => {
    const { win } = page({ loaded: true });
    const settled = whenPageSettled(win, () => Date.now());
    await jest.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 300);
    document.body.innerHTML = '<div data-page-loading=""></div>';
    await jest.advanceTimersByTimeAsync(600);
    document.body.innerHTML = '';
    expect(await settledAfter(settled, SETTLED_QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(settled, 600)).toBe(true);
  });

  it('a page that never settles registers anyway, at the ceiling after its load event', async () => {
    document.body.innerHTML = '<div data-page-loading=""></div>';
    const { win } = page({ loaded: true });
    const settled = whenPageSettled(win, () => Date.now());
    expect(await settledAfter(settled, SETTLE_CEILING_MS - 100)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
  });

  it('the visitor pressing a pointer or a key after the load event is enough (what they press may need the worker)', async () => {
    document.body.innerHTML = '<fieldset aria-busy="true"></fieldset>';
    const { win, load, press } = page({ loaded: false });
    const settled = whenPageSettled(win, () => Date.now());
    press('keydown');
    expect(await settledAfter(settled, 2_000)).toBe(false);
    load();
    expect(await settledAfter(settled, 2_000)).toBe(false);
    press('pointerdown');
    expect(await settledAfter(settled, 0)).toBe(true);
  });

  it('works where the browser has no idle callbacks (Safari)', async () => {
    const { win } = page({ loaded: true, idleCallbacks: false });
    const settled = whenPageSettled(win, () => Date.now());
    expect(await settledAfter(settled, SETTLED_QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(settled, 600)).toBe(true);
  });
});
