/// <reference lib="webworker" />
/**
 * The site's service worker (issue 40, ADR 0065), bundled by shell/scripts/service-worker.mjs into dist/sw.js with
 * the shell build's file list. What it keeps:
 * - the shell's own files, precached at install (one build, one unit) with the offline page, manifest and icons;
 * - each remote's hashed chunks, cache-first at run time (never precached: remotes redeploy without the shell);
 *   a script from either cache reaches the page as a response of its own, to stream and compile off the main
 *   thread (stream-scripts.ts, ADR 0095);
 * - `/remotes.json`, every `mf-manifest.json` and `remoteEntry*.js`, network-first: a redeployed remote is taken up
 *   on the next load, and shell and remote never mix stale;
 * - the doctors' directory (`GET /api/doctors`, public) stale-while-revalidate; nothing else under `/api`;
 * - fonts cache-first.
 * Pages always come from the network; a navigation that fails offline shows the offline page. A new worker waits
 * until the page asks it to take over (the "new version" notice's Reload: `{ type: 'SKIP_WAITING' }`).
 * It also shows Web Push notifications (push-events.ts, ADR 0066).
 */
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { installPushHandlers } from './push-events';
import { streamScripts } from './stream-scripts';
import { CACHE, isDirectory, isFont, isRemoteChunk, isRemoteEntry, OFFLINE_PAGE, SKIP_WAITING } from './routes';

declare const self: ServiceWorkerGlobalScope;
/** The shell build's files (url + revision), put in by shell/scripts/service-worker.mjs. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

setCacheNameDetails({ prefix: 'vetnow', suffix: 'v1' });

// The shell's scripts reach the page streamed, without the cache entry's code cache (ADR 0095).
addPlugins([streamScripts]);
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

const ok = new CacheableResponsePlugin({ statuses: [200] });

// Pages: from the network only (a page is never kept), the offline page when that fails.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(
  ({ url, request }) => request.method === 'GET' && isDirectory(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: CACHE.directory,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isRemoteEntry(url.pathname),
  new NetworkFirst({ cacheName: CACHE.remoteEntries, plugins: [ok] }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isRemoteChunk(url.pathname),
  new CacheFirst({
    cacheName: CACHE.remoteChunks,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }), streamScripts],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && isFont(url.pathname),
  new CacheFirst({ cacheName: CACHE.fonts, plugins: [ok, new ExpirationPlugin({ maxEntries: 40 })] }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const page = await matchPrecache(OFFLINE_PAGE);
    if (page) return page;
  }
  return Response.error();
});

// Web Push (ADR 0066): notifications for reminders and booking updates.
installPushHandlers(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const known = new Set([cacheNames.precache, ...Object.values(CACHE)]);
  event.waitUntil(
    Promise.all([
      // A page's request starts while the worker boots, not after (NetworkOnly uses the preloaded answer).
      self.registration.navigationPreload?.enable(),
      // The runtime caches of an older worker's naming are not ours to keep.
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name.startsWith('vetnow-') && !known.has(name)).map((name) => caches.delete(name)))),
    ]),
  );
});
