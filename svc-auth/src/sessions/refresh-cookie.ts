import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';

/**
 * The refresh token cookie (ADR 0012): `HttpOnly` (no script reads it), `Secure`, `SameSite=Strict` (never
 * sent on a cross-site request, so no CSRF on refresh or sign-out), `Path=/api/auth` — the path the browser
 * sees for svc-auth's session routes behind the gateway, so no other API call carries it.
 */
export function refreshCookie(token: string, maxAgeSeconds: number): string {
  return `${REFRESH_COOKIE.name}=${token}; Path=${REFRESH_COOKIE.path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** Deletes the cookie in the browser (same name, path and flags, expired). */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE.name}=; Path=${REFRESH_COOKIE.path}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`;
}

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The refresh token of a `Cookie` header, if one well-formed value is there. */
export function readRefreshCookie(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== REFRESH_COOKIE.name) continue;
    const value = part.slice(eq + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}
