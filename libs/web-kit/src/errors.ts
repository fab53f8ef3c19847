/**
 * A failure's text for people: translated by the code the server sent (`errors.<CODE>` in the kit's `common`
 * catalogue, whose English entries are the contracts' ERROR_CODES messages — errors-catalogue.spec.ts keeps them
 * equal), else the server's message, else the screen's fallback (spec §8: "the server's message field, or a
 * fallback toast"). No text is ever matched back to a key (ADR 0018).
 */
import { COMMON_NAMESPACE, i18n } from '@vetnow/web-kit/i18n';

/** The error's stable code (`BOOKING_SLOT_TAKEN`, `TIMEOUT`, `NETWORK_ERROR`, `INVALID_RESPONSE`…), when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** What the server itself said: the `code` and `message` of the answer's body (none for a timeout, a proxy's page…). */
function serverSaid(error: unknown): { code?: string; message?: string } {
  const body = (error as { body?: unknown } | null)?.body;
  if (!body || typeof body !== 'object') return {};
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
  };
}

/**
 * The text to show for `error`: the server's code translated in the current language — in English the server's
 * own message (it may name a configured figure, e.g. the booking horizon, that the catalogue's default text does
 * not) — else the server's message, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  const { code, message } = serverSaid(error);
  if (code) {
    const key = `errors.${code}`;
    if (i18n.exists(key, { ns: COMMON_NAMESPACE })) {
      const translated = i18n.t(key, { ns: COMMON_NAMESPACE });
      const english = i18n.getFixedT('en', COMMON_NAMESPACE)(key);
      return translated === english && message ? message : translated;
    }
  }
  return message ?? fallback;
}
