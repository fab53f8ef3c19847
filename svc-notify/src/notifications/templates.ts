/**
 * The visits' messages in the recipient's language, and the templates' public entry. The parts by family of kinds
 * (booking-templates.ts, payment-templates.ts), their words from the i18next catalogues (../i18n), one layout for
 * all (message-assembly.ts). The account's notice: sign-in-delayed-templates.ts.
 */
import { messageLanguageOf, textsIn } from '../i18n/server-texts.js';
import { bookingParts } from './booking-templates.js';
import { assemble, type RenderedMessage } from './message-assembly.js';
import { clinicDateTimeIn, greetingAndFooter } from './message-texts.js';
import { isPaymentKind, paymentParts } from './payment-templates.js';
import type { TemplateInput } from './template-input.js';

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

/**
 * The message of a notification in the recipient's language (English when unknown): the kind's parts from its
 * family's templates, then the greeting and footer, assembled in one layout.
 */
export function renderMessage(input: TemplateInput): RenderedMessage {
  const language = messageLanguageOf(input.language);
  const t = textsIn(language);
  const v = input.visit;
  const facts = {
    language,
    reference: v.reference,
    doctor: v.doctorName ?? t('common:yourDoctor'),
    when: clinicDateTimeIn(language, v.startsAt),
  };
  const { kind } = input;
  const parts = isPaymentKind(kind) ? paymentParts({ ...input, kind }, t, facts) : bookingParts({ ...input, kind }, t, facts);
  return assemble(v.reference, { ...parts, ...greetingAndFooter(t, input.recipientName) });
}
