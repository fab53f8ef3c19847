import { ERROR_CODES, type ErrorCode, type FieldError } from '@vetnow/contracts/errors';

export interface DomainErrorOptions {
  /** The English text to answer instead of the catalogue's (e.g. one naming a configured limit). */
  message?: string;
  /** Field errors (validation failures), answered as `errors`. */
  errors?: FieldError[];
  /** Response headers the answer must carry (e.g. `Retry-After` on a 429). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * A failure the domain or application code reports by its stable code (ADR 0017): the kit's global filter
 * answers `{ statusCode, code, message, errors? }` with the status of the code in the contracts' catalogue
 * (ERROR_CODES) and, unless given, the catalogue's English message. Services throw this, never Nest's
 * HttpExceptions, so the HTTP mapping lives at the edge and the frontends translate by code.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    const definition = ERROR_CODES[code];
    if (!definition) throw new TypeError(`Unknown error code ${String(code)}`);
    super(options.message ?? definition.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = definition.status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

/** Whether `err` is a DomainError with this code (for tests and translations). */
export function isDomainError(err: unknown, code?: ErrorCode): err is DomainError {
  return err instanceof DomainError && (code === undefined || err.code === code);
}
