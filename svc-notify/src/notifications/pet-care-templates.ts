import type { CareKind } from '@vetnow/contracts/pet-care';
import { messageLanguageOf, textsIn } from '../i18n/server-texts.js';
import { assemble, type RenderedMessage } from './message-assembly.js';
import { clinicDateIn, greetingAndFooter } from './message-texts.js';

// The pet care reminder's message (issue 38), beside the visits' templates (templates.ts), whose parts it assembles.

/** What a pet care reminder (issue 38) says: one due item of one pet, on the day the reminder goes out. */
export interface PetCareDueInput {
  readonly recipientName?: string;
  /** The recipient's language (their contact's); English when unknown or not one of VetNow's. */
  readonly language?: string;
  readonly petName: string;
  /** The vaccine or product, as the doctor recorded it. */
  readonly itemName: string;
  readonly kind: CareKind;
  /** The due date (clinic date). */
  readonly dueOn: string;
  /** The clinic date the reminder goes out: it says "in 14 days", "tomorrow", "today" or "overdue" from it. */
  readonly today: string;
  /** "Book now": the wizard with the pet, the reason and the doctor who last saw it (an absolute URL for e-mail). */
  readonly bookUrl: string;
}

/** What a pet care reminder says of its due date on `today`: the days left (0 today), or overdue. */
export function petCareTiming(dueOn: string, today: string): { overdue: boolean; days: number } {
  const days = Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return { overdue: days < 0, days };
}

/**
 * When the item is due as a catalogue variant of a text: `overdue`, `today`, `tomorrow`, or `inDays` with the days as
 * the plural count ("in 14 days"). The SMS (sms-texts.ts) says it with the same variants.
 */
export function petCareTimingVariant(dueOn: string, today: string): { context: string; count?: number } {
  const { overdue, days } = petCareTiming(dueOn, today);
  if (overdue) return { context: 'overdue' };
  if (days === 0) return { context: 'today' };
  if (days === 1) return { context: 'tomorrow' };
  return { context: 'inDays', count: days };
}

/**
 * A pet care reminder (issue 38): "Rex's Anti-rabies is due in 14 days (…)", "… is due tomorrow (…)", "… is
 * overdue (was due …)", with a "Book now" link, in the recipient's language. Dates are clinic dates.
 */
export function renderPetCareDue(input: PetCareDueInput): RenderedMessage {
  const language = messageLanguageOf(input.language);
  const t = textsIn(language);
  const { overdue } = petCareTiming(input.dueOn, input.today);
  const date = clinicDateIn(language, input.dueOn);
  const title = t('pet-care:title', { pet: input.petName, item: input.itemName }, petCareTimingVariant(input.dueOn, input.today));
  return assemble(undefined, {
    title,
    lead: t('pet-care:lead', { title, date }, { context: overdue ? 'overdue' : undefined }),
    details: [
      [t('common:labels.pet'), input.petName],
      [t(`pet-care:kinds.${input.kind}`), input.itemName],
      [t('pet-care:dueLabel'), date],
    ],
    notes: [t('pet-care:notes.book'), t('pet-care:notes.givenElsewhere')],
    action: { label: t('pet-care:bookNow'), url: input.bookUrl },
    ...greetingAndFooter(t, input.recipientName),
  });
}
