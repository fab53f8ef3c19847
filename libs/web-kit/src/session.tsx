import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, onUnauthorized } from './api-client';
import { i18n } from './i18n';
import { clearStoredSession, readToken, readUserType, writeSession, type UserType } from './session-store';
import { notify } from './toaster';

export type { UserType } from './session-store';

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
  user: SessionUser | null;
  userType: UserType | null;
  /** Stores token and userType (localStorage) and sets the user — after login or registration. */
  signIn(token: string, userType: UserType, user: SessionUser): void;
  /** Clears token, userType and the user, and toasts 'Logged out successfully'. Navigation is the caller's. */
  signOut(): void;
  /** Fetches the profile again (e.g. after a profile update); signs out when that fails. */
  refresh(): Promise<void>;
}

/** Where a signed-in account lands (spec §2: login/register redirect, login success). */
export function homePathFor(userType: UserType | null): string {
  if (userType === 'admin') return '/admin-dashboard';
  if (userType === 'doctor') return '/doctor-dashboard';
  return '/dashboard';
}

/** The profile endpoint the stored userType decides (spec §6). */
export const PROFILE_PATHS = { user: '/users/profile', doctor: '/doctors/dashboard/profile' } as const;

function unwrap(answer: unknown, key: 'user' | 'doctor'): SessionUser {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : null;
  const inner = record && record[key] && typeof record[key] === 'object' ? record[key] : record;
  const user = inner as Partial<SessionUser> | null;
  if (!user || typeof user.email !== 'string') throw new Error('Unexpected profile answer');
  return { ...user, fullName: typeof user.fullName === 'string' ? user.fullName : '', email: user.email };
}

/** Reads the (unverified) claims of a JWT — used only to show the admin's name; the server verifies. */
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

async function loadUser(token: string, userType: UserType): Promise<SessionUser> {
  if (userType === 'admin') {
    // The spec shows no admin profile call: the token's claims name the admin.
    const claims = decodeTokenClaims(token);
    if (!claims || claims.role !== 'admin' || typeof claims.email !== 'string') throw new Error('Invalid admin token');
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) throw new Error('Expired token');
    return {
      fullName: typeof claims.name === 'string' ? claims.name : '',
      email: claims.email,
      _id: typeof claims.sub === 'string' ? claims.sub : undefined,
      role: 'admin',
    };
  }
  return unwrap(await api.get<unknown>(PROFILE_PATHS[userType]), userType);
}

interface State {
  status: SessionStatus;
  user: SessionUser | null;
  userType: UserType | null;
}

const SIGNED_OUT: State = { status: 'signed-out', user: null, userType: null };

function initialState(): State {
  const token = readToken();
  const userType = readUserType();
  return token ? { status: 'loading', user: null, userType } : SIGNED_OUT;
}

/**
 * The session the stored token stands for. On failure the stored session is cleared and
 * 'Logged out successfully' is toasted (spec §4).
 */
async function resolveStoredSession(): Promise<State> {
  const token = readToken();
  if (!token) return SIGNED_OUT;
  // A token without a (valid) userType reads as an owner, the spec's default role.
  const userType = readUserType() ?? 'user';
  try {
    return { status: 'signed-in', user: await loadUser(token, userType), userType };
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
    return resolveStoredSession().then((next) => {
      if (current === generation.current) setState(next);
    });
  }, []);

  useEffect(() => {
    if (readToken()) void load();
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
    writeSession(token, userType);
    setState({ status: 'signed-in', user, userType });
  }, []);

  const signOut = useCallback(() => {
    generation.current++;
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
