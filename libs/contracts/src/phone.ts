/**
 * The contact number field of the forms and requests: a Sri Lankan number as people write it, output in E.164
 * (ADR 0009). The number rules themselves (normalising, formatting, links) are `@vetnow/domain/phone`.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { toE164 } from '@vetnow/domain/phone';
import { CONTACT_NUMBER_MAX_LENGTH } from './constants.js';

/**
 * A contact number field (registration, owner profile, the admin's doctor form, the doctor's own profile):
 * required (`required` when blank), bounded, a Sri Lankan number — output in E.164.
 */
export function sriLankanPhoneSchema(required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(CONTACT_NUMBER_MAX_LENGTH, tooLong)
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message: vc('phone.invalid') });
        return z.NEVER;
      }
      return e164;
    });
}
