/**
 * The account's "someone tried to sign in" notice (ADR 0046), in all three languages: not about an appointment, so
 * not one of the visits' kinds (templates.ts); assembled like them.
 */
import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import { assemble, type RenderedMessage } from './message-assembly.js';
import { clinicDateTimeText } from './message-texts.js';
import { TEMPLATE_LANGUAGES, clinicDateTimeIn } from './template-languages.js';

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
 * parts in every language (Sinhala and Tamil in template-languages.ts).
 */
export function renderSignInDelayed(input: SignInDelayedInput): RenderedMessage {
  if (input.language === 'si' || input.language === 'ta') {
    const texts = TEMPLATE_LANGUAGES[input.language];
    const t = texts.signInDelayed({
      failures: input.failures,
      when: clinicDateTimeIn(texts, input.at),
      until: clinicDateTimeIn(texts, input.delayedUntil),
    });
    return assemble(undefined, {
      ...t,
      notes: [...t.notes],
      greeting: texts.greeting(input.recipientName),
      footer: texts.footer,
    });
  }
  const when = clinicDateTimeText(input.at);
  const until = clinicDateTimeText(input.delayedUntil);
  return assemble(undefined, {
    title: 'Someone tried to sign in',
    lead: `There have been ${input.failures} failed attempts to sign in to your VetNow account, the latest on ${when}.`,
    details: [
      ['Failed attempts', String(input.failures)],
      ['Last attempt', when],
      ['You can sign in again from', until],
    ],
    notes: [
      'To protect your account, VetNow now pauses sign-ins to it for a while after each further failed attempt. Your account is not locked, and nothing in it has changed.',
      'During a pause every sign-in is refused, even with the right password. Wait until it ends, then sign in as usual.',
      'If this was you, there is nothing else to do.',
      'If it was not you, someone may be trying to guess your password: once you are signed in, change it to one you use nowhere else (My Profile → Change Password), or ask the clinic to reset it.',
      'VetNow never asks for your password by e-mail or phone.',
    ],
    greeting: input.recipientName ? `Dear ${input.recipientName},` : 'Hello,',
    footer: `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`,
  });
}
