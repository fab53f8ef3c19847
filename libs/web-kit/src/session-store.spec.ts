import { afterEach, describe, expect, it } from '@jest/globals';
import { DOCTOR_COOKIE, ROLE_COOKIE, clearStoredSession, readUserType, writeSession, writeToken } from './session-store';
import { rememberLanguageCookie } from './i18n';

// The role and the language as cookies beside localStorage (ADR 0083): the gateway serves a route's screen frame only
// to a browser signed in as that role and reading English. Neither cookie holds a secret, and sign-out clears the role.

const cookies = () => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

describe('the cookies the gateway reads', () => {
  afterEach(() => {
    clearStoredSession();
    document.cookie = 'vetnow.language=; Path=/; Max-Age=0';
  });

  it('sign-in writes the role cookie with the stored userType; sign-out clears both', () => {
    writeSession('access-token', 'user');
    expect(readUserType()).toBe('user');
    expect(cookies()[ROLE_COOKIE]).toBe('user');
    expect(document.cookie).not.toContain('access-token');
    clearStoredSession();
    expect(readUserType()).toBeNull();
    expect(cookies()[ROLE_COOKIE]).toBeUndefined();
  });

  it('a silent refresh keeps the role cookie with the stored userType (a session older than the cookie gets it)', () => {
    window.localStorage.setItem('userType', 'doctor');
    writeToken('renewed-token');
    expect(cookies()[ROLE_COOKIE]).toBe('doctor');
  });

  it("a doctor's id is a cookie too (public, ADR 0096); never an owner's, the admin's or the desk's; sign-out clears it", () => {
    const id = '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d';
    writeSession('access-token', 'doctor', id);
    expect(cookies()[DOCTOR_COOKIE]).toBe(id);
    clearStoredSession();
    expect(cookies()[DOCTOR_COOKIE]).toBeUndefined();
    // A session older than the cookie gets it at its next silent refresh.
    window.localStorage.setItem('userType', 'doctor');
    writeToken('renewed-token', id);
    expect(cookies()[DOCTOR_COOKIE]).toBe(id);
    for (const role of ['user', 'admin', 'staff'] as const) {
      writeSession('access-token', role, 'u-1');
      expect(cookies()[DOCTOR_COOKIE]).toBeUndefined();
    }
    // Only an id's characters: nothing else goes into a cookie.
    writeSession('access-token', 'doctor', 'a; Path=/x');
    expect(cookies()[DOCTOR_COOKIE]).toBeUndefined();
  });

  it('a language choice is remembered as a cookie too', () => {
    rememberLanguageCookie('si');
    expect(cookies()['vetnow.language']).toBe('si');
  });
});
