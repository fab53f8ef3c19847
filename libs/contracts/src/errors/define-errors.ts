/**
 * The shape of an error catalogue: every code names the HTTP status it is answered with and the English
 * message of the spec (or of today's server answer when the spec gives none). Codes are the i18n keys of the
 * frontends (`errors.<CODE>`); the English text stays exactly the catalogue's message.
 */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

/** Identity with a checked shape, so each catalogue keeps its literal keys and statuses. */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(errors: T): T {
  for (const [code, def] of Object.entries(errors)) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(code)) throw new Error(`Error code ${code} must be UPPER_SNAKE_CASE`);
    if (!Number.isInteger(def.status) || def.status < 400 || def.status > 599) {
      throw new Error(`Error code ${code} has status ${def.status}, not a 4xx/5xx`);
    }
  }
  return errors;
}

/** The HTTP statuses the catalogues answer with, by the name an entry gives instead of the number. */
const STATUSES = {
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
} as const;
type Statuses = typeof STATUSES;

/** A catalogue entry by its status's name: `status.notFound('Pet not found')` is `{ status: 404, message: 'Pet not found' }`. */
export const status = Object.fromEntries(
  Object.entries(STATUSES).map(([name, code]) => [name, (message: string) => ({ status: code, message })]),
) as {
  readonly [N in keyof Statuses]: <const M extends string>(message: M) => { readonly status: Statuses[N]; readonly message: M };
};
