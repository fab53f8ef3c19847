import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, type ErrorCode, SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { KIT_MESSAGES } from '@vetnow/service-kit/errors';

/**
 * Every error answer of the gateway: `{ statusCode, code, message }` (ADR 0016). Without a code, the generic
 * code of the status (NOT_FOUND, METHOD_NOT_ALLOWED, …).
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  code: ErrorCode = codeForStatus(statusCode),
): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ statusCode, code, message });
}

export const NOT_FOUND_MESSAGE = SERVER_MESSAGES.notFound;

const READABLE: Record<number, string> = {
  400: SERVER_MESSAGES.badRequest,
  404: NOT_FOUND_MESSAGE,
  413: KIT_MESSAGES.bodyTooLarge,
  414: 'The address is too long',
  415: KIT_MESSAGES.unsupportedMediaType,
  431: 'The request headers are too large',
};

/**
 * Error handler for the gateway's own Fastify routes (proxy, static site): Fastify's 4xx errors become
 * readable answers; anything else is logged and answered 500 without details.
 */
export function fastifyErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    void sendError(reply, status, READABLE[status] ?? 'The request was refused');
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void sendError(reply, 500, KIT_MESSAGES.internal);
}
