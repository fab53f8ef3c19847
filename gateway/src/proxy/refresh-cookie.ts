import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';

/**
 * The `Cookie` header svc-auth receives (ADR 0012): only the refresh token cookie, and only for svc-auth's
 * routes. Every other cookie the browser sends stays at the gateway (see FORWARDED_REQUEST_HEADERS).
 * The cookie's `Path=/api/auth` keeps the browser from sending it anywhere else in the first place.
 */
export function refreshCookieHeader(cookie: string | string[] | undefined): string | undefined {
  const text = Array.isArray(cookie) ? cookie.join('; ') : cookie;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== REFRESH_COOKIE.name) continue;
    const value = part.slice(eq + 1).trim();
    // The token is base64url; anything else is not ours to forward.
    if (/^[A-Za-z0-9_-]{1,200}$/.test(value)) return `${REFRESH_COOKIE.name}=${value}`;
  }
  return undefined;
}
