import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per answered request: method, URL (path and query; the gateway's URLs carry no secrets),
 * status and time, with the request id as `reqId` from request.log. No headers, no bodies.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const fields = {
      req: { method: request.method, url: request.url },
      res: { statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (statusCode >= 500) request.log.warn(fields, 'request completed');
    else request.log.info(fields, 'request completed');
    done();
  });
}
