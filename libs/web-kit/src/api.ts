/**
 * The frontends' typed API call (ADR 0018): `apiCall(API.booking.book, { body, headers })` sends the request the
 * contract describes through the contracts' typed client, which PARSES the answer with the contract's response
 * schema — plus what a browser session needs: the bearer token from the session store, a token about to expire
 * renewed first, a 401 renewed once with the rotating refresh cookie (ADR 0012) and retried, the 10 s timeout,
 * and a 401 that survives that clearing the session and moving to /login.
 *
 * Every failure is the contracts' one ApiError (status, code, message, errors, body, kind `http` / `timeout` /
 * `network`; codes TIMEOUT / NETWORK_ERROR when no answer came). Show it with errorText(error, fallback).
 */
import { ApiError, createApiClient, type CallInput, type FetchLike } from '@vetnow/contracts/api/client';
import type { RouteContract, RouteResponse } from '@vetnow/contracts/api';
import {
  mayRestoreSession,
  pendingRefresh,
  refreshAccessToken,
  tokenExpiresSoon,
} from '@vetnow/web-kit/session-refresh';
import { clearStoredSession, readToken } from '@vetnow/web-kit/session-store';

export { API } from '@vetnow/contracts/api';
export { ApiError, type ApiErrorKind } from '@vetnow/contracts/api/client';
export type { RouteContract, RouteResponse } from '@vetnow/contracts/api';

/** Spec §9: every HTTP call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** What every route's path is sent under (the gateway's prefix); the event stream builds its address the same way. */
export const API_PREFIX = '/api';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateCallback: Navigate | null = null;
const unauthorizedListeners = new Set<() => void>();

/** The shell registers its router's navigate so a 401 moves to /login without a full page reload. */
export function registerNavigate(navigate: Navigate | null): void {
  navigateCallback = navigate;
}

/** Called after any 401 cleared the stored session (the session provider signs out with it). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Clears the session after a 401 nothing could recover from, tells the listeners and moves to /login. Also the
 * event stream's (./event-stream) end when its 401 could not be renewed.
 */
export function handleUnauthorized(): void {
  clearStoredSession();
  for (const listener of [...unauthorizedListeners]) listener();
  if (navigateCallback) navigateCallback('/login', { replace: true });
  else if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
}

/**
 * A public route's 401 is its answer (wrong credentials, an expired refresh cookie): never renewed and retried, and
 * it ends no session — a failed sign-in on /login?redirect=… stays there with its redirect.
 */
const isPublic = (contract: RouteContract) => contract.access === 'public';

/**
 * svc-auth's sign-in and session routes (login, register, refresh, logout) send no token worth renewing first;
 * any other call (a public one too: it still learns who calls) waits for a restoring session or renews a token
 * about to expire before it is sent.
 */
const isSessionRoute = (contract: RouteContract) => isPublic(contract) && contract.path.startsWith('/auth/');

/** The client's own headers: a caller's Accept, Content-Type or Authorization never replaces them. */
const OWN_HEADERS = ['accept', 'content-type', 'authorization'];

/** fetch with the session's `token` (none: no Authorization), JSON headers and the same-origin cookies. */
function sessionFetch(token: string | null): FetchLike {
  return async (url, init) => {
    const headers = new Headers(init.headers);
    for (const name of OWN_HEADERS) headers.delete(name);
    headers.set('Accept', 'application/json');
    if (init.body != null) headers.set('Content-Type', 'application/json'); // the typed client sends JSON only
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers, credentials: 'same-origin' });
  };
}

/** The whole answer of a failed call (ApiError keeps code, message and errors; this is the rest). */
export function errorBodyOf(error: unknown): unknown {
  return error instanceof ApiError ? error.body : undefined;
}

/** params/query/body (typed by the contract), headers, signal; and the timeout, 10 s unless given. */
export type ApiCallInput<C extends RouteContract> = CallInput<C> & { timeoutMs?: number };

const isUnauthorized = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

/**
 * After a session's call was answered 401: the session is renewed with the refresh cookie (one refresh for every
 * call refused meanwhile) and the call sent once more (`retry`); a 401 that renewal cannot fix ends the session.
 * `sentToken` is the token the refused call carried.
 */
async function renewAndRetry<T>(
  refused: ApiError,
  sentToken: string | null,
  retry: () => Promise<T>,
): Promise<T> {
  if (sentToken !== null || mayRestoreSession()) {
    const renewal = await refreshAccessToken();
    if (renewal.kind === 'renewed') {
      try {
        return await retry();
      } catch (error) {
        if (isUnauthorized(error)) handleUnauthorized();
        throw error;
      }
    }
    // No definite answer from the refresh: the session may be alive, so the call fails and nothing is cleared.
    if (renewal.kind === 'unavailable') throw ApiError.noAnswer('network');
  }
  handleUnauthorized();
  throw refused;
}

/** Calls the route `contract` describes and resolves with its parsed, typed answer. */
export async function apiCall<C extends RouteContract>(
  contract: C,
  ...input: Record<never, never> extends CallInput<C> ? [ApiCallInput<C>?] : [ApiCallInput<C>]
): Promise<RouteResponse<C>> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, ...callInput } = (input[0] ?? {}) as ApiCallInput<C>;
  if (!isSessionRoute(contract)) {
    const current = readToken();
    // No token while a reload restores the session: wait for its token.
    if (current === null) await pendingRefresh();
    else if (tokenExpiresSoon(current)) await refreshAccessToken();
  }
  const send = (token: string | null) => {
    const client = createApiClient({ fetch: sessionFetch(token), baseUrl: API_PREFIX, timeoutMs });
    return (client.call as (route: C, input: CallInput<C>) => Promise<RouteResponse<C>>)(
      contract,
      callInput as CallInput<C>,
    );
  };
  const token = readToken();
  try {
    return await send(token);
  } catch (error) {
    if (!isUnauthorized(error) || isPublic(contract)) throw error;
    return renewAndRetry(error, token, () => send(readToken()));
  }
}
