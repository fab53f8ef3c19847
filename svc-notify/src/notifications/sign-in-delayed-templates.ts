/**
 * The account's "someone tried to sign in" notice (ADR 0046), in all three languages: not about an appointment, so
 * not one of the visits' kinds (templates.ts); assembled like them.
 */
import { messageLanguageOf, textsIn } from '../i18n/server-texts.js';
import { assemble, type RenderedMessage } from './message-assembly.js';
import { clinicDateTimeIn, greetingAndFooter } from './message-texts.js';

/** What the "someone tried to sign in" notice says (ADR 0046): `account.sign-in-delayed`'s facts. */
export interface SignInDelayedInput {
  readonly recipientName?: string;
  /** The recipient's language (their contact's); English when unknown or not one of VetNow's. */
  readonly language?: string;
  /** Failed sign-ins counted when the cap was reached. */
  readonly failures: number;
  /** When the cap was reached (the event's occurredAt). */
  readonly at: Date;
  /** When the first delay ends. */
  readonly delayedUntil: Date;
}

/**
 * The account's security notice (ADR 0046): its failed sign-ins reached the cap, so its sign-ins are delayed — not
 * locked. What happened, when (clinic time), what the delay means, and what to do if it was not the owner. The same
 * parts in every language (the words: the `sign-in` catalogues).
 */
export function renderSignInDelayed(input: SignInDelayedInput): RenderedMessage {
  const language = messageLanguageOf(input.language);
  const t = textsIn(language);
  const when = clinicDateTimeIn(language, input.at);
  return assemble(undefined, {
    title: t('sign-in:title'),
    lead: t('sign-in:lead', { failures: input.failures, when }),
    details: [
      [t('sign-in:labels.failures'), String(input.failures)],
      [t('sign-in:labels.lastAttempt'), when],
      [t('sign-in:labels.until'), clinicDateTimeIn(language, input.delayedUntil)],
    ],
    notes: (['paused', 'refused', 'ifYou', 'ifNotYou', 'neverAsks'] as const).map((note) => t(`sign-in:notes.${note}`)),
    ...greetingAndFooter(t, input.recipientName),
  });
}
