import { SERVER_MESSAGES } from '../messages.js';
import { defineErrors } from './define-errors.js';

/** Answers any service, the service kit or the gateway can give whatever the route. */
export const COMMON_ERRORS = defineErrors({
  VALIDATION_FAILED: { status: 400, message: SERVER_MESSAGES.badRequest },
  INVALID_VALUE: { status: 400, message: SERVER_MESSAGES.invalidValue },
  MALFORMED_JSON: { status: 400, message: SERVER_MESSAGES.malformedJson },
  EMPTY_JSON: { status: 400, message: SERVER_MESSAGES.emptyJson },
  HTTPS_REQUIRED: { status: 400, message: 'This site is served over HTTPS' },
  UNAUTHENTICATED: { status: 401, message: SERVER_MESSAGES.unauthorized },
  SESSION_EXPIRED: { status: 401, message: SERVER_MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, message: SERVER_MESSAGES.forbidden },
  ORIGIN_FORBIDDEN: { status: 403, message: 'This origin is not allowed' },
  NOT_FOUND: { status: 404, message: SERVER_MESSAGES.notFound },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here' },
  CONFLICT: { status: 409, message: SERVER_MESSAGES.conflict },
  ALREADY_EXISTS: { status: 409, message: SERVER_MESSAGES.alreadyExists },
  REFERENCE_MISSING: { status: 409, message: SERVER_MESSAGES.referenceMissing },
  PAYLOAD_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.bodyTooLarge },
  URI_TOO_LONG: { status: 414, message: 'The address is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: SERVER_MESSAGES.unsupportedMediaType },
  UNPROCESSABLE: { status: 422, message: 'The request was refused' },
  RATE_LIMITED: { status: 429, message: SERVER_MESSAGES.tooManyRequests },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large' },
  REQUEST_REFUSED: { status: 400, message: 'The request was refused' },
  INTERNAL: { status: 500, message: SERVER_MESSAGES.internal },
  BAD_GATEWAY: { status: 502, message: SERVER_MESSAGES.serviceUnavailable },
  SERVICE_UNAVAILABLE: { status: 503, message: SERVER_MESSAGES.serviceUnavailable },
  GATEWAY_TIMEOUT: { status: 504, message: 'The service took too long to answer' },
});
