import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import type { CareKind } from '@vetnow/contracts/pet-care';
import { TEMPLATE_LANGUAGES, clinicDateIn } from './template-languages.js';
import { assemble, clinicDateText, type RenderedMessage } from './templates.js';

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

const ENGLISH_CARE_KINDS: Record<CareKind, string> = { vaccination: 'Vaccination', deworming: 'Deworming', 'tick-flea': 'Tick and flea treatment' };

/**
 * A pet care reminder (issue 38): "Rex's Anti-rabies is due in 14 days (…)", "… is due tomorrow (…)", "… is
 * overdue (was due …)", with a "Book now" link, in the recipient's language (Sinhala and Tamil in
 * template-languages.ts). Dates are clinic dates.
 */
export function renderPetCareDue(input: PetCareDueInput): RenderedMessage {
  const { overdue, days } = petCareTiming(input.dueOn, input.today);
  if (input.language === 'si' || input.language === 'ta') {
    const texts = TEMPLATE_LANGUAGES[input.language];
    const date = clinicDateIn(texts, input.dueOn);
    const t = texts.petCareDue({ pet: input.petName, item: input.itemName, kind: input.kind, date, days, overdue });
    const l = texts.labels;
    return assemble(undefined, {
      title: t.title,
      lead: t.lead,
      details: [
        [l.pet, input.petName],
        [t.kindLabel, input.itemName],
        [t.dueLabel, date],
      ],
      notes: [...t.notes],
      action: { label: t.bookNow, url: input.bookUrl },
      greeting: texts.greeting(input.recipientName),
      footer: texts.footer,
    });
  }
  const date = clinicDateText(input.dueOn);
  const subject = `${input.petName}'s ${input.itemName}`;
  const title = overdue
    ? `${subject} is overdue`
    : days === 0
      ? `${subject} is due today`
      : days === 1
        ? `${subject} is due tomorrow`
        : `${subject} is due in ${days} days`;
  return assemble(undefined, {
    title,
    lead: overdue ? `${title} (was due ${date}).` : `${title} (${date}).`,
    details: [
      ['Pet', input.petName],
      [ENGLISH_CARE_KINDS[input.kind], input.itemName],
      ['Due date', date],
    ],
    notes: [
      'Book a visit on VetNow with the link above, or contact the clinic.',
      'If it has been given elsewhere, tell your doctor at the next visit so the record stays right.',
    ],
    action: { label: 'Book now', url: input.bookUrl },
    greeting: input.recipientName ? `Dear ${input.recipientName},` : 'Hello,',
    footer: `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`,
  });
}
