import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Latency buckets (seconds): an API answer is expected in tens of milliseconds; 10 s is the gateway's timeout. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `http_request_duration_seconds{method, route, status_code}`: one observation per answer, labelled by the route's
 * pattern (`/appointments/:id/cancel`, never the concrete path, so the label set stays small; `unmatched` for a 404
 * of no route). Its `_count` is the request rate and, by status, the error rate. `/metrics` itself is not counted.
 */
export function observeHttp(
  fastify: FastifyInstance,
  registry: Registry,
  /** The route label of a request when the router's pattern is too coarse (the gateway's `/api/*`). */
  routeOf: (request: FastifyRequest) => string | undefined = () => undefined,
): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request) ?? request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    }
    done();
  });
}
