import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { matchRoute, ROUTES, type HttpMethod } from '@vetnow/contracts/routes';
import { nameActiveSpan, traceHeaders } from '@vetnow/service-kit/tracing';
import { fastifyErrorHandler, NOT_FOUND_MESSAGE, sendError } from '../common/error-answer.js';
import { UpstreamError, type UpstreamRegistry } from '../upstreams/upstream-registry.js';
import { isEventStreamRoute, OpenEventStreams } from './event-streams.js';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './forward-headers.js';
import { refreshCookieHeader } from './refresh-cookie.js';

export const API_PREFIX = '/api';

const METHODS: readonly HttpMethod[] = [...new Set(ROUTES.map((r) => r.method))];
const NO_BODY = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
const BUFFERED_ANSWER_BYTES = 256 * 1024;

/** The contract route each proxied request matched (for the metrics' route label). */
const CONTRACT_ROUTE = new WeakMap<FastifyRequest, string>();
export const contractRouteOf = (request: FastifyRequest): string | undefined => {
  const path = CONTRACT_ROUTE.get(request);
  return path === undefined ? undefined : `${API_PREFIX}${path}`;
};

export interface ProxyOptions {
  readonly upstreams: UpstreamRegistry;
  readonly bodyLimitBytes: number;
}

/** Methods the route table allows on a path (for 405's Allow header). */
export function allowedMethods(path: string): HttpMethod[] {
  return METHODS.filter((m) => matchRoute(m, path) !== undefined);
}

/**
 * Splits `/api/x/y?q` into the path the route table matches and the one the service gets. Empty segments are
 * dropped (as matchRoute does); dot segments are refused, so a service never sees a path other than the one
 * that was matched.
 */
export function upstreamTarget(url: string): { path: string; search: string } | undefined {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  if (!rawPath.startsWith(`${API_PREFIX}/`)) return undefined;
  const segments = rawPath.slice(API_PREFIX.length).split('/').filter(Boolean);
  for (const s of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(s);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return undefined;
  }
  return { path: `/${segments.join('/')}`, search: q === -1 ? '' : url.slice(q) };
}

/**
 * `/api/*`: routes every call by the contracts route table to the owning service, with `/api` stripped.
 * Gateway-owned routes (composition) are Nest controllers; Fastify's router prefers them to this wildcard.
 * Authorization stays with the services (they verify the token); the gateway only routes.
 */
export async function proxyPlugin(app: FastifyInstance, opts: ProxyOptions): Promise<void> {
  const { upstreams } = opts;
  // Live streams (text/event-stream) end cleanly before the server closes: it would wait on them for ever.
  const eventStreams = new OpenEventStreams();
  app.addHook('preClose', (done) => {
    eventStreams.endAll();
    done();
  });

  // The body goes to the service as the browser sent it: no parsing, only the size limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: opts.bodyLimitBytes }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler(fastifyErrorHandler);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = upstreamTarget(request.url);
    if (!target) return sendError(reply, 404, NOT_FOUND_MESSAGE);
    const match = matchRoute(request.method, target.path);
    if (!match) {
      const allow = allowedMethods(target.path);
      if (allow.length === 0) return sendError(reply, 404, NOT_FOUND_MESSAGE);
      reply.header('allow', allow.join(', '));
      return sendError(reply, 405, 'This method is not allowed here', 'METHOD_NOT_ALLOWED');
    }
    const service = match.route.service;
    CONTRACT_ROUTE.set(request, match.route.path);
    nameActiveSpan(`${request.method} ${API_PREFIX}${match.route.path}`);
    // Gateway-owned routes are answered by their controllers; reaching here means an odd spelling of their path.
    if (service === 'gateway') return sendError(reply, 404, NOT_FOUND_MESSAGE);

    const headers = upstreamRequestHeaders(request.headers, {
      requestId: request.id,
      clientAddress: request.ip,
      protocol: request.protocol,
      host: request.host,
    });
    Object.assign(headers, traceHeaders()); // the gateway's span: the service continues this trace (ADR 0027)
    // The refresh cookie (ADR 0012), and only it, goes to svc-auth; every other cookie stays here.
    const refreshCookie = service === 'auth' ? refreshCookieHeader(request.headers.cookie) : undefined;
    if (refreshCookie) headers['cookie'] = refreshCookie;
    const body = NO_BODY.has(request.method) ? undefined : (request.body as Buffer | undefined);
    // A live stream: the browser leaving (even before the service answered) closes the request to the service.
    const eventStream = isEventStreamRoute(match.route);
    const left = eventStream ? new AbortController() : undefined;
    if (left) reply.raw.once('close', () => left.abort());

    let res: Dispatcher.ResponseData;
    try {
      res = await upstreams.request(service, {
        method: request.method as Dispatcher.HttpMethod,
        path: target.path + target.search,
        headers,
        body: body ?? (NO_BODY.has(request.method) ? undefined : Buffer.alloc(0)),
        ...(left ? { eventStream: true, signal: left.signal } : {}),
      });
    } catch (err) {
      if (left?.signal.aborted) return reply; // nobody to answer
      if (err instanceof UpstreamError) {
        request.log.warn({ service, upstreamError: (err.cause as Error | undefined)?.message }, err.message);
        return sendError(reply, err.statusCode, err.message, err.code);
      }
      throw err;
    }
    reply.code(res.statusCode).headers(downstreamResponseHeaders(res.headers));
    // Small answers (nearly all API answers) go out in one write; large or unsized ones are streamed.
    const length = Number(res.headers['content-length']);
    if (Number.isFinite(length) && length <= BUFFERED_ANSWER_BYTES) {
      return reply.send(Buffer.from(await res.body.arrayBuffer()));
    }
    return reply.send(eventStream ? eventStreams.relay(res.body) : res.body);
  };

  app.all(`${API_PREFIX}/*`, handler);
}
