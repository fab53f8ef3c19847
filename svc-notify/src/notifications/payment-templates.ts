/**
 * The parts of the messages about paying for a visit, in the recipient's language (the words: the `payment`
 * catalogues): a card payment failed, a refund (issue 35) and the desk's payment link (issue 39).
 */
import type { Texts } from '../i18n/server-texts.js';
import type { Parts } from './message-assembly.js';
import { moneyText, refundedAmountText } from './message-texts.js';
import type { KindFacts, TemplateInput, VisitKind } from './template-input.js';
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

/** What a payment's message says in `t`'s language, with the facts every kind writes (`f`). */
export function paymentParts(input: TemplateInput & { readonly kind: PaymentKind }, t: Texts, f: KindFacts): Parts {
  const v = input.visit;
  // "Bella's" or "your" visit: its own entry, as each language puts the owner's word before "visit" its own way.
  const whose = v.petName ? t('payment:whose', { pet: v.petName }, { context: 'withPet' }) : t('payment:whose');
  switch (input.kind) {
    case 'payment-failed':
      return {
        title: t('payment:payment-failed.title'),
        lead: input.reason
          ? t('payment:payment-failed.lead', { ...f, reason: input.reason }, { context: 'withReason' })
          : t('payment:payment-failed.lead', f),
        details: visitDetails(t, v, f.when),
        notes: [t('payment:notes.payAgain')],
      };
    case 'refunded': {
      const amount = refundedAmountText(input);
      return {
        title: t('payment:refunded.title', { amount, whose }),
        lead: t('payment:refunded.lead', { ...f, amount }),
        details: [...visitDetails(t, v, f.when, false), [t('common:labels.refunded'), amount]],
        notes: [t('payment:notes.refundQuestion')],
      };
    }
    case 'payment-link': {
      const amount = v.consultationFeeMinor !== undefined ? moneyText(v.consultationFeeMinor) : undefined;
      const fee = amount ? t('payment:fee', { amount }, { context: 'known' }) : t('payment:fee');
      return {
        title: t('payment:payment-link.title', { whose }),
        lead: t('payment:payment-link.lead', { ...f, whose, fee }),
        details: [...visitDetails(t, v, f.when), ...(amount ? ([[t('common:labels.fee'), amount]] as [string, string][]) : [])],
        notes: [t('payment:notes.payNow'), t('payment:notes.claimFirst')],
        ...(input.payUrl ? { action: { label: t('payment:payment-link.action'), url: input.payUrl } } : {}),
      };
    }
  }
}
