/**
 * Security proof, part 4: the security headers of pages, assets and API answers, and CORS. Its own cast, on the stack of shared-stack.spec.ts.
 */
import type { Fixtures } from './support/fixtures.js';
import { call, type Answer } from './support/http.js';
import type { ProofStack } from './support/proof-stack.js';
import { useSharedProofSuite } from './support/proof-suite.js';

let proof: ProofStack;
let fx: Fixtures;
let api: string;
useSharedProofSuite((s) => ({ proof, fx, api } = s));

describe('4. security headers and CORS', () => {
  function headerProblems(what: string, a: Answer): string[] {
    const problems: string[] = [];
    const csp = a.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map((d) => [d[0]!.toLowerCase(), d.slice(1)] as const),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    if (!csp) problems.push('no Content-Security-Policy');
    else {
      if (!scriptSrc) problems.push('CSP without script-src or default-src');
      if (scriptSrc?.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*')) problems.push(`script-src is ${scriptSrc.join(' ')}`);
      if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push(`frame-ancestors is ${directives.get('frame-ancestors')?.join(' ')}`);
      if (directives.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
    }
    // The stack is plain HTTP: HSTS is sent only over HTTPS (proven with a certificate in gateway/src/security/edges.spec.ts).
    const hsts = a.headers.get('strict-transport-security');
    if (hsts !== null) problems.push(`HSTS "${hsts}" over plain HTTP`);
    if (a.headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
    const rp = a.headers.get('referrer-policy') ?? '';
    if (!['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin'].includes(rp)) problems.push(`Referrer-Policy "${rp}"`);
    if (a.headers.get('x-powered-by')) problems.push(`X-Powered-By ${a.headers.get('x-powered-by')}`);
    return problems.map((p) => `${what} (${a.status}): ${p}`);
  }

  it('every page, asset and API answer carries CSP, nosniff, referrer-policy and frame-ancestors \'none\' (no HSTS over HTTP)', async () => {
    const site = proof.gatewayUrl;
    const html = { accept: 'text/html' };
    const manifest = await call(`${site}/remotes/owner/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    const m = manifest.json as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
    const entry = [m.metaData?.remoteEntry?.path, m.metaData?.remoteEntry?.name].filter(Boolean).join('/') || 'remoteEntry.js';
    const answers: [string, Answer][] = [
      ['/', await call(`${site}/`, { headers: html })],
      ['/login', await call(`${site}/login`, { headers: html })],
      ['/doctors', await call(`${site}/doctors`, { headers: html })],
      ['/remotes/owner/mf-manifest.json', manifest],
      [`/remotes/owner/${entry}`, await call(`${site}/remotes/owner/${entry.replace(/^\/+/, '')}`, { headers: { accept: '*/*' } })],
      ['/remotes.json', await call(`${site}/remotes.json`)],
      ['GET /api/doctors (200)', await call(`${api}/doctors`)],
      ['GET /api/health (200)', await call(`${api}/health`)],
      ['GET /api/users/profile (401)', await call(`${api}/users/profile`)],
      ['GET /api/admin/doctors as owner (403)', await call(`${api}/admin/doctors`, { token: fx.ownerA.token })],
      // Issue 39: a live stream of the front desk (status and headers only: it never ends).
      ['GET /api/desk/day-sheet/events (an event stream)', await call(`${api}/desk/day-sheet/events`, { token: fx.staff.token })],
      ['POST /api/auth/login bad body (400)', await call(`${api}/auth/login`, { method: 'POST', body: { email: '' } })],
      ['GET /api/nothing (404)', await call(`${api}/nothing`)],
      ['GET /api/doctors/<unknown> (404)', await call(`${api}/doctors/00000000-0000-4000-8000-000000000000`)],
      ['DELETE /api/doctors (405)', await call(`${api}/doctors`, { method: 'DELETE' })],
      ['GET /nothing.js (404)', await call(`${site}/nothing.js`)],
    ];
    const expected: Record<string, number> = {
      '/': 200,
      '/login': 200,
      '/doctors': 200,
      '/remotes.json': 200,
      'GET /api/desk/day-sheet/events (an event stream)': 200,
    };
    const problems = answers.flatMap(([what, a]) => [
      ...headerProblems(what, a),
      ...(expected[what] !== undefined && a.status !== expected[what] ? [`${what}: status ${a.status}`] : []),
    ]);
    const entryAnswer = answers.find(([w]) => w.startsWith('/remotes/owner/') && !w.endsWith('.json'))!;
    expect(entryAnswer[1].status).toBe(200);
    expect(problems).toEqual([]);
  });

  it('CORS: the site\'s origin is allowed; a foreign origin gets no Access-Control-Allow-Origin and its preflight is refused', async () => {
    const site = proof.siteOrigin;
    const foreign = 'https://evil.example';
    const own = await call(`${api}/doctors`, { headers: { origin: site } });
    expect(own.headers.get('access-control-allow-origin')).toBe(site);
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = (origin: string) =>
      call(`${api}/appointments/book`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
    const ownPreflight = await preflight(site);
    expect(ownPreflight.status).toBeLessThan(300);
    expect(ownPreflight.headers.get('access-control-allow-origin')).toBe(site);

    for (const origin of [foreign, 'null', `${site}.evil.example`, site.replace('http://', 'https://'), `http://evil.localhost:${proof.stack.ports.gateway}`]) {
      const plain = await call(`${api}/doctors`, { headers: { origin } });
      expect(`${origin}: ${plain.headers.get('access-control-allow-origin')}`).toBe(`${origin}: null`);
      const withToken = await call(`${api}/users/profile`, { token: fx.ownerA.token, headers: { origin } });
      expect(`${origin}: ${withToken.headers.get('access-control-allow-origin')}`).toBe(`${origin}: null`);
      const refused = await preflight(origin);
      expect(`${origin}: ${refused.status >= 400} ${refused.headers.get('access-control-allow-origin')} ${refused.headers.get('access-control-allow-methods')}`).toBe(
        `${origin}: true null null`,
      );
    }
    // The services are not reachable cross-origin either when called directly.
    for (const service of ['auth', 'clinic', 'booking', 'payments'] as const) {
      const a = await call(`${proof.serviceUrls[service]}/health`, { headers: { origin: foreign } });
      expect(`${service}: ${a.headers.get('access-control-allow-origin')}`).toBe(`${service}: null`);
    }
  });
});
