import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { runInRequestContext } from './request-context.js';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it is a sane token (≤128 chars of `A-Za-z0-9._:-`), else a new uuid. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const header = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Fastify server options for logging: our pino instance (with redaction), request ids from
 * `x-request-id` (or generated) as `reqId` (Fastify's default label) on every request log line. Used by the services and the gateway.
 */
export function fastifyLoggingOptions(logger: Logger) {
  return {
    loggerInstance: logger,
    genReqId: requestIdOf,
  };
}

/**
 * Echoes the request id back in the `x-request-id` response header (every answer, errors included), and
 * makes it the current request id while the handler runs (after body parsing, whose stream events would
 * lose the async context), so Nest `Logger` lines carry `reqId` too.
 */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    runInRequestContext(request.id, done);
  });
}
