import type { Role } from '@vetnow/contracts/auth-claims';
import { writeSiteCookie } from './site-cookie';

/** Local storage keys of the session (spec §9). */
export const TOKEN_KEY = 'token';
export const USER_TYPE_KEY = 'userType';

export type UserType = Role;

/** Every role (written out: a runtime import of the contracts' ROLES would bring zod into this early module). */
const USER_TYPES = ['user', 'doctor', 'admin', 'staff'] as const satisfies readonly Role[];
// A role the contracts add and this list lacks fails the typecheck here (naming the missing role).
type MissingRole = Exclude<Role, (typeof USER_TYPES)[number]>;
const _everyRole: [MissingRole] extends [never] ? true : MissingRole = true;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

/**
 * The access token lives in memory only (ADR 0012): a script injected into the page cannot find it in storage,
 * and a reload gets a new one from the HttpOnly refresh cookie. One holder per page, on `globalThis`, so every
 * copy of this module (the shell's and each remote's bundle) sees the same token.
 */
interface TokenHolder {
  token: string | null;
}
const HOLDER = Symbol.for('vetnow.web-kit.access-token');

function holder(): TokenHolder {
  const scope = globalThis as unknown as Record<symbol, TokenHolder | undefined>;
  return (scope[HOLDER] ??= { token: null });
}

/**
 * The access token: the one in memory; else a token found under localStorage `token` (left by the version
 * before ADR 0012, or placed by test tooling) — read, never written, and removed at sign-in and sign-out.
 */
export function readToken(): string | null {
  return holder().token ?? storage()?.getItem(TOKEN_KEY) ?? null;
}

/** The stored userType; anything unknown reads as null. Also the hint that a refresh cookie may exist. */
export function readUserType(): UserType | null {
  const value = storage()?.getItem(USER_TYPE_KEY) ?? null;
  return value !== null && (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : null;
}

/**
 * The stored userType as a cookie too (`vetnow.role`), for the gateway: it serves a route's pre-rendered screen frame
 * only to a browser signed in as the role whose screen it is (ADR 0083), so a signed-out visitor never sees a screen
 * that is not theirs before the app sends them to sign in. Not HttpOnly and no secret: the role only, as in
 * localStorage; the refresh cookie (HttpOnly, `/api/auth` only) stays the session.
 */
export const ROLE_COOKIE = 'vetnow.role';

const writeRoleCookie = (userType: UserType | null): void => writeSiteCookie(ROLE_COOKIE, userType);

/**
 * A signed-in doctor's id as a cookie too (`vetnow.doctor`), for the gateway: it renders the doctor's dashboard frame
 * with the doctor's public profile (ADR 0096). A doctor's id is public (the directory lists it); no other role's id is
 * written. No credential: a forged one gets a public profile, as `/api/doctors/:id` gives it to anyone.
 */
export const DOCTOR_COOKIE = 'vetnow.doctor';

/** The account ids the gateway may use: a uuid's letters, digits and dashes. */
const writeDoctorCookie = (userType: UserType | null, account: string | undefined): void =>
  writeSiteCookie(DOCTOR_COOKIE, userType === 'doctor' && account && /^[A-Za-z0-9-]{1,64}$/.test(account) ? account : null);

/**
 * Replaces the in-memory access token (a silent refresh), and keeps the role cookie with the stored userType (and a
 * doctor's id, when the answer says whose session it is).
 */
export function writeToken(token: string, account?: string): void {
  holder().token = token;
  writeRoleCookie(readUserType());
  if (account !== undefined) writeDoctorCookie(readUserType(), account);
}

/** After sign-in: the token in memory, the userType in localStorage (spec §9), the role cookie and a doctor's id. */
export function writeSession(token: string, userType: UserType, account?: string): void {
  holder().token = token;
  storage()?.removeItem(TOKEN_KEY);
  storage()?.setItem(USER_TYPE_KEY, userType);
  writeRoleCookie(userType);
  writeDoctorCookie(userType, account);
}

/** Forgets the token (memory and any legacy copy), the userType, the role cookie and a doctor's id. */
export function clearStoredSession(): void {
  holder().token = null;
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_TYPE_KEY);
  writeRoleCookie(null);
  writeDoctorCookie(null, undefined);
}
