import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { api, registerNavigate } from './api-client';
import { createI18n } from './i18n';
import { SessionProvider, homePathFor, useSession } from './session';
import { readToken } from './session-store';
import { AppToaster } from './toaster';

createI18n();

function jsonResponse(status: number, body: unknown): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(body) } as Response;
}

const fetchMock = jest.fn<typeof fetch>();

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
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
  localStorage.clear();
  registerNavigate(() => {});
  act(() => toast.remove());
});

describe('SessionProvider', () => {
  it('is signed out without a token and fetches nothing', () => {
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the owner profile from /users/profile when a token exists', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userType', 'user');
    fetchMock.mockResolvedValue(jsonResponse(200, { user: { fullName: 'Nimal Silva', email: 'nimal@example.lk' } }));
    renderSession();
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Nimal Silva');
    expect(screen.getByTestId('userType')).toHaveTextContent('user');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/profile');
  });

  it('loads a doctor from /doctors/dashboard/profile (plain object answer)', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userType', 'doctor');
    fetchMock.mockResolvedValue(jsonResponse(200, { _id: 'd1', fullName: 'Dr. Fernando', email: 'f@vet.lk' }));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Dr. Fernando'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/doctors/dashboard/profile');
  });

  it("reads an admin's name and email from the token claims", async () => {
    const token = `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: 'a1', role: 'admin', name: 'Site Admin', email: 'admin@vetnow.lk' })}.sig`;
    localStorage.setItem('token', token);
    localStorage.setItem('userType', 'admin');
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Site Admin');
    expect(screen.getByTestId('email')).toHaveTextContent('admin@vetnow.lk');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears the session and toasts 'Logged out successfully' when the profile fails", async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userType', 'user');
    fetchMock.mockResolvedValue(jsonResponse(500, { statusCode: 500, message: 'boom' }));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('an expired token (401 on the profile) also ends in signed-out with the toast', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('userType', 'doctor');
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('signIn keeps the token in memory (never in localStorage, ADR 0012) and the userType; signOut clears both and toasts', async () => {
    renderSession();
    act(() => screen.getByText('sign in').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    expect(readToken()).toBe('new-token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBe('doctor');
    fetchMock.mockResolvedValue({ status: 204, ok: true, text: async () => '' } as Response);
    act(() => screen.getByText('sign out').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('a 401 from any call signs the session out', async () => {
    renderSession();
    act(() => screen.getByText('sign in').click());
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }));
    await act(async () => {
      await api.get('/doctors/dashboard/appointments').catch(() => undefined);
    });
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
  });

  it('homePathFor sends each role to its dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin-dashboard');
    expect(homePathFor('doctor')).toBe('/doctor-dashboard');
    expect(homePathFor('user')).toBe('/dashboard');
  });
});
