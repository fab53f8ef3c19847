import { CLINIC_TIME_ZONE, clinicMinutesOf, formatSlotLabel } from '@vetnow/contracts/clinic-time';
import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import { TEMPLATE_LANGUAGES, clinicDateTimeIn, type TranslatedLanguage } from './template-languages.js';
import { addressText, assemble, clinicDateTimeText, type RenderedMessage, type VisitFacts } from './templates.js';

// The waitlist's offer (issue 39 phase B): a freed slot held for the owner who was next, with a "Book it" link to the
// booking of that slot. Not about an appointment yet, so not one of the visits' kinds (templates.ts); its three
// languages are here, assembled like the others.

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

/** The words of one language; `when` and `until` already written in it (`until`: the time of day only). */
interface OfferTexts {
  title: string;
  lead: (f: { doctor: string; when: string; until: string }) => string;
  heldUntil: string;
  bookIt: string;
  notes: readonly string[];
}

const OFFER_TEXTS: Record<'en' | TranslatedLanguage, OfferTexts> = {
  en: {
    title: 'A slot is held for you',
    lead: (f) => `A slot with ${f.doctor} on ${f.when} is held for you until ${f.until}.`,
    heldUntil: 'Held for you until',
    bookIt: 'Book it',
    notes: [
      'Book it with the link above: the doctor, the day and the time are already chosen.',
      'If you do not book it by then, the slot goes to the next person on the waitlist.',
    ],
  },
  si: {
    title: 'ඔබ වෙනුවෙන් වේලාවක් රඳවා ඇත',
    lead: (f) => `${f.when} දින ${f.doctor} සමඟ වේලාවක් ${f.until} දක්වා ඔබ වෙනුවෙන් රඳවා ඇත.`,
    heldUntil: 'ඔබ වෙනුවෙන් රඳවා ඇත්තේ',
    bookIt: 'එය වෙන් කරන්න',
    notes: [
      'ඉහත සබැඳියෙන් එය වෙන් කරන්න: වෛද්‍යවරයා, දිනය සහ වේලාව දැනටමත් තෝරා ඇත.',
      'එතෙක් ඔබ එය වෙන් නොකළහොත්, එම වේලාව පොරොත්තු ලේඛනයේ ඊළඟට සිටින අයට ලැබේ.',
    ],
  },
  ta: {
    title: 'உங்களுக்காக ஒரு நேரம் ஒதுக்கி வைக்கப்பட்டுள்ளது',
    lead: (f) => `${f.when} அன்று ${f.doctor} உடனான ஒரு நேரம் ${f.until} வரை உங்களுக்காக ஒதுக்கி வைக்கப்பட்டுள்ளது.`,
    heldUntil: 'உங்களுக்காக ஒதுக்கி வைக்கப்பட்டிருக்கும் நேரம்',
    bookIt: 'முன்பதிவு செய்யுங்கள்',
    notes: [
      'மேலே உள்ள இணைப்பைப் பயன்படுத்தி முன்பதிவு செய்யுங்கள்: மருத்துவர், நாள் மற்றும் நேரம் ஏற்கனவே தேர்ந்தெடுக்கப்பட்டுள்ளன.',
      'அதற்குள் நீங்கள் முன்பதிவு செய்யாவிட்டால், அந்த நேரம் காத்திருப்புப் பட்டியலில் அடுத்து இருப்பவருக்கு வழங்கப்படும்.',
    ],
  },
};

/** The time of day of an instant in clinic time, in the language: `02:52 PM (Sri Lanka time)`, `14.52 (…)`. */
export function clinicTimeOfDayIn(language: 'en' | TranslatedLanguage, instant: Date): string {
  if (language === 'en') return `${formatSlotLabel(clinicMinutesOf(instant))} (Sri Lanka time)`;
  const texts = TEMPLATE_LANGUAGES[language];
  const time = new Intl.DateTimeFormat(texts.locale, { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${time} (${texts.timeNote})`;
}

/**
 * A waitlist offer: "A slot with <doctor> on <when> is held for you until <time>", with the "Book it" link, the
 * doctor, the time, the place and when the hold ends, in the recipient's language. Times in clinic time.
 */
export function renderWaitlistOffer(input: WaitlistOfferInput): RenderedMessage {
  const language = input.language === 'si' || input.language === 'ta' ? input.language : 'en';
  const t = OFFER_TEXTS[language];
  const translated = language === 'en' ? undefined : TEMPLATE_LANGUAGES[language];
  const dateTime = (at: Date) => (translated ? clinicDateTimeIn(translated, at) : clinicDateTimeText(at));
  const when = dateTime(input.startsAt);
  const l = translated?.labels ?? { doctor: 'Doctor', when: 'When', where: 'Where' };
  return assemble(undefined, {
    title: t.title,
    lead: t.lead({ doctor: input.doctorName, when, until: clinicTimeOfDayIn(language, input.expiresAt) }),
    details: [
      [l.doctor, input.doctorName],
      [l.when, when],
      [l.where, addressText(input.clinicAddress)],
      [t.heldUntil, dateTime(input.expiresAt)],
    ],
    notes: [...t.notes],
    action: { label: t.bookIt, url: input.bookUrl },
    greeting: translated ? translated.greeting(input.recipientName) : input.recipientName ? `Dear ${input.recipientName},` : 'Hello,',
    footer: translated ? translated.footer : `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`,
  });
}

/** The in-app "Book it" path: the wizard on the offered doctor, day and time (the owner's hold keeps the slot). */
export function waitlistBookPath(offer: { doctorId: string; appointmentDate: string; timeSlot: string }): string {
  return `/book-appointment/${encodeURIComponent(offer.doctorId)}?date=${encodeURIComponent(offer.appointmentDate)}&time=${encodeURIComponent(offer.timeSlot)}`;
}
