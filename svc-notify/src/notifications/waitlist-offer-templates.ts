import { messageLanguageOf, textsIn } from '../i18n/server-texts.js';
import { assemble, type RenderedMessage } from './message-assembly.js';
import { addressText, clinicDateTimeIn, clinicTimeOfDayIn, greetingAndFooter } from './message-texts.js';
import type { VisitFacts } from './template-input.js';

// The waitlist's offer (issue 39 phase B): a freed slot held for the owner who was next, with a "Book it" link to the
// booking of that slot. Not about an appointment yet, so not one of the visits' kinds (templates.ts); its words are
// the `waitlist` catalogues, assembled like the others.

/** What a waitlist offer says: waitlist.offered's facts and the doctor's clinic address. */
export interface WaitlistOfferInput {
  readonly recipientName?: string;
  /** The recipient's language (their contact's); English when unknown or not one of VetNow's. */
  readonly language?: string;
  readonly doctorName: string;
  readonly clinicAddress?: VisitFacts['clinicAddress'];
  /** The slot held. */
  readonly startsAt: Date;
  /** When the hold ends (the slot then passes to the next owner waiting). */
  readonly expiresAt: Date;
  /** "Book it": the wizard on that doctor, day and time (an absolute URL for e-mail). */
  readonly bookUrl: string;
}

/**
 * A waitlist offer: "A slot with <doctor> on <when> is held for you until <time>", with the "Book it" link, the
 * doctor, the time, the place and when the hold ends, in the recipient's language. Times in clinic time.
 */
export function renderWaitlistOffer(input: WaitlistOfferInput): RenderedMessage {
  const language = messageLanguageOf(input.language);
  const t = textsIn(language);
  const when = clinicDateTimeIn(language, input.startsAt);
  return assemble(undefined, {
    title: t('waitlist:title'),
    lead: t('waitlist:lead', { doctor: input.doctorName, when, until: clinicTimeOfDayIn(language, input.expiresAt) }),
    details: [
      [t('common:labels.doctor'), input.doctorName],
      [t('common:labels.when'), when],
      [t('common:labels.where'), addressText(input.clinicAddress)],
      [t('waitlist:heldUntil'), clinicDateTimeIn(language, input.expiresAt)],
    ],
    notes: [t('waitlist:notes.bookWithLink'), t('waitlist:notes.passesOn')],
    action: { label: t('waitlist:bookIt'), url: input.bookUrl },
    ...greetingAndFooter(t, input.recipientName),
  });
}

/** The in-app "Book it" path: the wizard on the offered doctor, day and time (the owner's hold keeps the slot). */
export function waitlistBookPath(offer: { doctorId: string; appointmentDate: string; timeSlot: string }): string {
  return `/book-appointment/${encodeURIComponent(offer.doctorId)}?date=${encodeURIComponent(offer.appointmentDate)}&time=${encodeURIComponent(offer.timeSlot)}`;
}
