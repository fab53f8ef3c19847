import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { call } from '../testing/fake-upstream.js';
import { startGateway, useGatewayOverFakes } from '../testing/start-gateway.js';
import { useWebRoot } from '../testing/web-root.js';
import { cacheControlFor, safeRelativePath } from './static-site.plugin.js';

const BIG_JS = `console.log(${JSON.stringify('vetnow '.repeat(4000))});\n`;
const SW_JS = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}\n`;
const INDEX = '<!doctype html><html><head><script src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** The build's compressed copies of `path` (scripts/lib/precompress.mjs: brotli 11, gzip 9), written after it. */
async function precompress(path: string): Promise<void> {
  const raw = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }));
}

/** The built frontends the static-site specs serve (main.0123abcd.js also precompressed, as the build does). */
const WEB_ROOT_FILES: Record<string, string> = {
  'shell/dist/index.html': INDEX,
  'shell/dist/main.0123abcd.js': BIG_JS,
  'shell/dist/static/css/app.89abcdef01.css': 'body{margin:0}',
  'shell/dist/favicon.ico': 'icon',
  'shell/dist/sw.js': SW_JS,
  'shell/dist/manifest.webmanifest': '{"name":"VetNow","start_url":"/"}',
  'shell/dist/offline.html': '<!doctype html><html><body><main id="root">offline</main></body></html>',
  'mf-owner/dist/mf-manifest.json': '{"name":"owner"}',
  'mf-owner/dist/remoteEntry.js': 'var owner;',
  'mf-owner/dist/static/js/123.fedcba98.js': 'var chunk;',
  'mf-doctor/dist/remoteEntry.js': 'var doctor;',
  // mf-admin is not built: the gateway must start anyway.
};

describe('gateway static site', () => {
  const webRoot = useWebRoot(WEB_ROOT_FILES, (root) => precompress(join(root, 'shell/dist/main.0123abcd.js')));
  const stack = useGatewayOverFakes(() => ({ WEB_ROOT: webRoot.path }));

  it('starts with a frontend build missing, and says so in the log', () => {
    expect(stack.gw.logs.some((l) => l.includes('"level":"warn"') && l.includes('mf-admin'))).toBe(true);
  });

  it('serves the shell page at / and as the fallback for client-side routes, never cached', async () => {
    for (const path of ['/', '/owner/dashboard', '/doctor/dashboard?tab=today', '/login']) {
      const res = await call(`${stack.gw.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the pre-rendered landing page at / when the build made one, never cached; other routes keep index.html', async () => {
    const css = 'body{margin:0}';
    const landing = `<!doctype html><html><head><style>${css}</style></head><body><div id="root" data-prerendered=""><h1>VetNow</h1></div></body></html>`;
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const file = join(webRoot.path, 'shell/dist/landing.html');
    await writeFile(file, landing);
    try {
      const root = await call(`${stack.gw.url}/`, { headers: { accept: 'text/html' } });
      expect(root.status).toBe(200);
      expect(root.text).toBe(landing);
      expect(root.headers['cache-control']).toBe('no-cache');
      expect(root.headers['content-type']).toMatch(/^text\/html/);
      // Its one inline <style> (the inlined stylesheet) is allowed by its hash, and nothing else is.
      const policy = String(root.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' ${hash}`);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toMatch(/script-src 'self';/);
      const login = await call(`${stack.gw.url}/login`, { headers: { accept: 'text/html' } });
      expect(login.text).toBe(INDEX);
      expect(String(login.headers['content-security-policy'])).not.toContain('sha256-');
    } finally {
      await rm(file);
    }
    expect((await call(`${stack.gw.url}/`, { headers: { accept: 'text/html' } })).text).toBe(INDEX);
  });

  it('serves the pre-rendered sign-in and registration pages at /login and /register, each style allowed by its own hash', async () => {
    const page = (css: string, h1: string) =>
      `<!doctype html><html><head><style>${css}</style></head><body><div id="root" data-prerendered=""><h1>${h1}</h1></div></body></html>`;
    const pages = { login: page('h1{color:teal}', 'Login'), register: page('h1{color:navy}', 'Register') };
    const files = Object.keys(pages).map((name) => join(webRoot.path, `shell/dist/${name}.html`));
    for (const [name, html] of Object.entries(pages)) await writeFile(join(webRoot.path, `shell/dist/${name}.html`), html);
    try {
      for (const [name, html] of Object.entries(pages)) {
        const res = await call(`${stack.gw.url}/${name}?redirect=%2Fdoctors`, { headers: { accept: 'text/html' } });
        expect(res.status).toBe(200);
        expect(res.text).toBe(html);
        expect(res.headers['cache-control']).toBe('no-cache');
        const css = /<style>(.*)<\/style>/.exec(html)![1]!;
        const policy = String(res.headers['content-security-policy']);
        expect(policy).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
        expect(policy).not.toContain('unsafe-inline');
      }
      // Another route, and a path that only starts like one, keep index.html and its plain policy.
      for (const path of ['/doctors', '/login/extra', '/registered']) {
        const res = await call(`${stack.gw.url}${path}`, { headers: { accept: 'text/html' } });
        expect(res.text).toBe(INDEX);
        expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
      }
    } finally {
      for (const file of files) await rm(file);
    }
    // An older build without them: index.html.
    expect((await call(`${stack.gw.url}/login`, { headers: { accept: 'text/html' } })).text).toBe(INDEX);
  });

  it('answers 404 JSON (no page) for a missing file, an API path, or a remote path, and for non-HTML requests', async () => {
    for (const [path, accept] of [
      ['/missing.0123abcd.js', '*/*'],
      ['/owner/dashboard', 'application/json'],
      ['/api/nothing', 'text/html'],
      ['/remotes/owner/missing.js', 'text/html'],
      ['/remotes/admin/remoteEntry.js', '*/*'],
      ['/remotes/unknown/remoteEntry.js', '*/*'],
      ['/remotes/owner/../../shell/dist/index.html', '*/*'],
      ['/%2e%2e/%2e%2e/etc/passwd', 'text/html'],
    ] as const) {
      const res = await call(`${stack.gw.url}${path}`, { headers: { accept } });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('serves hashed assets as immutable and entry points as no-cache', async () => {
    const hashed = await call(`${stack.gw.url}/main.0123abcd.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.text).toBe(BIG_JS);
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await call(`${stack.gw.url}/static/css/app.89abcdef01.css`);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const path of ['/remotes/owner/mf-manifest.json', '/remotes/owner/remoteEntry.js', '/favicon.ico']) {
      const res = await call(`${stack.gw.url}${path}`);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
    }
    const chunk = await call(`${stack.gw.url}/remotes/owner/static/js/123.fedcba98.js`);
    expect(chunk.text).toBe('var chunk;');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(`${stack.gw.url}/remotes/doctor/remoteEntry.js`)).text).toBe('var doctor;');
  });

  it('serves the service worker and the web app manifest with their content types, never cached (ADR 0065)', async () => {
    for (const encoding of ['br', 'identity']) {
      const sw = await call(`${stack.gw.url}/sw.js`, { headers: { 'accept-encoding': encoding } });
      expect(sw.status).toBe(200);
      expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-security-policy']).toContain("worker-src 'self'");
    }
    const manifest = await call(`${stack.gw.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'VetNow', start_url: '/' });
    const offline = await call(`${stack.gw.url}/offline.html`);
    expect([offline.status, offline.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
  });

  it('revalidates with ETag (304)', async () => {
    const first = await call(`${stack.gw.url}/main.0123abcd.js`);
    const again = await call(`${stack.gw.url}/main.0123abcd.js`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("serves the build's brotli or gzip copy as the browser accepts, and compresses JSON answers", async () => {
    const file = join(webRoot.path, 'shell/dist/main.0123abcd.js');
    const br = await call(`${stack.gw.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The copy on disk itself (compressed once, by the build), not a compression made for this request.
    expect(br.body.equals(await readFile(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    // Revalidation works on that copy too.
    const again = await call(`${stack.gw.url}/main.0123abcd.js`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.status).toBe(304);

    // Brotli before gzip, q=0 honoured, nothing compressed for identity.
    for (const [acceptEncoding, expected] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await call(`${stack.gw.url}/main.0123abcd.js`, { headers: { 'accept-encoding': acceptEncoding } });
      expect([acceptEncoding, res.headers['content-encoding']]).toEqual([acceptEncoding, expected]);
      if (expected === 'gzip') expect(res.body.equals(await readFile(`${file}.gz`))).toBe(true);
      if (expected === 'gzip') expect(gunzipSync(res.body).toString()).toBe(BIG_JS);
      if (expected === undefined) expect(res.text).toBe(BIG_JS);
    }

    // The copies are never served by their own names.
    expect((await call(`${stack.gw.url}/main.0123abcd.js.br`)).status).toBe(404);
    expect((await call(`${stack.gw.url}/main.0123abcd.js.gz`)).status).toBe(404);

    const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Doctor ${i}` })) };
    stack.services.fakes.clinic.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(big));
    });
    const api = await call(`${stack.gw.url}/api/doctors`, { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString())).toEqual(big);
  });

  it("serves a rebuilt file's new content, compressed", async () => {
    const path = join(webRoot.path, 'shell/dist/app.js');
    await writeFile(path, `var v1 = ${JSON.stringify('a'.repeat(3000))};`);
    await precompress(path);
    const first = await call(`${stack.gw.url}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(first.body).toString()).toContain('var v1');
    await writeFile(path, `var v2 = ${JSON.stringify('b'.repeat(4000))};`);
    await precompress(path);
    const second = await call(`${stack.gw.url}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.body).toString()).toContain('var v2');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('never serves a compressed copy older than its file (sw.js changed after the build)', async () => {
    const path = join(webRoot.path, 'shell/dist/sw-stale.js');
    await writeFile(path, `var old = ${JSON.stringify('o'.repeat(3000))};`);
    await precompress(path);
    // The file changes after the build compressed it: its copies are now older than it.
    const changed = `var changed = ${JSON.stringify('c'.repeat(3000))};`;
    await writeFile(path, changed);
    const past = new Date(Date.now() - 60_000);
    await utimes(`${path}.br`, past, past);
    await utimes(`${path}.gz`, past, past);
    for (const acceptEncoding of ['br', 'gzip', 'br, gzip']) {
      const res = await call(`${stack.gw.url}/sw-stale.js`, { headers: { 'accept-encoding': acceptEncoding } });
      expect(res.status).toBe(200);
      const body = res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.body).toString()
        : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString() : res.text;
      expect([acceptEncoding, body]).toEqual([acceptEncoding, changed]);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    // Compressed again (the next build): the copy is served again.
    await precompress(path);
    const fresh = await call(`${stack.gw.url}/sw-stale.js`, { headers: { 'accept-encoding': 'br' } });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.body).toString()).toBe(changed);
  });

  it('gives /remotes.json with the default manifest URLs, never cached', async () => {
    const res = await call(`${stack.gw.url}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      owner: '/remotes/owner/mf-manifest.json',
      doctor: '/remotes/doctor/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it("serves a remote route with its screen's frame to a browser signed in as its role and reading English (ADR 0083)", async () => {
    const shellCss = 'body{margin:0}';
    const frameCss = '[data-vn-remote=vetnow_owner] h1{font-weight:700}';
    const slot = '<div data-screen-frame-slot=""></div>';
    const template = `<!doctype html><html><head><style>${shellCss}</style></head><body><div id="root"><main>${slot}</main></div></body></html>`;
    const frameHtml = '<div data-vn-remote="vetnow_owner" class="contents"><h1>Find Veterinarians</h1></div>';
    const files = {
      'shell/dist/screen.html': template,
      'shell/dist/screen-frames.json': JSON.stringify({ slot, routes: [{ pattern: '/doctors', role: 'user', remote: 'owner', expose: 'doctors-page' }] }),
      'mf-owner/dist/frames/doctors-page.json': JSON.stringify({ expose: 'doctors-page', language: 'en', html: frameHtml, css: frameCss }),
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(webRoot.path, file, '..'), { recursive: true });
      await writeFile(join(webRoot.path, file), text);
    }
    const page = (headers: Record<string, string>, path = '/doctors') =>
      call(`${stack.gw.url}${path}`, { headers: { accept: 'text/html', ...headers } });
    try {
      const framed = await page({ cookie: 'vetnow_refresh=x; vetnow.role=user', 'accept-language': 'en-GB,si;q=0.5' });
      expect(framed.status).toBe(200);
      expect(framed.headers['content-type']).toMatch(/^text\/html/);
      expect(framed.headers['cache-control']).toBe('no-cache');
      expect(String(framed.headers.vary)).toMatch(/Accept-Language, Cookie/);
      expect(framed.text).toBe(
        `<!doctype html><html><head><style>${shellCss}${frameCss}</style></head><body><div id="root"><main>` +
          `<div data-screen-frame="owner/doctors-page" data-screen-role="user" data-page-loading="" inert="">${frameHtml}</div>` +
          '</main></div></body></html>',
      );
      // The one inline style, the shell's and the frame's stylesheets together, allowed by its hash.
      const policy = String(framed.headers['content-security-policy']);
      expect(policy).toContain(`'sha256-${createHash('sha256').update(shellCss + frameCss).digest('base64')}'`);
      expect(policy).not.toContain('unsafe-inline');
      // The language cookie (a choice made on this device) wins over the browser's preference.
      expect((await page({ cookie: 'vetnow.role=user; vetnow.language=en', 'accept-language': 'si-LK' })).text).toContain('data-screen-frame=');

      // Not this visitor's screen: signed out, another role, another language (cookie or preference): the plain page.
      const notTheirs: Record<string, string>[] = [
        {},
        { cookie: 'vetnow_refresh=x' },
        { cookie: 'vetnow.role=doctor' },
        { cookie: 'vetnow.role=user; vetnow.language=ta' },
        { cookie: 'vetnow.role=user', 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' },
      ];
      for (const headers of notTheirs) {
        const plain = await page(headers);
        expect({ headers, text: plain.text }).toEqual({ headers, text: INDEX });
        expect(String(plain.headers['content-security-policy'])).not.toContain('sha256-');
      }
      // A route without a frame keeps index.html.
      expect((await page({ cookie: 'vetnow.role=user' }, '/dashboard')).text).toBe(INDEX);
    } finally {
      for (const file of Object.keys(files)) await rm(join(webRoot.path, file));
    }
    // A build without frames: index.html for everyone.
    expect((await page({ cookie: 'vetnow.role=user' })).text).toBe(INDEX);
  });

  it('serves no frame for a remote the gateway does not serve itself (REMOTE_*_URL): it cannot know its version', async () => {
    const slot = '<div data-screen-frame-slot=""></div>';
    const files = {
      'shell/dist/screen.html': `<!doctype html><html><head><style>a{}</style></head><body>${slot}</body></html>`,
      'shell/dist/screen-frames.json': JSON.stringify({ slot, routes: [{ pattern: '/doctors', role: 'user', remote: 'owner', expose: 'doctors-page' }] }),
      'mf-owner/dist/frames/doctors-page.json': JSON.stringify({ expose: 'doctors-page', language: 'en', html: '<div>frame</div>', css: '' }),
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(webRoot.path, file, '..'), { recursive: true });
      await writeFile(join(webRoot.path, file), text);
    }
    const moved = await startGateway({ ...stack.services.env, WEB_ROOT: webRoot.path, REMOTE_OWNER_URL: 'https://owner.cdn.example/' });
    try {
      const res = await call(`${moved.url}/doctors`, { headers: { accept: 'text/html', cookie: 'vetnow.role=user' } });
      expect(res.text).toBe(INDEX);
      // The same files through a gateway that serves the owner remote itself: framed.
      const own = await call(`${stack.gw.url}/doctors`, { headers: { accept: 'text/html', cookie: 'vetnow.role=user' } });
      expect(own.text).toContain('data-screen-frame="owner/doctors-page"');
    } finally {
      await moved.close();
      for (const file of Object.keys(files)) await rm(join(webRoot.path, file));
    }
  });

  it('gives /remotes.json from REMOTE_*_URL and lets the page load from those origins (CSP)', async () => {
    const moved = await startGateway({
      ...stack.services.env,
      WEB_ROOT: webRoot.path,
      REMOTE_OWNER_URL: 'https://owner.cdn.example/',
      REMOTE_ADMIN_URL: 'https://admin.example:8443/v2/mf-manifest.json',
    });
    try {
      const res = await call(`${moved.url}/remotes.json`);
      expect(res.json()).toEqual({
        owner: 'https://owner.cdn.example/mf-manifest.json',
        doctor: '/remotes/doctor/mf-manifest.json',
        admin: 'https://admin.example:8443/v2/mf-manifest.json',
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://owner.cdn.example https://admin.example:8443;");
      expect(csp).toContain("connect-src 'self' https://owner.cdn.example https://admin.example:8443;");
    } finally {
      await moved.close();
    }
  });
});

describe('static site helpers', () => {
  it('classifies cache policy by file name', () => {
    expect(cacheControlFor('/x/main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.0123abcd.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/app.js')).toBe('no-cache');
    expect(cacheControlFor('/x/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/x/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/x/icons/icon-192.png')).toBe('no-cache');
  });

  it('refuses paths that leave the folder', () => {
    expect(safeRelativePath('/a/../../etc/passwd')).toBeUndefined();
    expect(safeRelativePath('/%2e%2e/x')).toBeUndefined();
    expect(safeRelativePath('/a%00b')).toBeUndefined();
    expect(safeRelativePath('/static/js/a.js')).toBe('static/js/a.js');
  });
});
