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
