import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { sqlState } from '../database/open-database.js';
import { type ErrorBody, KIT_MESSAGES, statusText, zodErrorList, zodErrorMessage } from './error-messages.js';

/** PostgreSQL SQLSTATEs answered as client errors when a service did not translate them itself. */
const SQLSTATE_ANSWERS: Record<string, { statusCode: number; message: string }> = {
  '23505': { statusCode: HttpStatus.CONFLICT, message: KIT_MESSAGES.alreadyExists }, // unique_violation
  '23P01': { statusCode: HttpStatus.CONFLICT, message: KIT_MESSAGES.conflict }, // exclusion_violation
  '23503': { statusCode: HttpStatus.CONFLICT, message: KIT_MESSAGES.referenceMissing }, // foreign_key_violation
  '22P02': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // invalid_text_representation
  '22007': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // invalid_datetime_format
  '22008': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // datetime_field_overflow
  '22003': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // numeric_value_out_of_range
  '22001': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // string_data_right_truncation
  '22021': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // character_not_in_repertoire (NUL)
  '22P05': { statusCode: HttpStatus.BAD_REQUEST, message: KIT_MESSAGES.invalidValue }, // untranslatable_character (jsonb)
  '57P01': { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: KIT_MESSAGES.unavailable }, // admin_shutdown
  '57P03': { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: KIT_MESSAGES.unavailable }, // cannot_connect_now
  '53300': { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: KIT_MESSAGES.unavailable }, // too_many_connections
};

/** Fastify body-parsing errors (they reach Nest as an HttpException whose `cause` is the FastifyError). */
const FASTIFY_ANSWERS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: KIT_MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: KIT_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: KIT_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: KIT_MESSAGES.unsupportedMediaType,
};

/**
 * Turns any error into `{ statusCode, message }` (+ `errors` for validation failures). 4xx messages are
 * the thrower's; 5xx answers never carry internals — the real error is logged with the request id.
 */
export function toErrorBody(exception: unknown): { body: ErrorBody; unexpected: boolean } {
  if (exception instanceof HttpException) return { body: fromHttpException(exception), unexpected: exception.getStatus() >= 500 };
  if (exception instanceof ZodError || isZodLike(exception)) {
    const zod = exception as ZodError;
    return { body: { statusCode: 400, message: zodErrorMessage(zod), errors: zodErrorList(zod) }, unexpected: false };
  }
  const code = sqlState(exception);
  const answer = code ? SQLSTATE_ANSWERS[code] : undefined;
  if (answer) return { body: { ...answer }, unexpected: answer.statusCode >= 500 };
  if (isConnectionError(exception)) return { body: { statusCode: 503, message: KIT_MESSAGES.unavailable }, unexpected: true };
  return { body: { statusCode: 500, message: KIT_MESSAGES.internal }, unexpected: true };
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const cause = exception.cause as { code?: unknown; name?: unknown } | undefined;
  const fastifyCode = typeof cause?.code === 'string' ? cause.code : undefined;
  if (fastifyCode && FASTIFY_ANSWERS[fastifyCode]) return { statusCode, message: FASTIFY_ANSWERS[fastifyCode] };
  if (statusCode === 400 && cause?.name === 'SyntaxError') return { statusCode, message: KIT_MESSAGES.malformedJson };
  if (statusCode >= 500) {
    // Services may throw e.g. ServiceUnavailableException('…') on purpose; their message is meant for users.
    const own = messageOf(exception.getResponse());
    return { statusCode, message: statusCode === 500 || !own || own === statusText(statusCode) ? defaultServerMessage(statusCode) : own };
  }
  const response = exception.getResponse();
  const body: ErrorBody = { statusCode, message: messageOf(response) || statusText(statusCode) };
  if (typeof response === 'object' && response !== null && Array.isArray((response as { errors?: unknown }).errors)) {
    body.errors = (response as { errors: ErrorBody['errors'] }).errors;
  }
  return body;
}

function defaultServerMessage(statusCode: number): string {
  return statusCode === 503 ? KIT_MESSAGES.unavailable : KIT_MESSAGES.internal;
}

function messageOf(response: string | object): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string') return message;
  return '';
}

function isZodLike(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ZodError' && Array.isArray((e as { issues?: unknown }).issues);
}

function isConnectionError(e: unknown): boolean {
  for (let cur = e as { code?: unknown; cause?: unknown } | undefined, i = 0; cur && i < 5; i++, cur = cur.cause as typeof cur) {
    if (cur.code === 'ECONNREFUSED' || cur.code === 'ECONNRESET' || cur.code === 'ETIMEDOUT') return true;
    if (cur instanceof Error && /Connection terminated|timeout exceeded when trying to connect/i.test(cur.message)) return true;
  }
  return false;
}

/** The one global exception filter of every service (registered by KitModule as APP_FILTER). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error(exception instanceof Error ? exception : String(exception));
      return;
    }
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) {
      const log = request?.log ?? undefined;
      const fields = { err: exception, method: request?.method, url: request?.url, statusCode: body.statusCode };
      if (log) log.error(fields, 'request failed');
      else this.logger.error(fields);
    }
    if (reply.sent) return;
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
