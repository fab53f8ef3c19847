/**
 * Where to go after sign-in: the page that sent the visitor to /login, carried as `/login?redirect=<path>`.
 * Only a same-site relative path is followed, never an open redirect: anything that a browser could read as
 * another origin (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`), or that holds control characters,
 * backslashes or whitespace, is refused; so are /login and /register themselves (no loop).
 */
export const REDIRECT_PARAM = 'redirect';

const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://vetnow.invalid';
/** Pages that make no sense to come back to after signing in. */
const NOT_A_DESTINATION = new Set(['/login', '/register']);

/** The path to navigate to after sign-in (pathname + search + hash), or null when `raw` is not a safe one. */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // One leading slash followed by something other than a slash or backslash: a path, not a protocol-relative URL.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Backslashes count as slashes in browsers' URL parsing; control characters and spaces are stripped or
  // mangled by them (`/\t/evil.com` → `//evil.com`). Neither appears in our own paths.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (NOT_A_DESTINATION.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=…` for a page the visitor could not see signed out (plain /login for the home page). */
export function loginPathFor(from: { pathname: string; search?: string; hash?: string }): string {
  const target = safeRedirectPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  if (!target || target === '/') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
