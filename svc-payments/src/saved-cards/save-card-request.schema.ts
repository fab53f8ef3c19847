import { saveCardRequestSchema } from '@vetnow/contracts/card';
import { z } from 'zod';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';

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
        ctx.addIssue({ code: 'custom', message: M.cvvRefused, path: ['cvv'] });
      }
    })
    .pipe(saveCardRequestSchema(now));
}
