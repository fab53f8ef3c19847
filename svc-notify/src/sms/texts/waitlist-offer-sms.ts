/**
 * The waitlist offer's SMS (issue 39 phase B): the slot held, until when (the time of day, clinic time: the hold lasts
 * minutes) and the "Book it" link. English is plain ASCII for an ASCII doctor's name; with the link it takes two SMS
 * parts, like a pet care reminder — the link is what the SMS is for.
 */
import { CLINIC_TIME_ZONE, clinicMinutesOf, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { messageLanguageOf, textsIn } from '../../i18n/server-texts.js';
import { DATE_LOCALES } from '../../notifications/message-texts.js';
import type { WaitlistOfferInput } from '../../notifications/waitlist-offer-templates.js';
import { shortClinicDateTime, shortClinicDateTimeIn } from './sms-texts.js';

function timeOfDayIn(locale: string, instant: Date): string {
  return new Intl.DateTimeFormat(locale, { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

export function renderWaitlistOfferSms(input: Pick<WaitlistOfferInput, 'language' | 'doctorName' | 'startsAt' | 'expiresAt' | 'bookUrl'>): string {
  const language = messageLanguageOf(input.language);
  const [when, until] =
    language === 'en'
      ? [shortClinicDateTime(input.startsAt), formatSlotLabel(clinicMinutesOf(input.expiresAt))]
      : [shortClinicDateTimeIn(DATE_LOCALES[language], input.startsAt), timeOfDayIn(DATE_LOCALES[language], input.expiresAt)];
  return textsIn(language)('sms:waitlist-offer', { doctor: input.doctorName, when, until, url: input.bookUrl });
}
