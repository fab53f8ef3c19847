import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { refreshCookieHeader } from './refresh-cookie.js';

describe('refreshCookieHeader (only the refresh cookie reaches svc-auth)', () => {
  const name = REFRESH_COOKIE.name;

  it('keeps the refresh cookie alone out of the browser cookies', () => {
    expect(refreshCookieHeader(`a=1; ${name}=abc_DEF-123; b=2`)).toBe(`${name}=abc_DEF-123`);
    expect(refreshCookieHeader([`x=1`, `${name}=tok`])).toBe(`${name}=tok`);
  });

  it('forwards nothing without it, or when its value is not a token', () => {
    expect(refreshCookieHeader(undefined)).toBeUndefined();
    expect(refreshCookieHeader('a=1; session=2')).toBeUndefined();
    expect(refreshCookieHeader(`${name}=a b`)).toBeUndefined();
    expect(refreshCookieHeader(`${name}=; a=1`)).toBeUndefined();
    expect(refreshCookieHeader(`x${name}=abc`)).toBeUndefined();
  });
});
