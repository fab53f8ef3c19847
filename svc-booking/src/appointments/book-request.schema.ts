import { bookRequestSchema } from '@vetnow/contracts/appointment';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { z } from 'zod';

/** Keys that would carry card secrets (compared lower-case, `-`/`_` ignored). `number` counts inside paymentData. */
const SECRET_KEYS = new Set(['cardnumber', 'cvv', 'cvc', 'cvv2', 'pan', 'securitycode']);
const normalize = (k: string) => k.toLowerCase().replace(/[-_]/g, '');

function carriesCardSecrets(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const top = body as Record<string, unknown>;
  if (Object.keys(top).some((k) => SECRET_KEYS.has(normalize(k)))) return true;
  const card = top['paymentData'];
  if (!card || typeof card !== 'object') return false;
  return Object.keys(card).some((k) => SECRET_KEYS.has(normalize(k)) || normalize(k) === 'number');
}

/**
 * The book request as the server reads it: first a refusal of anything that looks like a card number or
 * CVV (with a message saying so — contracts' strict card summary would refuse it too, less clearly), then
 * the contracts bookRequestSchema (the same rules the wizard applies, "tomorrow" in clinic time). The booking
 * horizon is left to BookAppointmentService, which knows this service's BOOKING_HORIZON_DAYS.
 */
export function serverBookRequestSchema(now: () => Date = () => new Date()) {
  return z
    .unknown()
    .superRefine((body, ctx) => {
      if (carriesCardSecrets(body)) ctx.addIssue({
          code: 'custom',
          message: ERROR_CODES.BOOKING_CARD_DATA_FORBIDDEN.message,
          path: ['paymentData'],
          params: { code: 'BOOKING_CARD_DATA_FORBIDDEN' },
        });
    })
    .pipe(bookRequestSchema(now, null));
}
