// The gateway's edge (issue 10 §4): the X-Forwarded-For it sends, build files it never serves, no-store on the
// API, a CSP without 'unsafe-inline', and HTTPS (TLS_CERT_FILE/TLS_KEY_FILE) with an HTTP → HTTPS redirect and
// HSTS only over HTTPS.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from '@vetnow/service-kit/testing';
import { loadGatewayConfig, GatewayConfigError } from '../config/gateway-config.js';
import { call } from '../testing/fake-upstream.js';
import { startFakeServices, startGateway, useGatewayOverFakes, type TestGateway } from '../testing/start-gateway.js';
import { useWebRoot } from '../testing/web-root.js';
import { httpsLocation } from './https-redirect.js';

const webRootFiles: Record<string, string> = {
  'shell/dist/index.html': '<!doctype html><title>VetNow</title>',
  'shell/dist/js/main.0123456789.js': 'console.log(1)\n//# sourceMappingURL=main.0123456789.js.map',
  'shell/dist/js/main.0123456789.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  'shell/dist/mf-stats.json': '{"metaData":{},"shared":[]}',
  'shell/dist/mf-manifest.json': '{"id":"shell"}',
  'mf-owner/dist/remoteEntry.js': 'var x = 1;',
  'mf-owner/dist/remoteEntry.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  'mf-owner/dist/css/main.0123456789.css.map': '{"version":3}',
  'mf-owner/dist/mf-stats.json': '{"metaData":{},"shared":[]}',
  'mf-owner/dist/mf-manifest.json': '{"id":"vetnow_owner"}',
  'mf-owner/dist/frames/render/0123456789ab/bundle.cjs': 'exports.secret = "secret source";',
};

describe('gateway edges over HTTP', () => {
  const webRoot = useWebRoot(webRootFiles);
  const stack = useGatewayOverFakes(() => ({ WEB_ROOT: webRoot.path }));

  it('sends the services its real peer as X-Forwarded-For, never the client\'s own header', async () => {
    await rawRequest(`${stack.gw.url}/api/auth/login`, {
      method: 'POST',
      localAddress: '127.0.0.5',
      headers: { 'content-type': 'application/json', 'content-length': '0', 'x-forwarded-for': '203.0.113.1, 198.51.100.2' },
    });
    expect(stack.services.fakes.auth.requests.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.5');
  });

  it('never serves source maps, mf-stats.json or a frame renderer (404), but serves the manifests and scripts', async () => {
    for (const path of [
      '/js/main.0123456789.js.map',
      '/mf-stats.json',
      '/remotes/owner/remoteEntry.js.map',
      '/remotes/owner/css/main.0123456789.css.map',
      '/remotes/owner/mf-stats.json',
      '/remotes/owner/REMOTEENTRY.JS.MAP',
      '/remotes/owner/remoteEntry.js%2emap',
      '/remotes/owner/frames/render/0123456789ab/bundle.cjs',
      '/remotes/owner/FRAMES/Render/0123456789ab/bundle.cjs',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const a = await call(`${stack.gw.url}${path}`, { headers: { accept, 'accept-encoding': 'br, gzip' } });
        expect(`${path} (${accept}) → ${a.status}`).toBe(`${path} (${accept}) → 404`);
        expect(a.text).not.toContain('secret source');
      }
    }
    expect((await call(`${stack.gw.url}/remotes/owner/remoteEntry.js`)).status).toBe(200);
    expect((await call(`${stack.gw.url}/remotes/owner/mf-manifest.json`)).status).toBe(200);
    expect((await call(`${stack.gw.url}/js/main.0123456789.js`)).status).toBe(200);
  });

  it('API answers are Cache-Control: no-store (proxied, composed, errors); a service\'s own public policy is kept', async () => {
    stack.services.fakes.auth.handle((req, res) => {
      if (req.url === '/.well-known/jwks.json') res.setHeader('cache-control', 'public, max-age=300');
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    const answers = {
      proxied: await call(`${stack.gw.url}/api/users/profile`),
      health: await call(`${stack.gw.url}/api/health`),
      stats: await call(`${stack.gw.url}/api/admin/dashboard/stats`),
      notFound: await call(`${stack.gw.url}/api/nothing`),
      methodNotAllowed: await call(`${stack.gw.url}/api/doctors`, { method: 'DELETE' }),
      tooLarge: await call(`${stack.gw.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(200 * 1024),
      }),
    };
    const policies = Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, a.headers['cache-control']]));
    expect(policies).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, 'no-store'])));
    expect(answers.tooLarge.status).toBe(413);
  });

  it('CSP: no \'unsafe-inline\' in style-src (nor anywhere), and no HSTS over plain HTTP', async () => {
    for (const url of [`${stack.gw.url}/`, `${stack.gw.url}/api/doctors`, `${stack.gw.url}/remotes/owner/remoteEntry.js`]) {
      const a = await call(url, { headers: { accept: 'text/html' } });
      const csp = String(a.headers['content-security-policy']);
      const styleSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src'));
      expect(styleSrc).toBe("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(a.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('gateway behind a trusted proxy (GATEWAY_TRUSTED_PROXIES)', () => {
  const stack = useGatewayOverFakes(() => ({ GATEWAY_TRUSTED_PROXIES: '127.0.0.7' }));

  it('takes the client from a trusted proxy\'s X-Forwarded-For, and only from it', async () => {
    const viaProxy = { 'x-forwarded-for': '198.51.100.9, 203.0.113.4', 'x-forwarded-proto': 'https' };
    const trusted = await rawRequest(`${stack.gw.url}/api/doctors`, { localAddress: '127.0.0.7', headers: viaProxy });
    expect(stack.services.fakes.clinic.requests.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.4');
    // TLS ended at the trusted proxy: the answer went to the browser over HTTPS, so HSTS applies.
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const other = await rawRequest(`${stack.gw.url}/api/doctors`, { localAddress: '127.0.0.8', headers: viaProxy });
    expect(stack.services.fakes.clinic.requests.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.8');
    expect(other.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('gateway over HTTPS (TLS_CERT_FILE / TLS_KEY_FILE)', () => {
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let gw: TestGateway;
  let dir: string;
  let cert: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vetnow-gw-tls-'));
    const certFile = join(dir, 'cert.pem');
    const keyFile = join(dir, 'key.pem');
    // A self-signed certificate for localhost / 127.0.0.1, made for this test only.
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
    cert = readFileSync(certFile);
    services = await startFakeServices();
    gw = await startGateway({ ...services.env, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, HTTP_PORT: '0' });
  });
  afterAll(async () => {
    await gw?.close();
    await services.closeAll();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves HTTPS with the certificate, with HSTS and the other security headers', async () => {
    expect(gw.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const a = await rawRequest(`${gw.url}/api/doctors`, { ca: cert });
    expect(a.status).toBe(200);
    expect(a.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(a.headers['content-security-policy']).toContain("default-src 'self'");
    expect(services.fakes.clinic.requests.at(-1)?.headers['x-forwarded-proto']).toBe('https');
  });

  it('redirects plain HTTP on HTTP_PORT to the same URL over HTTPS (308), without HSTS', async () => {
    expect(gw.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const httpsPort = new URL(gw.url).port;
    const a = await rawRequest(`${gw.redirectUrl}/doctors?q=a`, { headers: { host: 'localhost:8080' } });
    expect(a.status).toBe(308);
    expect(a.headers.location).toBe(`https://localhost:${httpsPort}/doctors?q=a`);
    expect(a.headers['strict-transport-security']).toBeUndefined();
    const post = await rawRequest(`${gw.redirectUrl}/api/auth/login`, { method: 'POST', headers: { host: 'vetnow.example' } });
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe(`https://vetnow.example:${httpsPort}/api/auth/login`);
    const badHost = await rawRequest(`${gw.redirectUrl}/`, { headers: { host: 'evil.example/@x' } });
    expect(badHost.status).toBe(400);
    expect(badHost.headers.location).toBeUndefined();
  });

  it('redirect targets: default port omitted, IPv6 literals kept, protocol-relative paths flattened', () => {
    expect(httpsLocation('vetnow.lk', '/login', 443)).toBe('https://vetnow.lk/login');
    expect(httpsLocation('[::1]:8080', '/x', 8443)).toBe('https://[::1]:8443/x');
    expect(httpsLocation('vetnow.lk', '//evil.example/x', 443)).toBe('https://vetnow.lk/');
    expect(httpsLocation(undefined, '/', 443)).toBeUndefined();
  });
});

describe('edge configuration', () => {
  it('reads GATEWAY_TRUSTED_PROXIES, TLS_CERT_FILE/TLS_KEY_FILE and HTTP_PORT, refusing half or wrong settings', () => {
    const plain = loadGatewayConfig({});
    expect(plain.trustedProxies).toEqual([]);
    expect(plain.tls).toBeUndefined();
    const c = loadGatewayConfig({
      GATEWAY_TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12',
      TLS_CERT_FILE: '/certs/fullchain.pem',
      TLS_KEY_FILE: '/certs/privkey.pem',
      HTTP_PORT: '8081',
    });
    expect(c.trustedProxies).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(c.tls).toEqual({ certFile: '/certs/fullchain.pem', keyFile: '/certs/privkey.pem' });
    expect(c.httpPort).toBe(8081);
    expect(() => loadGatewayConfig({ GATEWAY_TRUSTED_PROXIES: 'proxy.local' })).toThrow(/GATEWAY_TRUSTED_PROXIES/);
    expect(() => loadGatewayConfig({ TLS_CERT_FILE: '/c.pem' })).toThrow(/TLS_KEY_FILE/);
    expect(() => loadGatewayConfig({ HTTP_PORT: '8081' })).toThrow(/HTTP_PORT/);
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'true' })).toThrow(GatewayConfigError);
  });
});
