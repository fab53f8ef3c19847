import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { USER_TYPE_KEY } from '@vetnow/web-kit/session-store';

import { HttpResponse, http, server } from '@vetnow/web-kit/testing';
import earlyManifestPlugin from './early-manifest-plugin';
import { readManifest, startRemoteScreen, takeEarlyManifest, remoteScreenFiles, STORED_USER_TYPE_KEY } from './early-remote';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'doctors-page', assets: { js: { sync: ['js/__federation_expose_doctors_page.1a.js'] }, css: { sync: ['css/88.2b.css'] } } },
    { name: 'dashboard-page', assets: { js: { sync: ['js/__federation_expose_dashboard_page.3c.js'] }, css: { sync: [] } } },
  ],
};
const requested: string[] = [];

function serve({ remotes = 200, manifest = 200 }: { remotes?: number; manifest?: number } = {}) {
  server.use(
    http.get('*/remotes.json', () => {
      requested.push('/remotes.json');
      return remotes === 200 ? HttpResponse.json({ owner: '/remotes/owner/mf-manifest.json' }) : new HttpResponse(null, { status: remotes });
    }),
    http.get('*/remotes/owner/mf-manifest.json', () => {
      requested.push('/remotes/owner/mf-manifest.json');
      return manifest === 200 ? HttpResponse.json(MANIFEST) : new HttpResponse(null, { status: manifest });
    }),
  );
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => `${link.as} ${new URL(link.href).pathname}`);


beforeEach(() => {
  requested.length = 0;
  document.head.innerHTML = '';
  window.localStorage.clear();
});
afterEach(() => window.localStorage.clear());

describe('early remote screen', () => {
  it('reads the role where the session store writes it', () => {
    expect(STORED_USER_TYPE_KEY).toBe(USER_TYPE_KEY);
  });

  it("fetches an owner's remote screen before the app asks: its manifest once, then preloads its entry, chunk and stylesheet", async () => {
    serve();
    window.localStorage.setItem(USER_TYPE_KEY, 'user');
    await startRemoteScreen('/doctors');
    expect(preloads()).toEqual([
      'style /remotes/owner/css/88.2b.css',
      'script /remotes/owner/remoteEntry.js',
      'script /remotes/owner/js/__federation_expose_doctors_page.1a.js',
    ]);
    const manifests = () => requested.filter((path) => path.endsWith('/mf-manifest.json'));
    expect(manifests()).toHaveLength(1);

    // The runtime's request for the manifest is answered from that fetch, once; a later one (a Retry) goes out.
    const plugin = earlyManifestPlugin();
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    const answer = await fetchHook('http://localhost/remotes/owner/mf-manifest.json', {});
    expect(await answer?.json()).toEqual(MANIFEST);
    expect(manifests()).toHaveLength(1);
    // What the runtime read is kept for the page (the linked screens' prefetch, ADR 0094).
    expect(await readManifest('/remotes/owner/mf-manifest.json')).toEqual(MANIFEST);
    const again = await fetchHook('http://localhost/remotes/owner/mf-manifest.json', {});
    expect(await again?.json()).toEqual(MANIFEST);
    expect(manifests()).toHaveLength(2);
  });

  it('starts nothing for a signed-out visitor, a role the route is not for, or a route no remote provides', async () => {
    serve();
    expect(startRemoteScreen('/doctors')).toBeUndefined();
    window.localStorage.setItem(USER_TYPE_KEY, 'doctor');
    expect(startRemoteScreen('/doctors')).toBeUndefined();
    window.localStorage.setItem(USER_TYPE_KEY, 'user');
    expect(startRemoteScreen('/login')).toBeUndefined();
    expect(startRemoteScreen('/unsubscribe')).toBeUndefined();
    expect(requested).toEqual([]);
    expect(takeEarlyManifest('/remotes/owner/mf-manifest.json')).toBeUndefined();
  });

  it('leaves a failing manifest to the runtime: no preloads, and the failure is not thrown here', async () => {
    serve({ manifest: 503 });
    window.localStorage.setItem(USER_TYPE_KEY, 'user');
    await startRemoteScreen('/dashboard');
    expect(requested).toContain('/remotes/owner/mf-manifest.json');
    const answer = await takeEarlyManifest('/remotes/owner/mf-manifest.json');
    expect(answer?.status).toBe(503);
    expect(preloads()).toEqual([]);
  });

  it('finds the files beside the manifest, or under its publicPath', () => {
    expect(remoteScreenFiles('http://localhost/remotes/owner/mf-manifest.json', MANIFEST, 'dashboard-page')).toEqual({
      scripts: ['http://localhost/remotes/owner/remoteEntry.js', 'http://localhost/remotes/owner/js/__federation_expose_dashboard_page.3c.js'],
      styles: [],
    });
    const elsewhere = { ...MANIFEST, metaData: { publicPath: 'https://cdn.example/owner/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } };
    expect(remoteScreenFiles('http://localhost/remotes/owner/mf-manifest.json', elsewhere, 'missing-page')).toEqual({
      scripts: ['https://cdn.example/owner/v2/remoteEntry.js'],
      styles: [],
    });
  });
});
