import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { api, onUnauthorized, registerNavigate } from './api-client';
import { createI18n } from './i18n';
import { SessionProvider, useSession } from './session';
import { cancelScheduledRefresh, scheduleRefresh } from './session-refresh';
import { clearStoredSession, readToken, writeSession } from './session-store';

createI18n();

/** Silent renewal with the refresh cookie (issue 10, ADR 0012): an active user never sees a 401. */

function jsonResponse(status: number, body?: unknown): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) } as Response;
}
function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
/** A JWT-shaped token (unsigned: the client only reads exp/iat); lifetime in seconds from now. */
function token(name: string, lifetimeSeconds = 900): string {
  const now = Date.now() / 1000;
  return `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: name, role: 'user', iat: now, exp: now + lifetimeSeconds })}.sig`;
}
const OWNER = { _id: 'u1', fullName: 'Nimal Silva', email: 'nimal@example.lk', userType: 'user' };

const fetchMock = jest.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const authOf = (i: number) => (fetchMock.mock.calls[i]![1]?.headers as Record<string, string> | undefined)?.Authorization;

/** Routes the fake server: refresh answers `renewed` (or 401), every other call 401 for `stale` tokens. */
function server(opts: { renewed?: string | null; stale: string; data?: unknown }) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/auth/refresh') return opts.renewed ? jsonResponse(200, { token: opts.renewed, user: OWNER }) : jsonResponse(401, { statusCode: 401, message: 'Your session has expired. Please sign in again.' });
    if (path === '/api/auth/logout') return jsonResponse(204);
    const auth = (init?.headers as Record<string, string>).Authorization;
    if (auth === `Bearer ${opts.stale}`) return jsonResponse(401, { statusCode: 401, message: 'Your session has expired. Please sign in again.' });
    return jsonResponse(200, opts.data ?? { ok: true });
  });
}

beforeEach(() => {
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
  localStorage.clear();
  clearStoredSession();
});
afterEach(() => {
  cancelScheduledRefresh();
  registerNavigate(null);
  jest.useRealTimers();
});

describe('api client: silent renewal', () => {
  it('a 401 renews the token with the refresh cookie and retries the call once: the caller gets the data', async () => {
    const [old, fresh] = [token('old'), token('fresh')];
    writeSession(old, 'user');
    server({ renewed: fresh, stale: old, data: [{ id: 1 }] });
    const signedOut = jest.fn();
    const off = onUnauthorized(signedOut);
    const navigate = jest.fn();
    registerNavigate(navigate);

    await expect(api.get('/users/appointments')).resolves.toEqual([{ id: 1 }]);

    expect(calls()).toEqual(['GET /api/users/appointments', 'POST /api/auth/refresh', 'GET /api/users/appointments']);
    expect(authOf(0)).toBe(`Bearer ${old}`);
    expect(fetchMock.mock.calls[1]![1]?.credentials).toBe('same-origin');
    expect(authOf(2)).toBe(`Bearer ${fresh}`);
    expect(readToken()).toBe(fresh);
    expect(localStorage.getItem('token')).toBeNull(); // memory only
    expect(signedOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    off();
  });

  it('when the refresh cookie is refused too, the 401 signs out and goes to /login', async () => {
    const old = token('old');
    writeSession(old, 'user');
    server({ renewed: null, stale: old });
    const navigate = jest.fn();
    registerNavigate(navigate);
    await expect(api.get('/users/appointments')).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['GET /api/users/appointments', 'POST /api/auth/refresh']);
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('calls answered 401 at the same moment share one refresh (a second would look like token reuse)', async () => {
    const [old, fresh] = [token('old'), token('fresh')];
    writeSession(old, 'user');
    server({ renewed: fresh, stale: old });
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(calls().filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('a token about to expire is renewed before the call is sent', async () => {
    const [old, fresh] = [token('old', 2), token('fresh')];
    writeSession(old, 'user');
    server({ renewed: fresh, stale: 'none' });
    await api.get('/users/profile');
    expect(calls()).toEqual(['POST /api/auth/refresh', 'GET /api/users/profile']);
    expect(authOf(1)).toBe(`Bearer ${fresh}`);
  });

  it('sign-in and session calls are never renewed: their 401 is the answer', async () => {
    server({ renewed: token('fresh'), stale: 'none' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Invalid credentials' }));
    await expect(api.post('/auth/login', { email: 'x', password: 'y' })).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['POST /api/auth/login']);
  });

  it('renews on a timer shortly before the token expires', async () => {
    jest.useFakeTimers();
    const [old, fresh] = [token('old', 900), token('fresh', 1800)];
    writeSession(old, 'user');
    server({ renewed: fresh, stale: old });
    scheduleRefresh(old);
    await jest.advanceTimersByTimeAsync(838_000); // 14 min: still early
    expect(calls()).toEqual([]);
    await jest.advanceTimersByTimeAsync(3_000); // a minute before exp
    expect(calls()).toEqual(['POST /api/auth/refresh']);
    expect(readToken()).toBe(fresh);
  });
});

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="name">{session.user?.fullName ?? 'nobody'}</p>
      <button onClick={() => session.signOut()}>sign out</button>
    </div>
  );
}

describe('SessionProvider: reload and sign-out', () => {
  it('after a reload (no token in memory, userType stored) the refresh cookie restores the session', async () => {
    localStorage.setItem('userType', 'user');
    const fresh = token('fresh');
    server({ renewed: fresh, stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Nimal Silva');
    expect(calls()).toEqual(['POST /api/auth/refresh']);
    expect(readToken()).toBe(fresh);
  });

  it('a visitor who never signed in sends no refresh call', () => {
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a reload whose cookie is refused ends signed out', async () => {
    localStorage.setItem('userType', 'user');
    server({ renewed: null, stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('Sign Out revokes the session on the server (POST /api/auth/logout)', async () => {
    localStorage.setItem('userType', 'user');
    server({ renewed: token('fresh'), stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    act(() => screen.getByText('sign out').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    await waitFor(() => expect(calls()).toContain('POST /api/auth/logout'));
    expect(readToken()).toBeNull();
  });
});
