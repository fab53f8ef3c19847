/**
 * The edges of the running product (issue 10 §4), on a stack of its own with the real sign-in limits:
 *   - a forged X-Forwarded-For straight to svc-auth is ignored: 25 failed sign-ins claiming 25 made-up addresses
 *     from one peer reach the per-client limit (429); through the gateway the same;
 *   - the gateway serves no source map and no mf-stats.json (404), but the manifests the runtime needs;
 *   - every answer carrying personal data (or a token) is `Cache-Control: no-store`, through the gateway and
 *     straight from the services;
 *   - the pages' CSP has no 'unsafe-inline' (style-src included), and plain HTTP gets no HSTS.
 * HTTPS itself (TLS_CERT_FILE/TLS_KEY_FILE, the HTTP → HTTPS redirect, HSTS over HTTPS) is proven by the gateway's
 * own suite (gateway/src/security/edges.spec.ts), with a certificate made for the test.
 *
 * Peers: on Linux every 127.x.y.z is this machine, so the suite connects from 127.0.0.2 / 127.0.0.3 — addresses
 * that are not the services' trusted proxies (TRUSTED_PROXIES defaults to 127.0.0.1 and ::1, the gateway's).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { DEMO_ADMIN, DEMO_DOCTOR } from '@vetnow/domain/demo';
import { call, describeAnswer, type Answer } from './support/http.js';
import { startProofStack, type ProofStack } from './support/proof-stack.js';
import { World, type Principal } from './support/world.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

let proof: ProofStack;
let api: string;

beforeAll(async () => {
  // The real limits: the shared proof stack raises them for the fuzzer (one client sending hundreds of requests).
  proof = await startProofStack({
    env: { LOGIN_MAX_FAILURES_PER_IP: undefined, RATE_LIMIT_SCALE: undefined, MAX_ACTIVE_APPOINTMENTS: undefined },
  });
  api = `${proof.gatewayUrl}/api`;
}, 240_000);

afterAll(async () => {
  await proof?.stop();
}, 60_000);

/** A POST of JSON from a chosen local address. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body);
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers },
        timeout: 15_000,
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: h, text: data, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(text);
  });
}

/** 25 failed sign-ins, each for another unknown account (so only a per-client limit can stop them), each claiming another made-up address. */
async function forgedFailedLogins(localAddress: string, loginUrl: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 1; i <= 25; i++) {
    const madeUp = `198.51.${Math.floor(i / 200)}.${(i % 200) + 10}`;
    answers.push(
      await postFrom(
        localAddress,
        loginUrl,
        { email: `nobody-${randomBytes(4).toString('hex')}@proof.example`, password: 'not-the-password-1', userType: 'user' },
        { 'x-forwarded-for': madeUp, 'x-real-ip': madeUp, forwarded: `for=${madeUp}` },
      ),
    );
  }
  return answers;
}

describe('X-Forwarded-For from anyone but the gateway is ignored', () => {
  it('25 failed sign-ins straight to svc-auth from 25 made-up addresses are counted under the real peer: 429', async () => {
    const answers = await forgedFailedLogins('127.0.0.2', `${proof.serviceUrls.auth}/auth/login`);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    const limited = answers.find((a) => a.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the same through the gateway: it sends the services its real peer, never the client\'s own header', async () => {
    const statuses = (await forgedFailedLogins('127.0.0.3', `${api}/auth/login`)).map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });
});

describe('no source maps or build statistics are served', () => {
  it('*.map and mf-stats.json answer 404 (shell and every remote); the manifests and entries stay served', async () => {
    const site = proof.gatewayUrl;
    const problems: string[] = [];
    for (const base of ['', '/remotes/owner', '/remotes/doctor', '/remotes/admin']) {
      const isRemote = base !== '';
      const manifest = await call(`${site}${base}/mf-manifest.json`);
      if (manifest.status !== 200) problems.push(`${base}/mf-manifest.json → ${manifest.status}`);
      const probes = ['/mf-stats.json', ...(isRemote ? ['/remoteEntry.js.map'] : [])];
      if (isRemote) {
        const entry = await call(`${site}${base}/remoteEntry.js`, { headers: { accept: '*/*' } });
        if (entry.status !== 200) problems.push(`${base}/remoteEntry.js → ${entry.status}`);
        const mapUrl = /\/\/# sourceMappingURL=(\S+)/.exec(entry.text)?.[1];
        if (mapUrl) problems.push(`${base}/remoteEntry.js points at a source map (${mapUrl})`);
      }
      // Every script and stylesheet the manifest names, with .map appended.
      const m = manifest.json as { exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[] } | undefined;
      for (const e of m?.exposes ?? []) {
        for (const f of [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])].slice(0, 3)) probes.push(`/${f}.map`);
      }
      for (const p of probes) {
        for (const accept of ['*/*', 'text/html']) {
          const a = await call(`${site}${base}${p}`, { headers: { accept } });
          if (a.status !== 404) problems.push(`${base}${p} (accept ${accept}) → ${a.status}`);
          if (a.text.includes('sourcesContent')) problems.push(`${base}${p} served a source map`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('no served script points at a source map (issue 43)', () => {
  it('every .js file of the shell and of each remote, as the gateway serves it, carries no sourceMappingURL comment', async () => {
    // Whatever built the dists (`npm run build`, `npm start`, a test stack under Jest's NODE_ENV=test): the files
    // the gateway serves are walked on disk and fetched through it.
    const apps = [
      { dir: 'shell', base: '' },
      { dir: 'mf-owner', base: '/remotes/owner' },
      { dir: 'mf-doctor', base: '/remotes/doctor' },
      { dir: 'mf-admin', base: '/remotes/admin' },
    ];
    const problems: string[] = [];
    let checked = 0;
    for (const { dir, base } of apps) {
      const dist = path.join(ROOT, dir, 'dist');
      const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
      if (!scripts.length) problems.push(`${dir}/dist has no script`);
      for (const file of scripts) {
        const url = `${proof.gatewayUrl}${base}/${file.split(path.sep).join('/')}`;
        const a = await call(url, { headers: { accept: '*/*' } });
        if (a.status !== 200) problems.push(`${url} → ${a.status}`);
        else checked += 1;
        const mapUrl = /[#@] sourceMappingURL=(\S+)/.exec(a.text)?.[1];
        if (mapUrl) problems.push(`${base}/${file} points at a source map (${mapUrl})`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});

describe('answers with personal data are Cache-Control: no-store', () => {
  let owner: Principal;
  let world: World;

  beforeAll(async () => {
    world = new World(api);
    owner = await world.registerOwner('cache owner');
  });

  it('through the gateway and straight from each service, for every role', async () => {
    const doctor = await world.login('doctor', 'doctor', DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    const admin = await world.login('admin', 'admin', DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staff = await world.loginDemoStaff(); // the seeded front desk (issue 39)
    const direct = proof.serviceUrls;
    const checks: [string, Promise<Answer>][] = [
      ['POST /api/auth/login (token)', call(`${api}/auth/login`, { method: 'POST', body: { email: owner.email, password: owner.password, userType: 'user' } })],
      ['GET /api/users/profile', call(`${api}/users/profile`, { token: owner.token })],
      ['GET /api/appointments/user/all', call(`${api}/appointments/user/all`, { token: owner.token })],
      ['GET /api/users/appointments', call(`${api}/users/appointments`, { token: owner.token })],
      ['GET /api/users/diagnosis-summaries', call(`${api}/users/diagnosis-summaries`, { token: owner.token })],
      ['GET /api/payments/saved-cards', call(`${api}/payments/saved-cards`, { token: owner.token })],
      ['GET /api/doctors/dashboard/profile', call(`${api}/doctors/dashboard/profile`, { token: doctor.token })],
      ['GET /api/doctors/dashboard/appointments', call(`${api}/doctors/dashboard/appointments`, { token: doctor.token })],
      ['GET /api/admin/doctors', call(`${api}/admin/doctors`, { token: admin.token })],
      ['GET /api/admin/appointments', call(`${api}/admin/appointments`, { token: admin.token })],
      ['GET /api/admin/dashboard/stats', call(`${api}/admin/dashboard/stats`, { token: admin.token })],
      ['GET /api/admin/staff', call(`${api}/admin/staff`, { token: admin.token })],
      ['GET /api/desk/day-sheet', call(`${api}/desk/day-sheet`, { token: staff.token })],
      ['GET /api/users/booking-standing', call(`${api}/users/booking-standing`, { token: owner.token })],
      ['GET /api/users/profile without a token (401)', call(`${api}/users/profile`)],
      ['svc-auth GET /users/profile', call(`${direct.auth}/users/profile`, { token: owner.token })],
      ['svc-booking GET /appointments/user/all', call(`${direct.booking}/appointments/user/all`, { token: owner.token })],
      ['svc-payments GET /payments/saved-cards', call(`${direct.payments}/payments/saved-cards`, { token: owner.token })],
      ['svc-clinic GET /admin/doctors', call(`${direct.clinic}/admin/doctors`, { token: admin.token })],
      ['svc-auth GET /admin/staff', call(`${direct.auth}/admin/staff`, { token: admin.token })],
      ['svc-booking GET /desk/day-sheet', call(`${direct.booking}/desk/day-sheet`, { token: staff.token })],
    ];
    const problems: string[] = [];
    for (const [what, pending] of checks) {
      const a = await pending;
      const cc = a.headers.get('cache-control') ?? '(none)';
      if (!/\bno-store\b/.test(cc)) problems.push(`${what}: Cache-Control ${cc} (${describeAnswer('', '', a).slice(0, 120)})`);
    }
    expect(problems).toEqual([]);
  });
});

describe('CSP and HSTS of the pages', () => {
  it('no \'unsafe-inline\' anywhere in the CSP (style-src included); no HSTS over plain HTTP', async () => {
    const problems: string[] = [];
    for (const path of ['/', '/login', '/doctors', '/owner/profile', '/remotes/owner/mf-manifest.json', '/api/doctors']) {
      const a = await call(`${proof.gatewayUrl}${path}`, { headers: { accept: path.startsWith('/api') || path.endsWith('.json') ? 'application/json' : 'text/html' } });
      const csp = a.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src')) ?? '(none)';
      if (!csp) problems.push(`${path}: no CSP`);
      if (csp.includes("'unsafe-inline'")) problems.push(`${path}: ${csp}`);
      if (styleSrc.split(/\s+/).includes('*')) problems.push(`${path}: ${styleSrc}`);
      if (a.headers.get('strict-transport-security')) problems.push(`${path}: HSTS over plain HTTP`);
    }
    expect(problems).toEqual([]);
  });
});
