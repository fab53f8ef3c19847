import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { HttpResponse, http, server } from '@vetnow/web-kit/testing';
import { rememberManifest } from './early-remote';
import { MAX_PREFETCHED_SCREENS, linkedScreens, prefetchLinkedScreens, savesData } from './prefetch-linked-screens';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'doctors-page', assets: { js: { sync: ['js/__federation_expose_doctors_page.1a.js'] }, css: { sync: ['css/88.2b.css'] } } },
    { name: 'book-appointment-page', assets: { js: { sync: ['js/77.4d.js', 'js/__federation_expose_book_appointment_page.5e.js'] }, css: { sync: ['css/90.6f.css'] } } },
    { name: 'pets-page', assets: { js: { sync: ['js/77.4d.js', 'js/__federation_expose_pets_page.7a.js'] }, css: { sync: [] } } },
  ],
};
let manifestRequests = 0;

const origin = window.location.origin;
const links = (...hrefs: string[]) => {
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">link</a>`).join('');
};
const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => `${link.as} ${new URL(link.href).pathname}`);

beforeEach(() => {
  manifestRequests = 0;
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/doctors');
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json({ owner: '/remotes/owner/mf-manifest.json', doctor: '/remotes/doctor/mf-manifest.json' })),
    http.get('*/remotes/owner/mf-manifest.json', () => {
      manifestRequests++;
      return HttpResponse.json(MANIFEST);
    }),
    http.get('*/remotes/doctor/mf-manifest.json', () =>
      HttpResponse.json({ ...MANIFEST, exposes: [{ name: 'doctor-dashboard-page', assets: { js: { sync: ['js/dd.1b.js'] }, css: { sync: [] } } }] }),
    ),
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the screens a page links to', () => {
  it("are the remote screens of the page's in-app links for the role, once each: not the page's own, nor another site's", () => {
    links('/book-appointment/d-1', '/book-appointment/d-2', '/doctors', 'https://example.com/pets', '/login', '/pets', '/doctor-dashboard');
    expect(linkedScreens(document, origin, '/doctors', 'user')).toEqual([
      { remote: 'owner', expose: 'book-appointment-page' },
      { remote: 'owner', expose: 'pets-page' },
    ]);
    // The doctor's own screens only for a doctor; nothing for a visitor who is not signed in.
    expect(linkedScreens(document, origin, '/doctors', 'doctor')).toEqual([{ remote: 'doctor', expose: 'doctor-dashboard-page' }]);
    expect(linkedScreens(document, origin, '/doctors', null)).toEqual([]);
  });

  it(`are at most ${MAX_PREFETCHED_SCREENS}`, () => {
    links('/dashboard', '/book-appointment/d', '/diagnosis-questionnaire', '/payment', '/confirmation', '/appointments', '/pets', '/pets/p-1', '/profile');
    expect(linkedScreens(document, origin, '/doctors', 'user')).toHaveLength(MAX_PREFETCHED_SCREENS);
  });
});

describe('prefetching them', () => {
  it("hints each linked screen's scripts and stylesheet from its remote's manifest, once, and nothing the page already has", async () => {
    const entry = document.createElement('script');
    entry.src = '/remotes/owner/remoteEntry.js';
    document.head.append(entry);
    links('/book-appointment/d-1', '/pets', '/doctors');

    const hinted = await prefetchLinkedScreens(document, 'user');

    expect(hints()).toEqual([
      'script /remotes/owner/js/77.4d.js',
      'script /remotes/owner/js/__federation_expose_book_appointment_page.5e.js',
      'style /remotes/owner/css/90.6f.css',
      'script /remotes/owner/js/__federation_expose_pets_page.7a.js',
    ]);
    expect(hinted).toHaveLength(4);
    expect(manifestRequests).toBe(1);
  });

  it('takes the manifest the runtime read for the page, and leaves out a file the page has fetched already', async () => {
    const doctorManifest = { ...MANIFEST, exposes: [{ name: 'doctor-dashboard-page', assets: { js: { sync: ['js/v.9c.js', 'js/dd.1b.js'] }, css: { sync: [] } } }] };
    rememberManifest('/remotes/doctor/mf-manifest.json', HttpResponse.json(doctorManifest));
    let doctorManifestRequests = 0;
    server.use(http.get('*/remotes/doctor/mf-manifest.json', () => void doctorManifestRequests++));
    links('/doctor-dashboard');
    await prefetchLinkedScreens(document, 'doctor', { runs: () => true, fetched: () => [`${origin}/remotes/doctor/js/v.9c.js`] });
    expect(hints()).toEqual(['script /remotes/doctor/js/dd.1b.js']);
    expect(doctorManifestRequests).toBe(0);
  });

  it("hints a remote's entry only while the page does not run that remote", async () => {
    links('/pets');
    await prefetchLinkedScreens(document, 'user');
    expect(hints()).toEqual(['script /remotes/owner/remoteEntry.js', 'script /remotes/owner/js/77.4d.js', 'script /remotes/owner/js/__federation_expose_pets_page.7a.js']);

    document.head.innerHTML = '';
    await prefetchLinkedScreens(document, 'user', { runs: (remote) => remote === 'owner' });
    expect(hints()).toEqual(['script /remotes/owner/js/77.4d.js', 'script /remotes/owner/js/__federation_expose_pets_page.7a.js']);
  });

  it('hints nothing when the visitor saves data or is on 2G, or when the manifest cannot be read', async () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: '4g' })).toBe(false);
    expect(savesData(undefined)).toBe(false);

    links('/book-appointment/d-1');
    Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(await prefetchLinkedScreens(document, 'user')).toEqual([]);
    } finally {
      Reflect.deleteProperty(window.navigator, 'connection');
    }

    server.use(http.get('*/remotes/owner/mf-manifest.json', () => new HttpResponse(null, { status: 503 })));
    expect(await prefetchLinkedScreens(document, 'user')).toEqual([]);
    expect(hints()).toEqual([]);
  });
});
