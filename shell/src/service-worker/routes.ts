/** What the service worker (sw.ts) caches and how, as plain functions its spec can check. */

/** The runtime caches, by what they hold. */
export const CACHE = {
  directory: 'vetnow-directory-v1',
  remoteEntries: 'vetnow-remote-entries-v1',
  remoteChunks: 'vetnow-remote-chunks-v1',
  fonts: 'vetnow-fonts-v1',
} as const;

/** The pre-rendered offline page (shell/scripts/prerender.mjs), shown for a navigation that fails. */
export const OFFLINE_PAGE = '/offline.html';

/** The message the "new version" notice sends a waiting worker to take over. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * The doctors' directory, `GET /api/doctors` with any filters: the one API answer the worker keeps (it is public).
 * Never another `/api` path (a doctor's profile, `/api/auth/*`, anything personal).
 */
export function isDirectory(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/api/doctors';
}

/** `/remotes.json`, a remote's `mf-manifest.json` or `remoteEntry*.js`: what says which build of a remote is live. */
export function isRemoteEntry(pathname: string): boolean {
  if (pathname === '/remotes.json') return true;
  if (!pathname.startsWith('/remotes/')) return false;
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return name === 'mf-manifest.json' || /^remoteEntry[^/]*\.js$/.test(name);
}

/** A file name with a content hash (`1234.3f2a9c1d0b.js`): its content never changes under that name. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif)$/i;

/** A remote's hashed chunk (script, stylesheet, font, image) under `/remotes/<name>/`. */
export function isRemoteChunk(pathname: string): boolean {
  return pathname.startsWith('/remotes/') && !isRemoteEntry(pathname) && HASHED.test(pathname);
}

/** A font file of the site (the shell's are precached too; a remote's land here). */
export function isFont(pathname: string): boolean {
  return /\.(?:woff2?|ttf|otf)$/i.test(pathname);
}
