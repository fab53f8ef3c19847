import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextFrom, tracer } from './tracing.js';

const SPANS = new WeakMap<FastifyRequest, Span>();

/**
 * A SERVER span per request, named `METHOD route-pattern`, continuing the caller's `traceparent` (`trustIncoming`,
 * the services behind the gateway) or starting a trace (the gateway: a browser's own traceparent is not taken). The
 * rest of the request runs in its context, so the outbox rows and calls it makes carry the trace on.
 */
export function traceHttp(fastify: FastifyInstance, { trustIncoming, service }: { trustIncoming: boolean; service: string }): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.url === '/metrics' || request.url === '/health') return done();
    const parent = trustIncoming ? contextFrom(request.headers) : context.active();
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer().startSpan(`${request.method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'vetnow.service': service, 'http.route': route } }, parent);
    SPANS.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const span = SPANS.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
