/**
 * A preference the page keeps as a cookie for the server too (ADR 0083): the role (session-store) and the language
 * (i18n). Site-wide, a year, SameSite=Lax, Secure over HTTPS; `null` deletes it. Never a secret: script can read it.
 * Not an entry of its own: each entry that writes one bundles these few lines.
 */
export function writeSiteCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value ?? ''}; Path=/; Max-Age=${value === null ? 0 : 31536000}; SameSite=Lax${secure}`;
}
