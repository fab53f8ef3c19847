import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { fakeSession, renderApp, stubScreen } from '../testing/render-app';
import type { RemoteLoader } from './remote-page';

const FALLBACK = 'This part of VetNow could not be loaded.';

describe('a remote that fails to load (invariant 7)', () => {
  it('shows the fallback with Retry, keeps the navigation, and Retry really loads again', async () => {
    const user = userEvent.setup();
    let ownerUp = false;
    const load = jest.fn<RemoteLoader>(async (remote, expose) => {
      if (remote === 'owner' && !ownerUp) throw new Error('manifest unreachable');
      return stubScreen(remote, expose);
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/appointments', fakeSession('signed-in', 'user'), load);

    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('owner', 'appointments-page', 1);

    ownerUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'owner/appointments-page' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('owner', 'appointments-page', 2);
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  it('other routes keep working while one remote is down', async () => {
    const user = userEvent.setup();
    const load = jest.fn<RemoteLoader>(async (remote, expose) => {
      if (expose === 'appointments-page') throw new Error('chunk failed');
      return stubScreen(remote, expose);
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/appointments', fakeSession('signed-in', 'user'), load);
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Find Doctors' }));
    expect(await screen.findByRole('heading', { name: 'owner/doctors-page' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'VetNow home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Expert care for your pets/ })).toBeInTheDocument();
  });

  it('a remote screen that throws while rendering is caught by the boundary, and Retry renders it again', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Flaky: ComponentType = () => {
      if (broken) throw new Error('render failed');
      return <h1>recovered</h1>;
    };
    const load = jest.fn<RemoteLoader>(async () => Flaky);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/doctor-dashboard', fakeSession('signed-in', 'doctor'), load);

    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'recovered' })).toBeInTheDocument();
  });
});
