import { saveCardRequestSchema } from '@vetnow/contracts/card';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { z } from 'zod';

const CVV_KEYS = new Set(['cvv', 'cvc', 'cvv2', 'securitycode']);

/**
 * POST /payments/save-card as the server reads it: a CVV (under any usual name) is refused with a message
 * saying why, then the contracts saveCardRequestSchema checks Luhn, derives brand and last four from the
 * number and refuses a mismatch with what the client sent, refuses an expired card, and drops the number.
 */
export function serverSaveCardSchema(now?: () => Date) {
  return z
    .unknown()
    .superRefine((body, ctx) => {
      if (body && typeof body === 'object' && Object.keys(body).some((k) => CVV_KEYS.has(k.toLowerCase().replace(/[-_]/g, '')))) {
        ctx.addIssue({ code: 'custom', message: ERROR_CODES.CARD_CVV_REFUSED.message, path: ['cvv'], params: { code: 'CARD_CVV_REFUSED' } });
      }
    })
    .pipe(saveCardRequestSchema(now));
}
