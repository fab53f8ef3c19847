import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { sendError } from '../common/error-answer.js';

/**
 * The Content-Security-Policy directives of every answer. `extraOrigins` are the origins remotes are loaded from when
 * they live outside the gateway: the page loads their scripts, styles, manifests, images and fonts.
 * No `'unsafe-inline'` anywhere: styles come only from the built stylesheets (the toaster is styled by classes,
 * see web-kit's toaster; React `style` props are set through CSSOM, which the CSP does not govern).
 * `formOrigins` are the origins a page may submit a form to besides its own: PayHere's checkout, which the owner's
 * browser POSTs the signed payment form to (config `paymentFormOrigins`).
 */
export function cspDirectives(
  extraOrigins: readonly string[] = [],
  formOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': [`'self'`],
    'script-src': [`'self'`, ...extraOrigins],
    'style-src': [`'self'`, ...extraOrigins],
    'img-src': [`'self'`, 'data:', ...extraOrigins],
    'connect-src': [`'self'`, ...extraOrigins],
    'font-src': [`'self'`, 'data:', ...extraOrigins],
    // The service worker (/sw.js) and the web app manifest come from the site itself only (ADR 0065).
    'worker-src': [`'self'`],
    'manifest-src': [`'self'`],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'frame-ancestors': [`'none'`],
    'form-action': [`'self'`, ...formOrigins],
  };
}

/**
 * The policy as helmet writes it (directives joined by `;`): the static site adds a pre-rendered page's style hash
 * to it, and a router error (no hooks run) gets it by hand.
 */
export function contentSecurityPolicy(extraOrigins: readonly string[] = [], formOrigins: readonly string[] = []): string {
  return Object.entries(cspDirectives(extraOrigins, formOrigins))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/** HSTS, sent only on answers that went over HTTPS (over plain HTTP a browser ignores it, and it would be a lie). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * @fastify/helmet's options: exactly the headers the gateway sent before helmet (ADR 0067) — CSP, nosniff,
 * Referrer-Policy, X-Frame-Options DENY. Helmet's other defaults are off: Cross-Origin-Embedder-Policy and
 * Cross-Origin-Resource-Policy would stop the shell loading remotes served from other origins (REMOTE_*_URL);
 * the legacy ones (X-XSS-Protection, X-Download-Options, …) change nothing in the browsers we support. HSTS is
 * off here because helmet sends it on every answer: {@link registerSecurity} sends it over HTTPS only.
 */
export function helmetOptions(extraOrigins: readonly string[] = [], formOrigins: readonly string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(extraOrigins, formOrigins) },
    // X-Content-Type-Options: nosniff is helmet's default and stays on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/**
 * The headers helmet puts on an answer, for the one answer helmet never sees: a URL the router refuses
 * (`frameworkErrors`, before any hook). security.spec.ts checks both kinds of answer against the same values.
 */
export function securityHeaders(
  extraOrigins: readonly string[] = [],
  formOrigins: readonly string[] = [],
): ReadonlyArray<readonly [string, string]> {
  return [
    ['content-security-policy', contentSecurityPolicy(extraOrigins, formOrigins)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
  ];
}

/** Applies {@link securityHeaders} to a Node response, and HSTS when the request came over HTTPS. */
export function applySecurityHeaders(
  res: ServerResponse,
  headers: ReadonlyArray<readonly [string, string]>,
  https: boolean,
): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (https) res.setHeader('strict-transport-security', HSTS);
}

export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const CORS_ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, idempotency-key, x-request-id';
export const CORS_EXPOSED_HEADERS = 'x-request-id';

export interface SecurityOptions {
  /** Origins remotes are loaded from, added to the CSP. */
  readonly remoteOrigins: readonly string[];
  /** Origins a page may submit a form to besides its own (CSP `form-action`): PayHere's checkout. */
  readonly formOrigins?: readonly string[];
  /** The only origins CORS lets in. */
  readonly publicOrigins: readonly string[];
}

/**
 * @fastify/helmet's hook and then one `onRequest` hook of ours, on the root instance, so they run for every answer
 * (API, static, composition, 404s): the security headers (helmet), HSTS over HTTPS only, the request id echoed
 * back, and CORS for the site's own origins only. A preflight from any other origin is refused with 403 and no
 * CORS header, and a plain request from one gets no Access-Control-Allow-Origin, so the browser withholds the answer.
 */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(opts.remoteOrigins, opts.formOrigins));
  const allowed = new Set(opts.publicOrigins);

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // `request.protocol`: the gateway's own TLS, or X-Forwarded-Proto from a trusted proxy.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    reply.raw.setHeader('x-request-id', request.id);
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    reply.header('vary', 'Origin');
    const ok = allowed.has(origin);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!ok) {
      if (preflight) {
        void sendError(reply, 403, 'This origin is not allowed', 'ORIGIN_FORBIDDEN');
        return;
      }
      return done();
    }
    reply.header('access-control-allow-origin', origin);
    if (!preflight) {
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
      return done();
    }
    reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', '600')
      .send();
  });
}

/**
 * `Cache-Control: no-store` on every `/api` answer that does not carry its own policy: API answers hold personal
 * data (profiles, appointments, cards) and must not be kept by the browser or a shared cache. The services set it
 * too (service-kit); this covers the gateway's own answers (health, stats, 404/405/413/502/503/504). A public,
 * cacheable answer (JWKS) keeps the policy its service gave it.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if ((url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
