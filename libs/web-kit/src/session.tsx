import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { API, apiCall, onUnauthorized } from '@vetnow/web-kit/api';
import { i18n } from '@vetnow/web-kit/i18n';
import {
  cancelScheduledRefresh,
  decodeTokenClaims,
  endServerSession,
  mayRestoreSession,
  refreshAccessToken,
  scheduleRefresh,
} from '@vetnow/web-kit/session-refresh';
import { clearStoredSession, readToken, readUserType, writeSession, type UserType } from '@vetnow/web-kit/session-store';
import { notify } from '@vetnow/web-kit/toaster';

export type { UserType } from '@vetnow/web-kit/session-store';

/** The signed-in account as the screens see it; the rest of the profile answer is kept as-is. */
export interface SessionUser {
  fullName: string;
  email: string;
  _id?: string;
  [field: string]: unknown;
}

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /**
   * While 'loading' after a reload: the refresh got no definite answer (offline, the API unreachable) and is asked
   * again. The screens say so instead of a bare spinner (ADR 0039).
   */
  reconnecting?: boolean;
  user: SessionUser | null;
  userType: UserType | null;
  /**
   * Keeps the token (in memory) and the userType (localStorage) and sets the user — after login or
   * registration; the token is renewed silently from then on (ADR 0012).
   */
  signIn(token: string, userType: UserType, user: SessionUser): void;
  /**
   * Ends the session on the server (refresh cookie revoked), clears token, userType and the user, and toasts
   * 'Logged out successfully'. Navigation is the caller's.
   */
  signOut(): void;
  /** Fetches the profile again (e.g. after a profile update); signs out when that fails. */
  refresh(): Promise<void>;
}

/** Where a signed-in account lands (spec §2: login/register redirect, login success). */
export function homePathFor(userType: UserType | null): string {
  if (userType === 'admin') return '/admin-dashboard';
  if (userType === 'doctor') return '/doctor-dashboard';
  if (userType === 'staff') return '/front-desk';
  return '/dashboard';
}

/** The account a profile answer (parsed with its contract's schema) stands for. */
function sessionUserOf(profile: { fullName?: string | null; email: string }): SessionUser {
  return { ...profile, fullName: profile.fullName ?? '', email: profile.email };
}

export { decodeTokenClaims } from '@vetnow/web-kit/session-refresh';

async function loadUser(token: string, userType: UserType): Promise<SessionUser> {
  if (userType === 'admin' || userType === 'staff') {
    // The spec shows no admin profile call, and the front desk has no profile screen: the token's claims name them.
    const claims = decodeTokenClaims(token);
    if (!claims || claims.role !== userType || typeof claims.email !== 'string') throw new Error(`Invalid ${userType} token`);
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) throw new Error('Expired token');
    return {
      fullName: typeof claims.name === 'string' ? claims.name : '',
      email: claims.email,
      _id: typeof claims.sub === 'string' ? claims.sub : undefined,
      role: userType,
    };
  }
  // The profile the stored userType decides (spec §6), parsed with the route's response schema.
  return sessionUserOf(userType === 'doctor' ? await apiCall(API.clinic.getOwnProfile) : await apiCall(API.auth.getProfile));
}

interface State {
  status: SessionStatus;
  reconnecting?: boolean;
  user: SessionUser | null;
  userType: UserType | null;
}

const SIGNED_OUT: State = { status: 'signed-out', user: null, userType: null };

function initialState(): State {
  const token = readToken();
  const userType = readUserType();
  // No token in memory after a reload: a stored userType says the refresh cookie may restore the session.
  return token || mayRestoreSession() ? { status: 'loading', user: null, userType } : SIGNED_OUT;
}

/** How long a restore that got no definite answer waits before it asks again: 1, 2, 4 … 30 s. */
export const RESTORE_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** Resolves after `ms`, or at once when the browser comes back online. */
function retryPause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * After a reload: the session the refresh cookie restores. Only the server's 401 ends it (the stored session is
 * cleared and 'Logged out successfully' toasted, spec §4). Without a definite answer (offline, a timeout, a 5xx, the
 * aborted request of a page being reloaded) the tab stays 'loading' and asks again, sooner when the browser is back
 * online; nothing that other tabs share is cleared (issue 41).
 */
async function restoreFromCookie(onWaiting: () => void): Promise<State> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await refreshAccessToken();
    if (outcome.kind === 'renewed') {
      const renewed = outcome.session;
      const user = { ...renewed.user, fullName: typeof renewed.user['fullName'] === 'string' ? renewed.user['fullName'] : '' };
      return { status: 'signed-in', user, userType: renewed.userType };
    }
    if (outcome.kind === 'signed-out') {
      if (readToken() === null) {
        clearStoredSession();
        notify.success(i18n.t('common:session.loggedOut'));
      }
      return SIGNED_OUT;
    }
    // Signed in (a newer state replaces this one) or signed out in another tab meanwhile: stop asking.
    if (readToken() !== null || !mayRestoreSession()) return SIGNED_OUT;
    onWaiting();
    await retryPause(RESTORE_RETRY_MS[Math.min(attempt, RESTORE_RETRY_MS.length - 1)]!);
  }
}

/**
 * The session the token in memory stands for, or — after a reload — the one the refresh cookie restores.
 * When the token's profile fails the stored session is cleared and 'Logged out successfully' is toasted (spec §4).
 */
async function resolveStoredSession(onWaiting: () => void): Promise<State> {
  const token = readToken();
  if (!token) return mayRestoreSession() ? restoreFromCookie(onWaiting) : SIGNED_OUT;
  // A token without a (valid) userType reads as an owner, the spec's default role.
  const userType = readUserType() ?? 'user';
  try {
    const user = await loadUser(token, userType);
    scheduleRefresh(readToken() ?? token);
    return { status: 'signed-in', user, userType };
  } catch {
    const stored = readToken(); // a 401 already cleared it; a newer sign-in replaced it
    if (stored === null || stored === token) {
      clearStoredSession();
      notify.success(i18n.t('common:session.loggedOut'));
    }
    return SIGNED_OUT;
  }
}

/** The session context. Screens use useSession(); tests may provide a fixed Session value with it. */
export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  const generation = useRef(0);

  /** Loads the account behind the stored token; stale answers (after a sign-in/out) are dropped. */
  const load = useCallback((): Promise<void> => {
    const current = ++generation.current;
    const onWaiting = () => {
      if (current === generation.current) setState((s) => (s.status === 'loading' && !s.reconnecting ? { ...s, reconnecting: true } : s));
    };
    return resolveStoredSession(onWaiting).then((next) => {
      // A transition: the whole signed-in app renders from this answer, and React renders a transition in slices
      // that let the page paint and take input (one task of 80-110 ms on a slow phone otherwise, ADR 0087).
      if (current === generation.current) startTransition(() => setState(next));
    });
  }, []);

  useEffect(() => {
    if (readToken() || mayRestoreSession()) void load();
  }, [load]);

  useEffect(
    () =>
      onUnauthorized(() => {
        generation.current++;
        setState(SIGNED_OUT);
      }),
    [],
  );

  const signIn = useCallback((token: string, userType: UserType, user: SessionUser) => {
    generation.current++;
    writeSession(token, userType, user._id);
    scheduleRefresh(token);
    setState({ status: 'signed-in', user, userType });
  }, []);

  const signOut = useCallback(() => {
    generation.current++;
    // The refresh cookie's family is revoked server-side; the cookie goes with the answer.
    void endServerSession();
    cancelScheduledRefresh();
    clearStoredSession();
    // react-router applies a navigation in a transition: signing out in one too puts a caller's navigate() of
    // the same handler (Sign Out → '/') in the same render, so a guard never redirects the page to /login first.
    startTransition(() => setState(SIGNED_OUT));
    notify.success(i18n.t('common:session.loggedOut'));
  }, []);

  const value = useMemo<Session>(() => ({ ...state, signIn, signOut, refresh: load }), [state, signIn, signOut, load]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; must be used under <SessionProvider> (the shell renders it around everything). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
