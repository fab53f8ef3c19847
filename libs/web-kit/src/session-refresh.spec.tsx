import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { API, apiCall, onUnauthorized, registerNavigate } from './api';
import { createI18n } from './i18n';
import { HttpResponse } from 'msw';
import { RESTORE_RETRY_MS, SessionProvider, useSession } from './session';
import { cancelScheduledRefresh, scheduleRefresh, userTypeOf } from './session-refresh';
import { clearStoredSession, readToken, readUserType, writeSession } from './session-store';
import { apiCalls, callsTo, errorReply, handlerFor, owner, server } from './testing';

createI18n();

/** Silent renewal with the refresh cookie (issue 10, ADR 0012): an active user never sees a 401. */

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
/** A JWT-shaped token (unsigned: the client only reads exp/iat); lifetime in seconds from now. */
function token(name: string, lifetimeSeconds = 900): string {
  const now = Date.now() / 1000;
  return `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: name, role: 'user', iat: now, exp: now + lifetimeSeconds })}.sig`;
}
const OWNER = owner({ fullName: 'Nimal Silva', email: 'nimal@example.lk' });

/** Every call the fake API answered, in order: `GET /api/users/appointments`. */
const calls = () => apiCalls.map((call) => `${call.method} /api${call.path}`);
const authOf = (i: number) => apiCalls[i]!.headers.get('authorization');

/** The `credentials` mode of each refresh call (the cookie must go with it). */
const refreshCredentials: RequestCredentials[] = [];

/**
 * The fake API: refresh answers `renewed` (or 401), logout 204, the owner's appointments and profile answer
 * `appointments` / the owner, or 401 to the `stale` token.
 */
function fakeApi(opts: { renewed?: string | null; stale: string; appointments?: Array<never> }) {
  const refuseStale = <T,>(answer: T) => ({ request }: { request: Request }) =>
    request.headers.get('authorization') === `Bearer ${opts.stale}` ? errorReply('UNAUTHENTICATED') : answer;
  server.use(
    handlerFor(API.auth.refresh, ({ request }) => {
      refreshCredentials.push(request.credentials);
      return opts.renewed ? { token: opts.renewed, user: OWNER } : errorReply('AUTH_SESSION_EXPIRED');
    }),
    handlerFor(API.auth.logout, undefined),
    handlerFor(API.booking.own, refuseStale(opts.appointments ?? [])),
    handlerFor(API.auth.getProfile, refuseStale(OWNER)),
  );
}

beforeEach(() => {
  refreshCredentials.length = 0;
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
    fakeApi({ renewed: fresh, stale: old });
    const signedOut = jest.fn();
    const off = onUnauthorized(signedOut);
    const navigate = jest.fn();
    registerNavigate(navigate);

    await expect(apiCall(API.booking.own)).resolves.toEqual([]);

    expect(calls()).toEqual(['GET /api/users/appointments', 'POST /api/auth/refresh', 'GET /api/users/appointments']);
    expect(authOf(0)).toBe(`Bearer ${old}`);
    expect(authOf(1)).toBeNull(); // the refresh call carries the cookie, not the old token
    expect(refreshCredentials).toEqual(['same-origin']);
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
    fakeApi({ renewed: null, stale: old });
    const navigate = jest.fn();
    registerNavigate(navigate);
    await expect(apiCall(API.booking.own)).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['GET /api/users/appointments', 'POST /api/auth/refresh']);
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('calls answered 401 at the same moment share one refresh (a second would look like token reuse)', async () => {
    const [old, fresh] = [token('old'), token('fresh')];
    writeSession(old, 'user');
    fakeApi({ renewed: fresh, stale: old });
    await Promise.all([apiCall(API.booking.own), apiCall(API.auth.getProfile), apiCall(API.booking.own)]);
    expect(callsTo(API.auth.refresh)).toHaveLength(1);
    expect([...callsTo(API.booking.own), ...callsTo(API.auth.getProfile)].filter((c) => c.headers.get('authorization') === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('a token about to expire is renewed before the call is sent', async () => {
    const [old, fresh] = [token('old', 2), token('fresh')];
    writeSession(old, 'user');
    fakeApi({ renewed: fresh, stale: 'none' });
    await apiCall(API.auth.getProfile);
    expect(calls()).toEqual(['POST /api/auth/refresh', 'GET /api/users/profile']);
    expect(authOf(1)).toBe(`Bearer ${fresh}`);
  });

  it('a 401 whose renewal gets no definite answer (503) fails the call as a network error and signs nobody out', async () => {
    const old = token('old');
    writeSession(old, 'user');
    server.use(handlerFor(API.auth.refresh, errorReply('SERVICE_UNAVAILABLE')), handlerFor(API.booking.own, errorReply('UNAUTHENTICATED')));
    const signedOut = jest.fn();
    const off = onUnauthorized(signedOut);
    const navigate = jest.fn();
    registerNavigate(navigate);
    await expect(apiCall(API.booking.own)).rejects.toMatchObject({ status: 0, kind: 'network' });
    expect(calls()).toEqual(['GET /api/users/appointments', 'POST /api/auth/refresh']);
    expect(localStorage.getItem('userType')).toBe('user');
    expect(readToken()).toBe(old);
    expect(signedOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    off();
  });

  it('sign-in and session calls are never renewed: their 401 is the answer', async () => {
    fakeApi({ renewed: token('fresh'), stale: 'none' });
    server.use(handlerFor(API.auth.login, errorReply('AUTH_INVALID_CREDENTIALS')));
    await expect(apiCall(API.auth.login, { body: { email: 'x@vetnow.lk', password: 'y', userType: 'user' } })).rejects.toMatchObject({ status: 401 });
    expect(calls()).toEqual(['POST /api/auth/login']);
  });

  it('renews on a timer shortly before the token expires', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const [old, fresh] = [token('old', 900), token('fresh', 1800)];
    writeSession(old, 'user');
    fakeApi({ renewed: fresh, stale: old });
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
      <p data-testid="reconnecting">{session.reconnecting ? 'yes' : 'no'}</p>
      <p data-testid="name">{session.user?.fullName ?? 'nobody'}</p>
      <button onClick={() => session.signOut()}>sign out</button>
    </div>
  );
}

describe('SessionProvider: reload and sign-out', () => {
  it('after a reload (no token in memory, userType stored) the refresh cookie restores the session', async () => {
    localStorage.setItem('userType', 'user');
    const fresh = token('fresh');
    fakeApi({ renewed: fresh, stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Nimal Silva');
    expect(calls()).toEqual(['POST /api/auth/refresh']);
    expect(readToken()).toBe(fresh);
  });

  it("a front-desk member's reload is restored as staff (the refresh answer's role), and userTypeOf reads every role", async () => {
    localStorage.setItem('userType', 'staff');
    const fresh = token('fresh');
    server.use(handlerFor(API.auth.refresh, { token: fresh, user: owner({ fullName: 'Dilani Fernando', pets: [], role: 'staff' }) }));
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('name')).toHaveTextContent('Dilani Fernando');
    expect(readUserType()).toBe('staff');
    expect(readToken()).toBe(fresh);
    expect([owner(), owner({ role: 'admin' }), owner({ role: 'staff' }), { userType: 'doctor' }].map(userTypeOf)).toEqual(['user', 'admin', 'staff', 'doctor']);
  });

  it('a visitor who never signed in sends no refresh call', () => {
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(apiCalls).toEqual([]);
  });

  it('a reload whose cookie is refused ends signed out', async () => {
    localStorage.setItem('userType', 'user');
    fakeApi({ renewed: null, stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('a reload whose refresh gets no definite answer (503, then a dropped connection) stays loading, keeps the shared userType and asks again until restored', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    localStorage.setItem('userType', 'user');
    const fresh = token('fresh');
    server.use(
      handlerFor(API.auth.refresh, ({ callNumber }) =>
        callNumber === 1 ? errorReply('SERVICE_UNAVAILABLE') : callNumber === 2 ? HttpResponse.error() : { token: fresh, user: OWNER },
      ),
    );
    render(<SessionProvider><Probe /></SessionProvider>);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(callsTo(API.auth.refresh)).toHaveLength(1);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('reconnecting')).toHaveTextContent('yes');
    expect(localStorage.getItem('userType')).toBe('user'); // every tab reads it: never cleared on a failed request
    await act(() => jest.advanceTimersByTimeAsync(RESTORE_RETRY_MS[0]));
    expect(callsTo(API.auth.refresh)).toHaveLength(2);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(localStorage.getItem('userType')).toBe('user');
    await act(() => jest.advanceTimersByTimeAsync(RESTORE_RETRY_MS[1]));
    expect(callsTo(API.auth.refresh)).toHaveLength(3);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    expect(screen.getByTestId('reconnecting')).toHaveTextContent('no');
    expect(readToken()).toBe(fresh);
  });

  it('a restore waiting to ask again asks at once when the browser comes back online', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    localStorage.setItem('userType', 'user');
    server.use(handlerFor(API.auth.refresh, ({ callNumber }) => (callNumber === 1 ? HttpResponse.error() : { token: token('fresh'), user: OWNER })));
    render(<SessionProvider><Probe /></SessionProvider>);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(callsTo(API.auth.refresh)).toHaveLength(2);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
  });

  it('Sign Out revokes the session on the server (POST /api/auth/logout)', async () => {
    localStorage.setItem('userType', 'user');
    fakeApi({ renewed: token('fresh'), stale: 'none' });
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    act(() => screen.getByText('sign out').click());
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    await waitFor(() => expect(calls()).toContain('POST /api/auth/logout'));
    expect(readToken()).toBeNull();
  });
});
