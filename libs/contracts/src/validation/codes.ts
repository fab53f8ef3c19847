/**
 * Validation codes (ADR 0075): a schema's issue message is a code `<group>.<key>` (`registration.usernameMin`),
 * never English. The server answers the code's English text (./texts.ts, server-side only) with the code beside
 * it; the frontends translate `validation.<code>`. The union is type-only, so this module ships no text at all.
 */
import type { VALIDATION_TEXTS } from './texts.js';

type Texts = typeof VALIDATION_TEXTS;
export type ValidationGroup = keyof Texts;
/** Every code the server table has: `password.min`, `booking.slotTaken`, … */
export type ValidationCode = { [G in ValidationGroup]: `${G}.${keyof Texts[G] & string}` }[ValidationGroup];

/** A validation code, checked against the table at compile time: `.min(3, vc('registration.usernameMin'))`. */
export function vc<const C extends ValidationCode>(code: C): C {
  return code;
}
