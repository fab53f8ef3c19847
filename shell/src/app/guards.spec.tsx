import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { UserType } from '@vetnow/web-kit/session';
import { fakeSession, renderApp } from './testing/render-app';

const OWNER_ROUTES = [
  ['/dashboard', 'dashboard-page'],
  ['/doctors', 'doctors-page'],
  ['/book-appointment/doc-1', 'book-appointment-page'],
  ['/diagnosis-questionnaire', 'diagnosis-questionnaire-page'],
  ['/payment', 'payment-page'],
  ['/confirmation', 'confirmation-page'],
  ['/appointments', 'appointments-page'],
  ['/pets', 'pets-page'],
  ['/pets/pet-1', 'pet-record-page'],
] as const;
const PRIVATE_ROUTES = [...OWNER_ROUTES.map(([path]) => path), '/profile', '/doctor-dashboard', '/admin-dashboard', '/front-desk'];

async function expectPath(pathname: () => string, expected: string) {
  await waitFor(() => expect(pathname()).toBe(expected));
}

describe('route guards (spec §2)', () => {
  it.each(PRIVATE_ROUTES)('shows a spinner on %s while the session loads', async (path) => {
    const { pathname } = renderApp(path, fakeSession('loading'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(pathname()).toBe(path);
  });

  it('says it is reconnecting, and stays on the page, while a restore gets no answer (ADR 0039)', async () => {
    const { pathname } = renderApp('/appointments', { ...fakeSession('loading'), reconnecting: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByText('You are still signed in. VetNow will continue as soon as the connection is back.')).toBeInTheDocument();
    expect(pathname()).toBe('/appointments');
  });

  it.each(PRIVATE_ROUTES)('sends a signed-out visitor of %s to /login', async (path) => {
    const { pathname } = renderApp(path, fakeSession('signed-out'));
    await expectPath(pathname, '/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'user', '/dashboard'],
    ['/register', 'user', '/dashboard'],
    ['/login', 'doctor', '/doctor-dashboard'],
    ['/register', 'doctor', '/doctor-dashboard'],
    ['/login', 'admin', '/admin-dashboard'],
    ['/register', 'admin', '/admin-dashboard'],
    ['/login', 'staff', '/front-desk'],
    ['/register', 'staff', '/front-desk'],
  ] as const)('sends a signed-in visitor of %s (%s) to %s', async (path, userType, target) => {
    const { pathname } = renderApp(path, fakeSession('signed-in', userType));
    await expectPath(pathname, target);
  });

  it.each([
    ['/login?redirect=%2Fappointments', '/appointments'],
    ['/login?redirect=%2F%2Fevil.com', '/dashboard'],
    ['/login?redirect=https%3A%2F%2Fevil.com', '/dashboard'],
    ['/login?redirect=%2F%5Cevil.com', '/dashboard'],
  ] as const)('a signed-in owner on %s goes to %s (only a same-site redirect is followed)', async (path, target) => {
    const { pathname } = renderApp(path, fakeSession('signed-in', 'user'));
    await expectPath(pathname, target);
  });

  it('shows the sign-in and registration screens to signed-out visitors, and a spinner while loading', async () => {
    renderApp('/register', fakeSession('signed-out'));
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    const loading = renderApp('/login', fakeSession('loading'));
    expect(loading.pathname()).toBe('/login');
  });

  it.each([
    ['/doctor-dashboard', 'user'],
    ['/doctor-dashboard', 'admin'],
    ['/admin-dashboard', 'user'],
    ['/admin-dashboard', 'doctor'],
    ['/profile', 'admin'],
    ['/front-desk', 'user'],
    ['/front-desk', 'doctor'],
    ['/front-desk', 'admin'],
    // The front desk has one screen: every other signed-in route is not theirs.
    ['/admin-dashboard', 'staff'],
    ['/doctor-dashboard', 'staff'],
    ['/profile', 'staff'],
    ...OWNER_ROUTES.flatMap(([path]) => [
      [path, 'doctor'],
      [path, 'admin'],
      [path, 'staff'],
    ]),
  ] as Array<[string, UserType]>)('sends a signed-in %s visitor with the wrong role (%s) to /', async (path, userType) => {
    const { pathname } = renderApp(path, fakeSession('signed-in', userType));
    await expectPath(pathname, '/');
  });

  it.each(OWNER_ROUTES)('shows an owner %s from mf-owner (%s)', async (path, expose) => {
    const { loader } = renderApp(path, fakeSession('signed-in', 'user'));
    expect(await screen.findByRole('heading', { name: `owner/${expose}` })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('owner', expose, 0);
  });

  it.each([
    ['/doctor-dashboard', 'doctor', 'doctor/doctor-dashboard-page'],
    ['/admin-dashboard', 'admin', 'admin/admin-dashboard-page'],
    ['/profile', 'user', 'owner/profile-page'],
    ['/profile', 'doctor', 'doctor/profile-page'],
    ['/front-desk', 'staff', 'admin/front-desk-page'],
  ] as const)('shows %s to a %s from %s', async (path, userType, heading) => {
    renderApp(path, fakeSession('signed-in', userType));
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page, for anyone', async () => {
    renderApp('/no-such-page', fakeSession('signed-out'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the landing page is public', async () => {
    const { pathname } = renderApp('/', fakeSession('signed-out'));
    expect(await screen.findByRole('link', { name: /Start Your Journey/i })).toBeInTheDocument();
    expect(pathname()).toBe('/');
  });

  // Issue 39: the SMS link of an account the front desk made — public, and shown to a signed-in visitor too.
  it.each([
    ['signed-out', null],
    ['signed-in', 'user'],
    ['signed-in', 'staff'],
  ] as const)('/claim is shown to a %s visitor (%s) and stays there', async (status, userType) => {
    const { pathname } = renderApp('/claim', fakeSession(status, userType));
    expect(await screen.findByRole('heading', { name: 'Set up your VetNow account' })).toBeInTheDocument();
    expect(pathname()).toBe('/claim');
  });
});
