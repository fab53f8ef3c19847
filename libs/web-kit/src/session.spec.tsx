import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { API, apiCall, registerNavigate } from './api';
import { createI18n } from './i18n';
import { SessionProvider, homePathFor, useSession } from './session';
import { readToken, writeSession } from './session-store';
import { apiCalls, callsTo, doctor, errorReply, handlerFor, owner, server } from './testing';
import { AppToaster } from './toaster';

createI18n();

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="userType">{session.userType ?? 'none'}</p>
      <p data-testid="name">{session.user?.fullName ?? 'nobody'}</p>
      <p data-testid="email">{session.user?.email ?? ''}</p>
      <button onClick={() => session.signIn('new-token', 'doctor', { fullName: 'Dr. Perera', email: 'p@vet.lk' })}>
        sign in
      </button>
      <button onClick={() => session.signOut()}>sign out</button>
    </div>
  );
}

function renderSession() {
  return render(
    <SessionProvider>
      <AppToaster />
      <Probe />
    </SessionProvider>,
  );
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

beforeEach(() => {
  localStorage.clear();
  registerNavigate(() => {});
  act(() => toast.remove());
});

describe('SessionProvider', () => {
  it('is signed out without a token and fetches nothing', () => {
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(apiCalls).toEqual([]);
  });

  it('loads the owner profile from /users/profile when a token exists', async () => {
    writeSession('t', 'user');
    server.use(handlerFor(API.auth.getProfile, owner({ fullName: 'Nimal Silva', email: 'nimal@example.lk' })));
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Nimal Silva');
    expect(screen.getByTestId('userType')).toHaveTextContent('user');
    const [call] = callsTo(API.auth.getProfile);
    expect(call!.path).toBe('/users/profile');
    expect(call!.headers.get('authorization')).toBe('Bearer t');
  });

  it('loads a doctor from /doctors/dashboard/profile', async () => {
    writeSession('t', 'doctor');
    server.use(handlerFor(API.clinic.getOwnProfile, doctor({ fullName: 'Dr. Fernando', email: 'f@vet.lk' })));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Dr. Fernando'));
    expect(screen.getByTestId('email')).toHaveTextContent('f@vet.lk');
    expect(callsTo(API.clinic.getOwnProfile)).toHaveLength(1);
  });

  it('a profile answer that breaks the contract is not a session: signed out with the toast', async () => {
    writeSession('t', 'user');
    server.use(handlerFor(API.auth.getProfile, { user: owner() } as never));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(readToken()).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it("reads an admin's name and email from the token claims", async () => {
    const token = `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: 'a1', role: 'admin', name: 'Site Admin', email: 'admin@vetnow.lk' })}.sig`;
    localStorage.setItem('token', token);
    localStorage.setItem('userType', 'admin');
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Site Admin');
    expect(screen.getByTestId('email')).toHaveTextContent('admin@vetnow.lk');
    expect(apiCalls).toEqual([]);
  });

  it("reads a front-desk member's name and email from the token claims, and refuses another role's token", async () => {
    const claims = { sub: 's1', role: 'staff', name: 'Dilani Fernando', email: 'desk@vetnow.lk' };
    writeSession(`${base64url({ alg: 'EdDSA' })}.${base64url(claims)}.sig`, 'staff');
    const first = renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('userType')).toHaveTextContent('staff');
    expect(screen.getByTestId('name')).toHaveTextContent('Dilani Fernando');
    expect(screen.getByTestId('email')).toHaveTextContent('desk@vetnow.lk');
    expect(apiCalls).toEqual([]);
    first.unmount();

    // A stored userType staff with an admin's token is no session.
    writeSession(`${base64url({ alg: 'EdDSA' })}.${base64url({ ...claims, role: 'admin' })}.sig`, 'staff');
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(readToken()).toBeNull();
  });

  it("clears the session and toasts 'Logged out successfully' when the profile fails", async () => {
    writeSession('t', 'user');
    server.use(handlerFor(API.auth.getProfile, errorReply('INTERNAL', { message: 'boom' })));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('an expired token (401 on the profile) also ends in signed-out with the toast', async () => {
    writeSession('expired', 'doctor');
    server.use(handlerFor(API.auth.refresh, errorReply('AUTH_SESSION_EXPIRED')), handlerFor(API.clinic.getOwnProfile, errorReply('UNAUTHENTICATED')));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(callsTo(API.auth.refresh)).toHaveLength(1); // renewal was tried once before giving up
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('signIn keeps the token in memory (never in localStorage, ADR 0012) and the userType; signOut clears both and toasts', async () => {
    renderSession();
    act(() => screen.getByText('sign in').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    expect(readToken()).toBe('new-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBe('doctor');
    server.use(handlerFor(API.auth.logout, undefined));
    act(() => screen.getByText('sign out').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.auth.logout)).toHaveLength(1));
  });

  it('a 401 from any call signs the session out', async () => {
    renderSession();
    act(() => screen.getByText('sign in').click());
    server.use(handlerFor(API.auth.refresh, errorReply('AUTH_SESSION_EXPIRED')), handlerFor(API.booking.doctorAppointments, errorReply('UNAUTHENTICATED')));
    await act(async () => {
      await apiCall(API.booking.doctorAppointments).catch(() => undefined);
    });
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
  });

  it('homePathFor sends each role to its dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin-dashboard');
    expect(homePathFor('doctor')).toBe('/doctor-dashboard');
    expect(homePathFor('user')).toBe('/dashboard');
    expect(homePathFor('staff')).toBe('/front-desk');
    expect(homePathFor(null)).toBe('/dashboard');
  });
});
