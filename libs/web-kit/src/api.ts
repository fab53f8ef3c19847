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
import { ApiError, REQUEST_TIMEOUT_MS, handleUnauthorized } from './api-client';
import { mayRestoreSession, pendingRefresh, refreshAccessToken, tokenExpiresSoon } from './session-refresh';
import { readToken } from './session-store';

export { API } from '@vetnow/contracts/api';
export { ApiCallError, isApiCallError } from '@vetnow/contracts/api/client';
export type { RouteContract, RouteResponse } from '@vetnow/contracts/api';
export { ApiError } from './api-client';

const API_PREFIX = '/api';

/** svc-auth's sign-in and session calls are never renewed and retried (their 401 is the answer). */
const isSessionCall = (contract: RouteContract) => contract.path.startsWith('/auth/');

/** Thrown out of the fetch when a 401 was recovered from: the call is sent once more. */
class RetryAfterRefresh extends Error {}

const OWN_HEADERS = new Set(['accept', 'authorization']);

/** A fetch with the session's token and the timeout; `mayRenew` lets a 401 renew the session and ask for a retry. */
function sessionFetch(mayRenew: boolean, timeoutMs: number): FetchLike {
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
      if (response.status === 401) {
        if (mayRenew && (token !== null || mayRestoreSession()) && (await refreshAccessToken()) !== null) {
          throw new RetryAfterRefresh();
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
  const renewable = !isSessionCall(contract);
  if (renewable) {
    const current = readToken();
    if (current === null) await pendingRefresh(); // a reload is restoring the session: wait for its token
    else if (tokenExpiresSoon(current)) await refreshAccessToken();
  }
  const call = async (mayRenew: boolean) => {
    const client = createApiClient({ fetch: sessionFetch(mayRenew, timeoutMs), baseUrl: API_PREFIX });
    const send = client.call as (route: C, input: CallInput<C>) => Promise<RouteResponse<C>>;
    try {
      return await send(contract, callInput as CallInput<C>);
    } catch (error) {
      throw unwrap(error);
    }
  };
  try {
    return await call(renewable);
  } catch (error) {
    if (!(error instanceof RetryAfterRefresh)) throw error;
    return call(false);
  }
}
