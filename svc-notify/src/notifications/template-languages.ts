/**
 * The Sinhala and Tamil wording of svc-notify's messages (issue 12 with issue 13's languages). English stays in the
 * templates (templates.ts and the families it names), as it was written first; these follow it part for part, one
 * family of kinds a file in template-languages/, assembled here. A recipient's language comes from the contact facts
 * svc-auth publishes (`user.contact-changed`), English when unknown.
 */
import { CLINIC_TIME_ZONE } from '@vetnow/contracts/clinic-time';
import { BOOKING_TEXTS } from './template-languages/booking-texts.js';
import { COMMON_TEXTS } from './template-languages/common-texts.js';
import type { LanguageTexts, TranslatedLanguage } from './template-languages/language-texts.js';
import { PAYMENT_TEXTS } from './template-languages/payment-texts.js';
import { PET_CARE_DUE_TEXTS } from './template-languages/pet-care-due-texts.js';
import { SIGN_IN_DELAYED_TEXTS } from './template-languages/sign-in-delayed-texts.js';

export type {
  KindTexts,
  LanguageTexts,
  MessageFacts,
  PetCareDueFacts,
  PetCareDueTexts,
  SignInDelayedFacts,
  SignInDelayedTexts,
  TranslatedLanguage,
} from './template-languages/language-texts.js';

/** One language's texts, assembled from its families'. */
function languageTexts(language: TranslatedLanguage): LanguageTexts {
  return {
    ...COMMON_TEXTS[language],
    kinds: { ...BOOKING_TEXTS[language], ...PAYMENT_TEXTS[language] },
    signInDelayed: SIGN_IN_DELAYED_TEXTS[language],
    petCareDue: PET_CARE_DUE_TEXTS[language],
  };
}

export const TEMPLATE_LANGUAGES: Record<TranslatedLanguage, LanguageTexts> = {
  si: languageTexts('si'),
  ta: languageTexts('ta'),
};

/** An instant in clinic time in the language's own words, e.g. `2026 උඳුවප් 28, සඳුදා දින 09.00 (ශ්‍රී ලංකා වේලාව)`. */
export function clinicDateTimeIn(texts: LanguageTexts, instant: Date): string {
  const when = new Intl.DateTimeFormat(texts.locale, {
    timeZone: CLINIC_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${when} (${texts.timeNote})`;
}

/** A clinic date (`2030-01-15`) in the language's own words, e.g. `2030 ජනවාරි 15, අඟහරුවාදා`. */
export function clinicDateIn(texts: LanguageTexts, date: string): string {
  return new Intl.DateTimeFormat(texts.locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}
