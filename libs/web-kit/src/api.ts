/**
 * The frontends' typed API call (ADR 0018): `apiCall(API.booking.book, { body, headers })` sends the request the
 * contract describes through the contracts' typed client, which PARSES the answer with the contract's response
 * schema — plus what a browser session needs: the bearer token from the session store, a token about to expire
 * renewed first, a 401 renewed once with the rotating refresh cookie (ADR 0012) and retried, the 10 s timeout,
 * and a 401 that survives that clearing the session and moving to /login.
 *
 * Failures: the contracts' ApiCallError (status, code, message, errors) for an answer, or an ApiError of kind
 * `timeout` / `network` (codes TIMEOUT / NETWORK) when none came. Show them with errorText(error, fallback).
 */
import { ApiCallError, createApiClient, errorFromResponse, type CallInput, type FetchLike } from '@vetnow/contracts/api/client';
import type { RouteContract, RouteResponse } from '@vetnow/contracts/api';
import { mayRestoreSession, pendingRefresh, refreshAccessToken, tokenExpiresSoon } from '@vetnow/web-kit/session-refresh';
import { clearStoredSession, readToken } from '@vetnow/web-kit/session-store';

export { API } from '@vetnow/contracts/api';
export { ApiCallError, isApiCallError } from '@vetnow/contracts/api/client';
export type { RouteContract, RouteResponse } from '@vetnow/contracts/api';

/** Spec §9: every HTTP call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** What every route's path is sent under (the gateway's prefix); the event stream builds its address the same way. */
export const API_PREFIX = '/api';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A call that got no answer: `kind` timeout or network (code TIMEOUT / NETWORK), status 0. An answer's failure is
 * the contracts' ApiCallError. `message` is a plain English fallback; screens show errorText(error, fallback).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind = 'http',
    /** True when `message` came from the server's answer. */
    readonly fromServer = false,
    /** The parsed answer body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** TIMEOUT / NETWORK when no answer came, else the server's `code` (or HTTP_<status> for an answer without one). */
  get code(): string {
    if (this.kind === 'timeout') return 'TIMEOUT';
    if (this.kind === 'network') return 'NETWORK';
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' && code ? code : 'HTTP_' + this.status;
  }
}

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
  else if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
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

/** What a 401 does: renew the session and ask for a retry, end the session, or nothing (it is the answer). */
type On401 = 'renew' | 'sign-out' | 'answer';

/** Thrown out of the fetch when a 401 was recovered from: the call is sent once more. */
class RetryAfterRefresh extends Error {}

/** The client's own headers: a caller's Accept, Content-Type or Authorization never replaces them. */
const OWN_HEADERS = ['accept', 'content-type', 'authorization'];

/** A fetch with the session's token and the timeout; `on401` says what an answer 401 does. */
function sessionFetch(on401: On401, timeoutMs: number): FetchLike {
  return async (input, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = init.signal ?? undefined;
    const abortFromCaller = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', abortFromCaller);

    const headers = new Headers(init.headers);
    for (const name of OWN_HEADERS) headers.delete(name);
    headers.set('Accept', 'application/json');
    if (init.body != null) headers.set('Content-Type', 'application/json'); // the typed client sends JSON only
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    try {
      let response: Response;
      try {
        response = await fetch(input, { ...init, headers, signal: controller.signal, credentials: 'same-origin' });
      } catch (error) {
        if (timedOut) throw new ApiError(0, 'The request timed out. Please try again.', 'timeout');
        if (callerSignal?.aborted) throw error; // the caller cancelled: the AbortError goes through
        throw new ApiError(0, 'Network error. Please check your connection.', 'network');
      }
      if (response.status === 401 && on401 !== 'answer') {
        if (on401 === 'renew' && (token !== null || mayRestoreSession())) {
          const renewal = await refreshAccessToken();
          if (renewal.kind === 'renewed') throw new RetryAfterRefresh();
          // No definite answer from the refresh: the session may be alive, so the call fails and nothing is cleared.
          if (renewal.kind === 'unavailable') throw new ApiError(0, 'Network error. Please check your connection.', 'network');
        }
        handleUnauthorized();
      }
      // The body is read here, so a timeout while it streams is a timeout too.
      const text = await response.text().catch(() => {
        if (timedOut) throw new ApiError(0, 'The request timed out. Please try again.', 'timeout');
        return '';
      });
      const hasBody = text !== '' && response.status !== 204 && response.status !== 304;
      const copy = () => new Response(hasBody ? text : null, { status: response.status, statusText: response.statusText, headers: response.headers });
      // A failure keeps its whole answer as `body` (e.g. the services of a 503 health document).
      if (!response.ok) throw Object.assign(await errorFromResponse(copy()), { body: parseOrText(text) });
      return copy();
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  };
}

/** params/query/body (typed by the contract), headers, signal; and the timeout, 10 s unless given. */
function parseOrText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The whole answer of a failed call (ApiCallError keeps code, message and errors; this is the rest). */
export function errorBodyOf(error: unknown): unknown {
  return (error as { body?: unknown } | null)?.body;
}

export type ApiCallInput<C extends RouteContract> = CallInput<C> & { timeoutMs?: number };

/** What the client threw from inside the fetch (a timeout, a retry request) instead of its NETWORK_ERROR wrapper. */
function unwrap(error: unknown): unknown {
  const { cause } = error as { cause?: unknown };
  if (error instanceof ApiCallError && error.status === 0 && (cause instanceof ApiError || cause instanceof RetryAfterRefresh || cause instanceof ApiCallError)) {
    return cause;
  }
  return error;
}

/** Calls the route `contract` describes and resolves with its parsed, typed answer. */
export async function apiCall<C extends RouteContract>(
  contract: C,
  ...input: Record<never, never> extends CallInput<C> ? [ApiCallInput<C>?] : [ApiCallInput<C>]
): Promise<RouteResponse<C>> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, ...callInput } = (input[0] ?? {}) as ApiCallInput<C>;
  if (!isSessionRoute(contract)) {
    const current = readToken();
    if (current === null) await pendingRefresh(); // a reload is restoring the session: wait for its token
    else if (tokenExpiresSoon(current)) await refreshAccessToken();
  }
  const call = async (on401: On401) => {
    const client = createApiClient({ fetch: sessionFetch(on401, timeoutMs), baseUrl: API_PREFIX });
    const send = client.call as (route: C, input: CallInput<C>) => Promise<RouteResponse<C>>;
    try {
      return await send(contract, callInput as CallInput<C>);
    } catch (error) {
      throw unwrap(error);
    }
  };
  try {
    return await call(isPublic(contract) ? 'answer' : 'renew');
  } catch (error) {
    if (!(error instanceof RetryAfterRefresh)) throw error;
    return call('sign-out');
  }
}
