/** `@vetnow/service-kit/errors` — request validation with zod and the answers of failures. */
export { ValidBody, ValidParam, ValidQuery, ZodValidationPipe } from './zod-validation.pipe.js';
export { HttpErrorFilter } from './http-error.filter.js';
export { DomainError, isDomainError, type DomainErrorOptions } from './domain-error.js';
export { KIT_MESSAGES, type ErrorBody } from './error-messages.js';
