/**
 * The English parts of the messages about paying for a visit: a card payment failed, a refund (issue 35) and the
 * desk's payment link (issue 39). Sinhala and Tamil: template-languages/payment-texts.ts.
 */
import type { Parts } from './message-assembly.js';
import { clinicDateTimeText, moneyText, refundedAmountText } from './message-texts.js';
import type { TemplateInput, VisitKind } from './template-input.js';
import { visitDetails } from './visit-details.js';

/** The kinds about paying for a visit. */
export type PaymentKind = Extract<VisitKind, 'payment-failed' | 'refunded' | 'payment-link'>;

const PAYMENT_KINDS: readonly string[] = [
  'payment-failed',
  'refunded',
  'payment-link',
] satisfies PaymentKind[];

export function isPaymentKind(kind: VisitKind): kind is PaymentKind {
  return PAYMENT_KINDS.includes(kind);
}

/** What a payment's message says in English. */
export function paymentParts(input: TemplateInput & { readonly kind: PaymentKind }): Parts {
  const v = input.visit;
  const doctor = v.doctorName ?? 'your doctor';
  const when = clinicDateTimeText(v.startsAt);
  switch (input.kind) {
    case 'payment-failed':
      return {
        title: 'Payment failed',
        lead: `The card payment for appointment ${v.reference} did not go through${input.reason ? `: ${input.reason}` : ''}.`,
        details: visitDetails(v),
        notes: ['Open My Appointments on VetNow to pay again, or pay at the clinic.'],
      };
    case 'refunded': {
      const amount = refundedAmountText(input);
      return {
        title: `Refund of ${amount} for ${v.petName ? `${v.petName}'s visit` : 'your visit'}`,
        lead:
          `We refunded ${amount} to your card for appointment ${v.reference} with ${doctor} on ${when}. ` +
          'It can take 5–10 working days to appear on your statement.',
        details: [...visitDetails(v, false), ['Refunded', amount]],
        notes: ['If you have a question about this refund, contact the clinic.'],
      };
    }
    case 'payment-link': {
      const visit = v.petName ? `${v.petName}'s visit` : 'your visit';
      const fee =
        v.consultationFeeMinor !== undefined ? moneyText(v.consultationFeeMinor) : 'the consultation fee';
      return {
        title: `Pay for ${visit} by card`,
        lead: `The clinic booked ${visit} with ${doctor} on ${when}. Pay ${fee} by card on VetNow.`,
        details: [...visitDetails(v), ['Consultation fee', fee]],
        notes: [
          'Sign in to VetNow, open My Appointments and choose Pay now.',
          'If the clinic set up your account for you, first claim it with the link in the SMS the clinic sent.',
        ],
        ...(input.payUrl ? { action: { label: 'Pay now', url: input.payUrl } } : {}),
      };
    }
  }
}
