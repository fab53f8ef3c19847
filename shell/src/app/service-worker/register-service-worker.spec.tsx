import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@vetnow/web-kit/i18n';
import '../i18n/shell-i18n';
import { NewVersionNotice } from './new-version-notice';
import { activateWaitingWorker, canRegister, currentWaitingWorker, SKIP_WAITING_MESSAGE, watchRegistration } from './register-service-worker';

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
