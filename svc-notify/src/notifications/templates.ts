/**
 * The visits' messages in the recipient's language, and the templates' public entry. English parts by family of
 * kinds (booking-templates.ts, payment-templates.ts), Sinhala and Tamil from template-languages.ts, one layout for
 * all (message-assembly.ts). The account's notice: sign-in-delayed-templates.ts.
 */
import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import { bookingParts } from './booking-templates.js';
import { assemble, type Parts, type RenderedMessage } from './message-assembly.js';
import { addressText, feeText, moneyText, refundedAmountText } from './message-texts.js';
import { isPaymentKind, paymentParts } from './payment-templates.js';
import type { TemplateInput } from './template-input.js';
import { TEMPLATE_LANGUAGES, clinicDateTimeIn, type TranslatedLanguage } from './template-languages.js';
import { findingsParts } from './visit-details.js';

export { assemble, type Parts, type RenderedMessage } from './message-assembly.js';
export {
  addressText,
  clinicDateText,
  clinicDateTimeText,
  feeText,
  moneyText,
  refundedAmountText,
} from './message-texts.js';
export { renderSignInDelayed, type SignInDelayedInput } from './sign-in-delayed-templates.js';
export type { TemplateInput, VisitFacts, VisitFindings, VisitKind } from './template-input.js';

/** A visit kind's English parts, from its family's templates. */
function partsOf(input: TemplateInput): Parts {
  const { kind } = input;
  return isPaymentKind(kind) ? paymentParts({ ...input, kind }) : bookingParts({ ...input, kind });
}

/**
 * The message of a notification in the recipient's language: English (partsOf, above), Sinhala or Tamil
 * (template-languages.ts), the same parts in the same order.
 */
export function renderMessage(input: TemplateInput): RenderedMessage {
  if (input.language === 'si' || input.language === 'ta') return renderTranslated(input, input.language);
  const parts = partsOf(input);
  const greeting = input.recipientName ? `Dear ${input.recipientName},` : 'Hello,';
  const footer = `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`;
  return assemble(input.visit.reference, { ...parts, greeting, footer });
}

function renderTranslated(input: TemplateInput, language: TranslatedLanguage): RenderedMessage {
  const texts = TEMPLATE_LANGUAGES[language];
  const v = input.visit;
  const when = clinicDateTimeIn(texts, v.startsAt);
  const { title, lead, notes, action } = texts.kinds[input.kind]({
    reference: v.reference,
    doctor: v.doctorName ?? texts.yourDoctor,
    when,
    ...(v.petName ? { pet: v.petName } : {}),
    ...(input.kind === 'refunded' ? { amount: refundedAmountText(input) } : {}),
    ...(input.kind === 'payment-link' && v.consultationFeeMinor !== undefined
      ? { amount: moneyText(v.consultationFeeMinor) }
      : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    byClinic: input.by === 'admin',
    withFindings: input.findings !== undefined,
    cash: v.paymentMethod === 'cash',
    ...(v.consultationFeeMinor !== undefined ? { fee: feeText(v.consultationFeeMinor) } : {}),
  });
  const l = texts.labels;
  const details: [string, string][] = [[l.reference, v.reference]];
  if (v.petName) details.push([l.pet, v.petName]);
  details.push([l.doctor, v.doctorName ?? texts.yourVetNowDoctor]);
  details.push([l.when, when]);
  const withAddress = ![
    'new-booking',
    'cancelled',
    'doctor-cancelled',
    'visit-completed',
    'refunded',
  ].includes(input.kind);
  if (withAddress) details.push([l.where, addressText(v.clinicAddress)]);
  if (input.kind === 'refunded') details.push([l.refunded, refundedAmountText(input)]);
  if (input.kind === 'payment-link' && v.consultationFeeMinor !== undefined)
    details.push([l.fee, moneyText(v.consultationFeeMinor)]);
  if (input.kind === 'rescheduled' && input.previousStartsAt)
    details.push([l.was, clinicDateTimeIn(texts, input.previousStartsAt)]);
  const findings = input.kind === 'visit-completed' ? findingsParts(input.findings, l) : { details: [] };
  details.push(...findings.details);
  return assemble(v.reference, {
    title,
    lead,
    details,
    ...(findings.lists ? { lists: findings.lists } : {}),
    notes: [...notes],
    ...(action && input.payUrl ? { action: { label: action, url: input.payUrl } } : {}),
    greeting: texts.greeting(input.recipientName),
    footer: texts.footer,
  });
}
