/**
 * Booking for a caller at the front desk (issue 39, phase B; ADR 0061): staff find an owner by phone, name or e-mail,
 * or create one from a name and a Sri Lankan mobile number with no password — the owner gets an SMS with a
 * single-use link that expires, to claim the account (an e-mail and a password) — then book a pet, a doctor and a slot
 * under every usual rule, paid at the clinic or by a payment link sent by SMS. Public entry: `@vetnow/contracts/callers`.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { bookRequestSchema } from './appointment.js';
import { emailSchema, emptyToUndefined, idSchema, isoDateTimeSchema, requiredText } from './common.js';
import { NAME_MAX_LENGTH, PET_TYPES } from './constants.js';
import { passwordSchema } from './user/index.js';
import { isSriLankanMobile, toE164 } from '@vetnow/domain/phone';


/** How long a claim link works unless CLAIM_LINK_HOURS says otherwise. */
export const DEFAULT_CLAIM_LINK_HOURS = 48;

// ---- Owners the desk finds or creates (svc-auth) ------------------------------------------------------------

/** An owner as the desk sees them: who, how to reach them, and whether they have claimed the account yet. */
export const callerOwnerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  /** E.164 when the owner gave a Sri Lankan number, else as typed. */
  contactNumber: z.string(),
  /** Null until the owner claims an account the desk created. */
  email: z.string().nullable(),
  /** False while an account the desk created has no password (the claim link is still out). */
  claimed: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type CallerOwner = z.infer<typeof callerOwnerSchema>;
export const callerOwnersSchema = z.array(callerOwnerSchema);

/** GET /desk/owners?q=: a phone number (any way it is written), part of a name, or part of an e-mail. At most 20. */
export const ownerSearchQuerySchema = z.object({
  q: z
    .string({ error: vc('caller.searchTooShort') })
    .trim()
    .min(2, vc('caller.searchTooShort'))
    .max(100, vc('caller.searchTooLong')),
});
export type OwnerSearchQuery = z.input<typeof ownerSearchQuerySchema>;

/** A Sri Lankan mobile (07X…, +947X…), answered in E.164. */
const mobileSchema = z
  .string({ error: vc('caller.mobileRequired') })
  .trim()
  .refine(isSriLankanMobile, vc('caller.mobileRequired'))
  .transform((v) => toE164(v)!);

/** POST /desk/owners: a caller with no account; the SMS with the claim link goes to `contactNumber`. */
export const createCallerRequestSchema = z.object({
  fullName: requiredText(vc('desk.fullNameRequired'), NAME_MAX_LENGTH, vc('desk.textTooLong')),
  contactNumber: mobileSchema,
  /** Optional: the caller may give one; the claim form starts with it. */
  email: z.preprocess(emptyToUndefined, emailSchema(vc('desk.emailInvalid')).optional()),
});
export type CreateCallerRequest = z.input<typeof createCallerRequestSchema>;

/** POST /desk/owners (201) and POST /desk/owners/:id/claim-link (200): when the claim link sent now stops working. */
export const claimLinkSentSchema = z.object({ owner: callerOwnerSchema, claimLinkExpiresAt: isoDateTimeSchema });
export type ClaimLinkSent = z.infer<typeof claimLinkSentSchema>;

// ---- Claiming the account (svc-auth, public) ----------------------------------------------------------------

/** The token from the SMS link (`/claim?token=…`): 43 base64url characters. */
const claimTokenSchema = z.string({ error: vc('caller.tokenRequired') }).trim().min(20, vc('caller.tokenRequired')).max(200, vc('caller.tokenRequired'));

/** POST /auth/claim/lookup: whose account the link opens, to greet them (the token is not used up). */
export const claimLookupRequestSchema = z.object({ token: claimTokenSchema });
export const claimLookupResponseSchema = z.object({
  fullName: z.string(),
  /** The e-mail the desk noted, to start the form with; null when none. */
  email: z.string().nullable(),
  expiresAt: isoDateTimeSchema,
});
export type ClaimLookupResponse = z.infer<typeof claimLookupResponseSchema>;

/** POST /auth/claim: the owner chooses the e-mail they sign in with and a password; the link is used up. */
export const claimFormSchema = z
  .object({
    token: claimTokenSchema,
    email: emailSchema(vc('desk.emailInvalid')),
    password: passwordSchema,
    confirmPassword: z.string({ error: vc('caller.confirmPasswordRequired') }).min(1, vc('caller.confirmPasswordRequired')),
  })
  .refine((v) => v.password === v.confirmPassword, { message: vc('caller.passwordsMismatch'), path: ['confirmPassword'] });
export type ClaimForm = z.input<typeof claimFormSchema>;
/** The server reads the same form (the confirmation is checked when sent). */
export const claimRequestSchema = claimFormSchema;
export type ClaimRequest = z.input<typeof claimRequestSchema>;

// ---- Booking for a caller (svc-booking) ---------------------------------------------------------------------

/** How the caller pays: at the clinic (cash), or by card through a link sent by SMS (the owner pays in the app). */
export const DESK_PAYMENT_CHOICES = ['clinic', 'link'] as const;
export type DeskPaymentChoice = (typeof DESK_PAYMENT_CHOICES)[number];

/** A pet of the owner as the desk picks it: no health record. */
export const deskPetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PET_TYPES),
  breed: z.string(),
});
export type DeskPet = z.infer<typeof deskPetSchema>;
export const deskPetsSchema = z.array(deskPetSchema);

/**
 * POST /desk/appointments: the owner's booking, made by the desk — the usual rules (from tomorrow, the horizon,
 * closed days, holds, the cap, the no-show rule for pay at clinic). `petId` picks a saved pet; without it the pet is
 * matched by name and species or saved as new, as an owner's booking does. No questionnaire: the owner may answer it
 * in the app.
 */
export function deskBookRequestSchema(now: () => Date = () => new Date(), horizonDays: number | null = null) {
  const book = bookRequestSchema(now, horizonDays).in;
  return z.object({
    ownerId: idSchema,
    doctorId: book.shape.doctorId,
    appointmentDate: book.shape.appointmentDate,
    timeSlot: book.shape.timeSlot,
    pet: book.shape.pet,
    petId: book.shape.petId,
    reason: book.shape.reason,
    payment: z.enum(DESK_PAYMENT_CHOICES, { error: vc('caller.paymentChoiceInvalid') }),
  });
}
export type DeskBookRequest = z.input<ReturnType<typeof deskBookRequestSchema>>;
export type DeskBookData = z.output<ReturnType<typeof deskBookRequestSchema>>;
