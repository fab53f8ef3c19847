import { SERVER_MESSAGES } from './server-messages.js';
import { defineErrors, status } from './define-errors.js';

/** Answers any service, the service kit or the gateway can give whatever the route. */
export const COMMON_ERRORS = defineErrors({
  VALIDATION_FAILED: status.badRequest(SERVER_MESSAGES.badRequest),
  INVALID_VALUE: status.badRequest(SERVER_MESSAGES.invalidValue),
  MALFORMED_JSON: status.badRequest(SERVER_MESSAGES.malformedJson),
  EMPTY_JSON: status.badRequest(SERVER_MESSAGES.emptyJson),
  HTTPS_REQUIRED: status.badRequest('This site is served over HTTPS'),
  UNAUTHENTICATED: status.unauthorized(SERVER_MESSAGES.unauthorized),
  SESSION_EXPIRED: status.unauthorized(SERVER_MESSAGES.sessionExpired),
  FORBIDDEN: status.forbidden(SERVER_MESSAGES.forbidden),
  ORIGIN_FORBIDDEN: status.forbidden('This origin is not allowed'),
  NOT_FOUND: status.notFound(SERVER_MESSAGES.notFound),
  METHOD_NOT_ALLOWED: status.methodNotAllowed('This method is not allowed here'),
  CONFLICT: status.conflict(SERVER_MESSAGES.conflict),
  ALREADY_EXISTS: status.conflict(SERVER_MESSAGES.alreadyExists),
  REFERENCE_MISSING: status.conflict(SERVER_MESSAGES.referenceMissing),
  PAYLOAD_TOO_LARGE: status.payloadTooLarge(SERVER_MESSAGES.bodyTooLarge),
  URI_TOO_LONG: status.uriTooLong('The address is too long'),
  UNSUPPORTED_MEDIA_TYPE: status.unsupportedMediaType(SERVER_MESSAGES.unsupportedMediaType),
  UNPROCESSABLE: status.unprocessable('The request was refused'),
  RATE_LIMITED: status.tooManyRequests(SERVER_MESSAGES.tooManyRequests),
  HEADERS_TOO_LARGE: status.headersTooLarge('The request headers are too large'),
  REQUEST_REFUSED: status.badRequest('The request was refused'),
  INTERNAL: status.internal(SERVER_MESSAGES.internal),
  BAD_GATEWAY: status.badGateway(SERVER_MESSAGES.serviceUnavailable),
  SERVICE_UNAVAILABLE: status.serviceUnavailable(SERVER_MESSAGES.serviceUnavailable),
  GATEWAY_TIMEOUT: status.gatewayTimeout('The service took too long to answer'),
});
