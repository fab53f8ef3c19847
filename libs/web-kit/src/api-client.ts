import { mayRestoreSession, pendingRefresh, refreshAccessToken, tokenExpiresSoon } from './session-refresh';
import { clearStoredSession, readToken } from './session-store';

/** Spec §9: every HTTP call gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const API_BASE = '/api';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed call. `message` is the server's `message` field when it sent one; otherwise a plain English
 * fallback. Screens usually show `message` for `kind === 'http'` with a server message, else their own
 * translated fallback (spec §8: "the server's message field, or a fallback toast").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind = 'http',
    /** True when `message` came from the server's answer. */
    readonly fromServer = false,
    /** The parsed answer body, when there was one (e.g. `errors` of a 400, the services of a 503 health). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /**
   * The failure's stable code: TIMEOUT / NETWORK when no answer came, else the server's `code` (or the
   * common code of the status, for an answer without one).
   */
  get code(): string {
    if (this.kind === 'timeout') return 'TIMEOUT';
    if (this.kind === 'network') return 'NETWORK';
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' && code ? code : 'HTTP_' + this.status;
  }
}

/** The message to show for a failure: the server's message when there is one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
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

/** Clears the session after a 401 nothing could recover from, tells the listeners and moves to /login. */
export function handleUnauthorized(): void {
  clearStoredSession();
  for (const listener of [...unauthorizedListeners]) listener();
  if (navigateCallback) navigateCallback('/login', { replace: true });
  else if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; undefined, null and '' values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Cancels the call (e.g. an effect cleanup). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Extra request headers (e.g. `Idempotency-Key`). Accept, Content-Type and Authorization are the client's
   * own and cannot be replaced here.
   */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join('. ');
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const OWN_HEADERS = new Set(['accept', 'content-type', 'authorization']);

function ownHeadersDropped(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
}

/** svc-auth's sign-in and session calls: never renewed and retried (their 401 is the answer). */
const isSessionCall = (path: string) => /^\/?auth\//.test(path);

/** A 401 the session may recover from: renew the access token with the refresh cookie, then retry once. */
class RetryAfterRefresh {}

/**
 * Calls `/api${path}` with JSON in and out, the session's bearer token and the 10 s timeout.
 * A token about to expire is renewed first; a 401 renews it (refresh cookie, ADR 0012) and retries the call
 * once, so an active user never sees one. Rejects with ApiError; a 401 that survives that also clears the
 * session and moves to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const renewable = !isSessionCall(path);
  if (renewable) {
    const current = readToken();
    if (current === null) await pendingRefresh(); // a reload is restoring the session: wait for its token
    else if (tokenExpiresSoon(current)) await refreshAccessToken();
  }
  try {
    return await send<T>(path, options, renewable);
  } catch (error) {
    if (!(error instanceof RetryAfterRefresh)) throw error;
    return send<T>(path, options, false);
  }
}

async function send<T>(path: string, options: RequestOptions, mayRenew: boolean): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS, headers: extraHeaders } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  const headers: Record<string, string> = { ...ownHeadersDropped(extraHeaders), Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(0, 'The request timed out. Please try again.', 'timeout');
      if (signal?.aborted) throw error; // the caller cancelled: pass the AbortError through
      throw new ApiError(0, 'Network error. Please check your connection.', 'network');
    }
    const data = await readBody(response).catch(() => {
      if (timedOut) throw new ApiError(0, 'The request timed out. Please try again.', 'timeout');
      return undefined;
    });
    if (response.status === 401) {
      if (mayRenew && (token !== null || mayRestoreSession()) && (await refreshAccessToken()) !== null) {
        throw new RetryAfterRefresh();
      }
      handleUnauthorized();
      const message = serverMessage(data);
      throw new ApiError(401, message ?? 'Unauthorized', 'http', message !== null, data);
    }
    if (!response.ok) {
      const message = serverMessage(data);
      throw new ApiError(response.status, message ?? `Request failed (${response.status})`, 'http', message !== null, data);
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands over apiRequest. */
export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
