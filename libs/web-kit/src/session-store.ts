import type { Role } from '@vetnow/contracts/auth-claims';

/** Local storage keys of the session (spec §9). */
export const TOKEN_KEY = 'token';
export const USER_TYPE_KEY = 'userType';

export type UserType = Role;

const USER_TYPES: readonly string[] = ['user', 'doctor', 'admin'];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

/** The stored userType; anything unknown reads as null. */
export function readUserType(): UserType | null {
  const value = storage()?.getItem(USER_TYPE_KEY) ?? null;
  return value !== null && USER_TYPES.includes(value) ? (value as UserType) : null;
}

export function writeSession(token: string, userType: UserType): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_TYPE_KEY, userType);
}

export function clearStoredSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_TYPE_KEY);
}
