import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RemoteLoader } from '../remotes/remote-page';
import { fakeSession, renderApp, stubScreen } from '../testing/render-app';
import { takeScreenFrame, type ScreenFrameValue } from './screen-frame';

// The page a remote route was served with carries the screen's frame (ADR 0083): the shell shows that markup instead
// of a spinner while the session restores and while the remote loads, on the address and history entry it was served
// for only, and the screen itself replaces it.

const FRAME: ScreenFrameValue = {
  screen: 'owner/doctors-page',
  pathname: '/doctors',
  html: '<div data-vn-remote="vetnow_owner" class="contents"><h1>Find Veterinarians</h1><p>Choose a veterinarian</p></div>',
};

const frameElement = () => document.querySelector('[data-screen-frame]');

/** A loader whose screens arrive when the test says so. */
function heldLoader() {
  const waiting: Array<() => void> = [];
  const load = jest.fn(
    (remote: string, expose: string) =>
      new Promise<ComponentType>((resolve) => {
        waiting.push(() => resolve(stubScreen(remote, expose)));
      }),
  ) as unknown as RemoteLoader;
  return { load, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('the served screen frame', () => {
  it('stands in for the spinner while the session restores, inert and marked as loading', () => {
    renderApp('/doctors', fakeSession('loading'), undefined, FRAME);
    const frame = frameElement();
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('data-screen-frame', 'owner/doctors-page');
    expect(frame).toHaveAttribute('data-page-loading', '');
    expect(frame).toHaveAttribute('inert');
    expect(frame?.innerHTML).toBe(FRAME.html);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('stays while the remote loads, and the screen replaces it', async () => {
    const remote = heldLoader();
    renderApp('/doctors', fakeSession('signed-in', 'user'), remote.load, FRAME);
    await waitFor(() => expect(remote.load).toHaveBeenCalled());
    expect(frameElement()?.innerHTML).toBe(FRAME.html);
    await act(async () => remote.release());
    expect(await screen.findByRole('heading', { name: 'owner/doctors-page' })).toBeInTheDocument();
    expect(frameElement()).toBeNull();
  });

  it("is only that screen's: another route's loading shows the spinner", async () => {
    const remote = heldLoader();
    renderApp('/dashboard', fakeSession('signed-in', 'user'), remote.load, { ...FRAME, pathname: '/dashboard' });
    await waitFor(() => expect(remote.load).toHaveBeenCalled());
    expect(frameElement()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('is not shown again on a later visit to the same address', async () => {
    const remote = heldLoader();
    const app = renderApp('/doctors', fakeSession('signed-in', 'user'), remote.load, FRAME);
    await act(async () => remote.release());
    await screen.findByRole('heading', { name: 'owner/doctors-page' });
    act(() => app.navigate('/dashboard'));
    await act(async () => remote.release());
    await screen.findByRole('heading', { name: 'owner/dashboard-page' });
    act(() => app.navigate('/doctors'));
    // The screen was loaded once: the loader stub is asked again, and while it answers, a spinner, not the frame.
    await waitFor(() => expect(frameElement()).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Find Veterinarians' })).not.toBeInTheDocument();
  });

  it('takes the answers served beside the frame (ADR 0096), and none that are not well formed', () => {
    const answer = { route: 'clinic.getDoctor', params: { id: 'd-1' }, data: { fullName: 'Dr. A' }, at: 5 };
    const serve = (json: string) => {
      document.body.innerHTML = `<div id="root"><main><div data-screen-frame="owner/book-appointment-page" data-screen-role="user"><h1>Book Appointment</h1></div><script type="application/json" data-served-answers="">${json}</script></main></div>`;
    };
    serve(JSON.stringify([answer]));
    expect(takeScreenFrame()).toEqual({ screen: 'owner/book-appointment-page', pathname: '/', html: '<h1>Book Appointment</h1>', answers: [answer] });
    for (const json of ['[{"route":"clinic.getDoctor","data":{}}]', 'not json', '{}']) {
      serve(json);
      expect(takeScreenFrame()).toEqual({ screen: 'owner/book-appointment-page', pathname: '/', html: '<h1>Book Appointment</h1>' });
    }
  });
});
