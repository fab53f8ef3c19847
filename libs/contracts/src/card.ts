/**
 * Card form rules (spec §5), card helpers, saved cards and the card summary of a booking (spec §3, §7).
 *
 * Card data policy (ARCHITECTURE.md invariant 4, PCI DSS SAQ A): no card number or CVV reaches VetNow's servers. A
 * new card is entered on PayHere's hosted page: to pay an appointment (Checkout API) or to save it (Preapproval API,
 * ADR 0053), after which svc-payments keeps the brand, last four, expiry and holder for display and PayHere's
 * customer token, encrypted, to charge it. The book request and the events carry a summary
 * ({savedCardId?, cardType, lastFour, …}) and refuse anything else.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { clinicYearMonth } from '@vetnow/domain/clinic-time';
import { CARD_NUMBER_MAX_CHARS, CARD_NUMBER_MIN_DIGITS, NAME_MAX_LENGTH } from './constants.js';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Longest number that still fits 19 characters when grouped in fours. */
export const CARD_NUMBER_MAX_DIGITS = 16;

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Brand by prefix (spec §5): 4 visa, 51–55 mastercard, 34 or 37 amex, otherwise unknown. */
export function detectCardBrand(cardNumber: string): CardBrand {
  const d = cardDigits(cardNumber);
  if (/^4/.test(d)) return 'visa';
  if (/^5[1-5]/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  return 'unknown';
}

/** Luhn checksum of the digits of a card number; false when there are none or a non-digit other than space. */
export function luhnValid(cardNumber: string): boolean {
  const d = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** As the field auto-formats: digits only, at most 16, grouped in fours ('4242424242' → '4242 4242 42'). */
export function formatCardNumber(input: string): string {
  return cardDigits(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** As the field auto-formats: digits only, at most 4, a slash after the month ('1228' → '12/28', '1' → '1'). */
export function formatExpiry(input: string): string {
  const d = cardDigits(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Last four digits. */
export function lastFourOf(cardNumber: string): string {
  return cardDigits(cardNumber).slice(-4);
}

/** `MM/YY` → {month, year (20YY)}; undefined when malformed (month 13, 'M/YY', 'MM/YYYY'). */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const m = EXPIRY.exec(expiry);
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : undefined;
}

/**
 * True when the card's month is before the current month in clinic time. A card expiring this month is
 * still valid; last month's is expired. Malformed expiry → true.
 */
export function isCardExpired(expiry: string, now: Date = new Date()): boolean {
  const e = parseExpiry(expiry);
  if (!e) return true;
  const { year, month } = clinicYearMonth(now);
  return e.year < year || (e.year === year && e.month < month);
}

// ---- Field schemas ------------------------------------------------------------------------------------------

/**
 * Card number: digits (spaces allowed as grouping), at most 19 characters, 13–16 digits.
 * Output: digits only.
 */
export const cardNumberSchema = z
  .string({ error: vc('card.cardNumberInvalid') })
  .trim()
  .refine(
    (v) => {
      if (!/^[\d ]+$/.test(v) || v.length > CARD_NUMBER_MAX_CHARS) return false;
      const n = cardDigits(v).length;
      return n >= CARD_NUMBER_MIN_DIGITS && n <= CARD_NUMBER_MAX_DIGITS;
    },
    { message: vc('card.cardNumberInvalid') },
  )
  .transform(cardDigits);

/** `MM/YY`, and not before the current month in clinic time (`now` injectable for tests). */
export function expiryDateSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: vc('card.expiryFormat') })
    .trim()
    .superRefine((v, ctx) => {
      if (!parseExpiry(v)) ctx.addIssue({ code: 'custom', message: vc('card.expiryFormat') });
      else if (isCardExpired(v, now())) ctx.addIssue({ code: 'custom', message: vc('card.expired') });
    });
}

export const cvvSchema = z
  .string({ error: vc('card.cvvRequired') })
  .trim()
  .regex(/^\d{3,4}$/, vc('card.cvvRequired'));

export const cardholderNameSchema = z
  .string({ error: vc('card.cardholderRequired') })
  .trim()
  .min(1, vc('card.cardholderRequired'))
  .max(NAME_MAX_LENGTH, vc('card.cardholderRequired'));

// ---- Card form (browser only) -------------------------------------------------------------------------------

/** New-card mode of the card form. Stays in the browser (has the CVV). */
export function newCardFormSchema(now?: () => Date) {
  return z.object({
    cardNumber: cardNumberSchema,
    expiryDate: expiryDateSchema(now),
    cvv: cvvSchema,
    cardholderName: cardholderNameSchema,
    /** Kept for older drafts; cards are saved through PayHere's Preapproval (ADR 0053), never from this form. */
    saveCard: z.boolean().optional(),
  });
}

/** Saved-card mode: a selection is required. */
export const savedCardSelectionSchema = z.object({
  savedCardId: z.string({ error: vc('card.selectCard') }).trim().min(1, vc('card.selectCard')),
});

/** The whole card form: `mode` 'new' (default when there are no saved cards) or 'saved'. */
export function cardFormSchema(now?: () => Date) {
  return z.discriminatedUnion(
    'mode',
    [newCardFormSchema(now).extend({ mode: z.literal('new') }), savedCardSelectionSchema.extend({ mode: z.literal('saved') })],
    { error: vc('card.selectCard') },
  );
}
export type NewCardForm = z.output<ReturnType<typeof newCardFormSchema>>;
export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;

// ---- Saved cards --------------------------------------------------------------------------------------------

/**
 * A saved card as GET /payments/saved-cards answers it: what PayHere showed of it (brand, last four, expiry, holder).
 * Never the number, the CVV or PayHere's customer token. `needsRenewal`: a card saved before PayHere's Preapproval
 * (ADR 0053), which cannot be charged: the owner adds it again.
 */
export const savedCardSchema = z.object({
  id: z.string(),
  cardType: z.enum(CARD_BRANDS),
  lastFour: z.string().regex(/^\d{4}$/),
  cardholderName: z.string(),
  expiryDate: z.string(),
  needsRenewal: z.boolean().optional(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardsSchema = z.array(savedCardSchema);

const lastFourSchema = z.string({ error: vc('card.cardDetailsMismatch') }).regex(/^\d{4}$/, vc('card.cardDetailsMismatch'));

// ---- Card summary for booking -------------------------------------------------------------------------------

/**
 * `paymentData` of a card booking (POST /appointments/book) and of appointment.booked: which card paid,
 * never its number or CVV (strict: any other key is refused). `savedCardId` when a saved card was chosen.
 */
export const cardPaymentSummarySchema = z.strictObject({
  savedCardId: z.string().trim().min(1).max(100).optional(),
  cardType: z.enum(CARD_BRANDS, { error: vc('card.cardDetailsMismatch') }),
  lastFour: lastFourSchema,
  cardholderName: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  expiryDate: z
    .string()
    .regex(EXPIRY, vc('card.expiryFormat'))
    .optional(),
});
export type CardPaymentSummary = z.infer<typeof cardPaymentSummarySchema>;

/** Summary of a new card for the book request (drops number and CVV). */
export function summarizeNewCard(form: Pick<NewCardForm, 'cardNumber' | 'expiryDate' | 'cardholderName'>): CardPaymentSummary {
  return {
    cardType: detectCardBrand(form.cardNumber),
    lastFour: lastFourOf(form.cardNumber),
    cardholderName: form.cardholderName,
    expiryDate: form.expiryDate,
  };
}

/** Summary of a saved card for the book request. */
export function summarizeSavedCard(card: SavedCard): CardPaymentSummary {
  return {
    savedCardId: card.id,
    cardType: card.cardType,
    lastFour: card.lastFour,
    cardholderName: card.cardholderName,
    expiryDate: card.expiryDate,
  };
}
