import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { codeForStatus, type ErrorCode, isErrorCode, messageOfCode, statusOfCode } from '@vetnow/contracts/errors';
import { englishOf } from '@vetnow/contracts/validation-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { sqlState } from '../database/open-database.js';
import { DomainError } from './domain-error.js';
import { answeredFieldError, type ErrorBody, KIT_MESSAGES, statusText, zodErrorList, zodErrorMessage } from './error-messages.js';

/** PostgreSQL SQLSTATEs answered as client errors (or 503) when a service did not translate them itself. */
const SQLSTATE_CODES: Record<string, ErrorCode> = {
  '23505': 'ALREADY_EXISTS', // unique_violation
  '23P01': 'CONFLICT', // exclusion_violation
  '23503': 'REFERENCE_MISSING', // foreign_key_violation
  '22P02': 'INVALID_VALUE', // invalid_text_representation
  '22007': 'INVALID_VALUE', // invalid_datetime_format
  '22008': 'INVALID_VALUE', // datetime_field_overflow
  '22003': 'INVALID_VALUE', // numeric_value_out_of_range
  '22001': 'INVALID_VALUE', // string_data_right_truncation
  '22021': 'INVALID_VALUE', // character_not_in_repertoire (NUL)
  '22P05': 'INVALID_VALUE', // untranslatable_character (jsonb)
  '57P01': 'SERVICE_UNAVAILABLE', // admin_shutdown
  '57P03': 'SERVICE_UNAVAILABLE', // cannot_connect_now
  '53300': 'SERVICE_UNAVAILABLE', // too_many_connections
};

/** Fastify body-parsing errors (they reach Nest as an HttpException whose `cause` is the FastifyError). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

export interface ErrorAnswer {
  body: ErrorBody;
  /** A server fault: logged with the request, never described in the answer. */
  unexpected: boolean;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Turns any error into `{ statusCode, code, message }` (+ `errors` for validation failures). A DomainError
 * answers its code's status from the contracts' catalogue; Nest's HttpExceptions, zod errors, SQLSTATEs and
 * Fastify's body errors get the common codes. 4xx messages are the thrower's; 5xx answers never carry
 * internals — the real error is logged with the request id.
 */
export function toErrorBody(exception: unknown): ErrorAnswer {
  if (exception instanceof DomainError) return fromDomainError(exception);
  if (exception instanceof HttpException) return { body: fromHttpException(exception), unexpected: exception.getStatus() >= 500 };
  if (exception instanceof ZodError || isZodLike(exception)) {
    const zod = exception as ZodError;
    const body: ErrorBody = { statusCode: 400, code: 'VALIDATION_FAILED', message: zodErrorMessage(zod), errors: zodErrorList(zod) };
    return { body, unexpected: false };
  }
  const state = sqlState(exception);
  const code = state ? SQLSTATE_CODES[state] : undefined;
  if (code) return { body: byCode(code), unexpected: statusOfCode(code) >= 500 };
  if (isConnectionError(exception)) return { body: byCode('SERVICE_UNAVAILABLE'), unexpected: true };
  return { body: byCode('INTERNAL'), unexpected: true };
}

function byCode(code: ErrorCode, message: string = messageOfCode(code)): ErrorBody {
  return { statusCode: statusOfCode(code), code, message };
}

function fromDomainError(error: DomainError): ErrorAnswer {
  // A service may name a validation code as the message or a field's message: answered as its English text.
  const body: ErrorBody = { statusCode: error.status, code: error.code, message: englishOf(error.message) };
  if (error.errors?.length) body.errors = error.errors.map(answeredFieldError);
  if (error.status >= 500 && error.status !== 503) body.message = messageOfCode(error.code); // 500s never describe internals
  return { body, unexpected: error.status >= 500, ...(error.headers ? { headers: error.headers } : {}) };
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const cause = exception.cause as { code?: unknown; name?: unknown } | undefined;
  const fastifyCode = typeof cause?.code === 'string' ? FASTIFY_CODES[cause.code] : undefined;
  if (fastifyCode) return { statusCode, code: fastifyCode, message: messageOfCode(fastifyCode) };
  if (statusCode === 400 && cause?.name === 'SyntaxError') return { statusCode, code: 'MALFORMED_JSON', message: KIT_MESSAGES.malformedJson };
  const response = exception.getResponse();
  const own = typeof response === 'object' && response !== null ? (response as { code?: unknown }).code : undefined;
  const code: ErrorCode = isErrorCode(own) ? own : codeForStatus(statusCode);
  if (statusCode >= 500) {
    // A 503 thrown on purpose may carry a message meant for users; a 500 never describes internals.
    const message = messageOf(response);
    const keep = statusCode !== 500 && message && message !== statusText(statusCode);
    return { statusCode, code, message: keep ? message : defaultServerMessage(statusCode) };
  }
  const body: ErrorBody = { statusCode, code, message: messageOf(response) || statusText(statusCode) };
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
    const { body, unexpected, headers } = toErrorBody(exception);
    if (unexpected) {
      const log = request?.log ?? undefined;
      const fields = { err: exception, method: request?.method, url: request?.url, statusCode: body.statusCode };
      if (log) log.error(fields, 'request failed');
      else this.logger.error(fields);
    }
    if (reply.sent) return;
    for (const [name, value] of Object.entries(headers ?? {})) void reply.header(name, value);
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
