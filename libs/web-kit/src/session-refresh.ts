import { API } from '@vetnow/contracts/api';
import { ApiError, createApiClient, type FetchLike } from '@vetnow/contracts/api/client';
import { readToken, readUserType, writeSession, writeToken, type UserType } from '@vetnow/web-kit/session-store';

/**
 * Silent session renewal (ADR 0012). The access token is short-lived and kept in memory; the refresh token is
 * an HttpOnly cookie scoped to /api/auth that this code never sees. `refreshAccessToken()` trades the cookie
 * for a new access token (and the server rotates the cookie): shortly before the token expires, when a call
 * answers 401 (then the call is retried once), and on a reload. One refresh at a time per page, and per
 * browser where Web Locks exist (tabs share the cookie: two tabs presenting the same refresh token at once
 * would look like token theft and end the session).
 */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * The contracts' typed client WITHOUT web-kit's session layer (api.ts's apiCall renews on a 401 through this
 * file, so using it here would recurse): no bearer token, the refresh cookie sent (same-origin), answers parsed
 * with the contract's response schema. `/api` + `/auth/…` lies under the cookie's path (REFRESH_COOKIE.path).
 */
const withCookie: FetchLike = (url, init) => fetch(url, { ...init, credentials: 'same-origin' });
const authClient = createApiClient({ fetch: withCookie, baseUrl: '/api' });

/** What POST /api/auth/refresh answers (the login answer's shape). */
export interface RenewedSession {
  readonly token: string;
  readonly user: Record<string, unknown> & { email: string };
  readonly userType: UserType;
}

/**
 * What a refresh came to. Only the server's own 401 means there is no session behind the cookie (`signed-out`);
 * no answer (offline, a timeout, the aborted fetch of a page being reloaded), a 5xx, a 429 or an answer that breaks
 * the contract is `unavailable`: the session may well be alive, so nothing is cleared and the caller may try again
 * (issue 41: a reload at the wrong moment signed every tab out).
 */
export type RefreshOutcome =
  | { readonly kind: 'renewed'; readonly session: RenewedSession }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'unavailable' };

interface RefreshState {
  inflight?: Promise<RefreshOutcome>;
  timer?: ReturnType<typeof setTimeout>;
}
const STATE = Symbol.for('vetnow.web-kit.session-refresh');
function state(): RefreshState {
  const scope = globalThis as unknown as Record<symbol, RefreshState | undefined>;
  return (scope[STATE] ??= {});
}

/** Reads the (unverified) claims of a JWT — for expiry and the admin's or staff member's name; the server verifies. */
export function decodeTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The role an account answer stands for: doctors carry userType doctor, admins role admin, the front desk role staff. */
export function userTypeOf(user: Record<string, unknown>): UserType {
  if (user['userType'] === 'doctor') return 'doctor';
  if (user['role'] === 'admin') return 'admin';
  return user['role'] === 'staff' ? 'staff' : 'user';
}

/** Whether the token expires within `marginMs` (by its own `exp`; an unreadable token never "expires" here). */
export function tokenExpiresSoon(token: string, marginMs = 5_000): boolean {
  const exp = decodeTokenClaims(token)?.['exp'];
  return typeof exp === 'number' && exp * 1000 - Date.now() < marginMs;
}

/** Whether this browser may hold a session that the refresh cookie can restore (a userType was stored). */
export function mayRestoreSession(): boolean {
  return readUserType() !== null;
}

async function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('vetnow-session-refresh', work) as Promise<T>) : work();
}

async function exchangeCookie(): Promise<RefreshOutcome> {
  let answer;
  try {
    answer = await authClient.call(API.auth.refresh, { signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
  } catch (error) {
    // Refused (no, an expired or a revoked cookie): a definite 401. Anything else proves nothing about the session.
    return error instanceof ApiError && error.status === 401 ? { kind: 'signed-out' } : { kind: 'unavailable' };
  }
  const renewed: RenewedSession = { token: answer.token, user: answer.user, userType: userTypeOf(answer.user) };
  // The role cannot change under a session; keep storage as sign-in left it (or set it after a reload).
  if (readUserType() === renewed.userType) writeToken(renewed.token, answer.user._id);
  else writeSession(renewed.token, renewed.userType, answer.user._id);
  scheduleRefresh(renewed.token);
  return { kind: 'renewed', session: renewed };
}

/** Trades the refresh cookie for a new access token (see RefreshOutcome). Single-flight. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  const s = state();
  s.inflight ??= exclusive(exchangeCookie).finally(() => {
    s.inflight = undefined;
  });
  return s.inflight;
}

/** The refresh already under way, if any (a call that starts meanwhile waits for its token). */
export function pendingRefresh(): Promise<RefreshOutcome> | undefined {
  return state().inflight;
}

/**
 * Renews `token` shortly before it expires: a quarter of its lifetime early, at most a minute. A renewal that
 * fails changes nothing here: the token is used until a call is refused, which retries the renewal once.
 */
export function scheduleRefresh(token: string): void {
  const s = state();
  clearTimeout(s.timer);
  const claims = decodeTokenClaims(token);
  const exp = claims?.['exp'];
  if (typeof exp !== 'number') return;
  const iat = typeof claims?.['iat'] === 'number' ? (claims['iat'] as number) : exp - 900;
  const leadMs = Math.min(60_000, ((exp - iat) * 1000) / 4);
  const delay = Math.max(1_000, exp * 1000 - leadMs - Date.now());
  s.timer = setTimeout(() => {
    if (readToken() === token) void refreshAccessToken();
  }, delay);
}

export function cancelScheduledRefresh(): void {
  clearTimeout(state().timer);
}

/** Sign-out on the server: the refresh token's family is revoked and the cookie deleted. Never throws. */
export async function endServerSession(): Promise<void> {
  cancelScheduledRefresh();
  try {
    await authClient.call(API.auth.logout, { signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
  } catch {
    // Offline or refused: the cookie stays until it expires or is presented again; the tab is signed out regardless.
  }
}
