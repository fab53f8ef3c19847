/**
 * The SMS of each kind that goes by SMS (ADR 0031), in the recipient's language: one short line with what
 * happened, the pet and doctor, the clinic-time date and time and the reference. English is plain ASCII (the GSM
 * alphabet: 160 characters per SMS) and fits one SMS for ordinary names; Sinhala and Tamil travel as Unicode
 * (70 characters per part), so they take two or three parts — the gateway joins them.
 */
import type { NotificationKind } from '@vetnow/contracts/api';
import { CLINIC_TIME_ZONE, clinicDateOf, clinicMinutesOf, formatSlotLabel, weekdayOf } from '@vetnow/contracts/clinic-time';
import { ARRIVE_EARLY_MINUTES } from '@vetnow/contracts/constants';
import { petCareTiming, type PetCareDueInput } from '../../notifications/pet-care-templates.js';
import { moneyText, refundedAmountText, type TemplateInput } from '../../notifications/templates.js';

/** The visits' kinds that go by SMS (renderSms): the owner's reminders and visit updates. */
export const VISIT_SMS_KINDS = [
  'booking-confirmed',
  'payment-failed',
  'cancelled',
  'rescheduled',
  'needs-rescheduling',
  'visit-completed',
  'reminder',
  'refunded',
  'payment-link',
] as const satisfies readonly NotificationKind[];
export type VisitSmsKind = (typeof VISIT_SMS_KINDS)[number];

/**
 * What goes by SMS: the owner's reminders and visit updates, pet care reminders (renderPetCareSms, issue 38) and the
 * waitlist's offers (renderWaitlistOfferSms, issue 39); not the doctors' notices (they work in the app all day). The
 * claim link of an account the desk made is an SMS of its own, with no notification (claim-sms.ts).
 */
export const SMS_KINDS = [...VISIT_SMS_KINDS, 'pet-care-due', 'waitlist-offer'] as const satisfies readonly NotificationKind[];
export type SmsKind = (typeof SMS_KINDS)[number];

export function isSmsKind(kind: NotificationKind): kind is SmsKind {
  return (SMS_KINDS as readonly NotificationKind[]).includes(kind);
}

function isVisitSmsKind(kind: NotificationKind): kind is VisitSmsKind {
  return (VISIT_SMS_KINDS as readonly NotificationKind[]).includes(kind);
}

const EARLY = ARRIVE_EARLY_MINUTES.confirmation;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Tue 15 Jan 09:00 AM`, in clinic time whatever the server's TZ. */
export function shortClinicDateTime(instant: Date): string {
  const date = clinicDateOf(instant);
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]} ${formatSlotLabel(clinicMinutesOf(instant))}`;
}

/** The same in Sinhala or Tamil through Intl (`si-LK`, `ta-LK`), 24-hour clock. */
export function shortClinicDateTimeIn(locale: string, instant: Date): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: CLINIC_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

interface SmsFacts {
  readonly ref: string;
  readonly doctor: string;
  /** ` (Bella)` or '' (Sinhala, Tamil). */
  readonly pet: string;
  /** `Bella's visit` or `your visit` (English). */
  readonly visit: string;
  readonly when: string;
  readonly byClinic: boolean;
  /** refunded: what this refund returned; payment-link: the fee to pay (`LKR 2,500.00`); '' for the other kinds. */
  readonly amount: string;
  /** payment-link: where to pay (PUBLIC_URL + /appointments); '' for the other kinds. */
  readonly url: string;
}

type SmsTexts = Record<VisitSmsKind, (f: SmsFacts) => string>;

const EN: SmsTexts = {
  'booking-confirmed': (f) => `VetNow: ${f.visit} with ${f.doctor} is booked for ${f.when}. Please arrive ${EARLY} min early. Ref ${f.ref}`,
  reminder: (f) => `VetNow reminder: ${f.visit} with ${f.doctor} is ${f.when}. Please arrive ${EARLY} min early. Ref ${f.ref}`,
  rescheduled: (f) => `VetNow: ${f.visit} with ${f.doctor} has been moved${f.byClinic ? ' by the clinic' : ''} to ${f.when}. Ref ${f.ref}`,
  cancelled: (f) => `VetNow: ${f.visit} with ${f.doctor} on ${f.when} has been cancelled. Book again any time on VetNow. Ref ${f.ref}`,
  'needs-rescheduling': (f) => `VetNow: ${f.visit} on ${f.when} cannot take place then. Please pick a new time in My Appointments. Ref ${f.ref}`,
  'payment-failed': (f) => `VetNow: the card payment for ${f.visit} on ${f.when} did not go through. Pay in My Appointments or at the clinic. Ref ${f.ref}`,
  'visit-completed': (f) => `VetNow: ${f.visit} with ${f.doctor} is complete. The doctor's notes are in My Appointments. Ref ${f.ref}`,
  refunded: (f) => `VetNow: ${f.amount} refunded to your card for ${f.visit} on ${f.when}. It can take 5-10 working days to show. Ref ${f.ref}`,
  'payment-link': (f) => `VetNow: the clinic booked ${f.visit} with ${f.doctor} on ${f.when}. Ref ${f.ref}. Pay ${f.amount} by card: ${f.url}`,
};

const SI: SmsTexts = {
  'booking-confirmed': (f) => `VetNow: හමුවීම තහවුරු විය${f.pet} - ${f.doctor}, ${f.when}. මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න. යොමු අංකය ${f.ref}`,
  reminder: (f) => `VetNow: සිහිකැඳවීමක්${f.pet} - ${f.doctor}, ${f.when}. මිනිත්තු ${EARLY}කට පෙර පැමිණෙන්න. යොමු අංකය ${f.ref}`,
  rescheduled: (f) => `VetNow: හමුවීම${f.byClinic ? ' සායනය විසින්' : ''} ${f.when} වෙත ගෙන ගොස් ඇත${f.pet} - ${f.doctor}. යොමු අංකය ${f.ref}`,
  cancelled: (f) => `VetNow: හමුවීම අවලංගු කරන ලදී${f.pet} - ${f.doctor}, ${f.when}. යොමු අංකය ${f.ref}`,
  'needs-rescheduling': (f) => `VetNow: ${f.when} හමුවීම${f.pet} එම වේලාවේ පැවැත්විය නොහැක. මගේ හමුවීම් තුළ නව වේලාවක් තෝරන්න. යොමු අංකය ${f.ref}`,
  'payment-failed': (f) => `VetNow: කාඩ්පත් ගෙවීම සාර්ථක නොවීය${f.pet}, ${f.when}. මගේ හමුවීම් තුළ හෝ සායනයේදී ගෙවන්න. යොමු අංකය ${f.ref}`,
  'visit-completed': (f) => `VetNow: පරීක්ෂාව අවසන්${f.pet} - ${f.doctor}. වෛද්‍යවරයාගේ නිරීක්ෂණ මගේ හමුවීම් තුළ ඇත. යොමු අංකය ${f.ref}`,
  refunded: (f) => `VetNow: ${f.amount} ඔබගේ කාඩ්පතට ආපසු ගෙවන ලදී${f.pet}, ${f.when}. දිස් වීමට වැඩ කරන දින 5-10ක් ගත විය හැක. යොමු අංකය ${f.ref}`,
  'payment-link': (f) => `VetNow: සායනය හමුවීම වෙන් කළේය${f.pet} - ${f.doctor}, ${f.when}, යොමු අංකය ${f.ref}. ${f.amount} කාඩ්පතෙන් ගෙවන්න: ${f.url}`,
};

const TA: SmsTexts = {
  'booking-confirmed': (f) => `VetNow: சந்திப்பு உறுதிசெய்யப்பட்டது${f.pet} - ${f.doctor}, ${f.when}. ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள். குறிப்பு எண் ${f.ref}`,
  reminder: (f) => `VetNow: நினைவூட்டல்${f.pet} - ${f.doctor}, ${f.when}. ${EARLY} நிமிடங்கள் முன்னதாக வாருங்கள். குறிப்பு எண் ${f.ref}`,
  rescheduled: (f) => `VetNow: சந்திப்பு${f.byClinic ? ' மருத்துவமனையால்' : ''} ${f.when} க்கு மாற்றப்பட்டது${f.pet} - ${f.doctor}. குறிப்பு எண் ${f.ref}`,
  cancelled: (f) => `VetNow: சந்திப்பு ரத்து செய்யப்பட்டது${f.pet} - ${f.doctor}, ${f.when}. குறிப்பு எண் ${f.ref}`,
  'needs-rescheduling': (f) => `VetNow: ${f.when} சந்திப்பு${f.pet} அந்த நேரத்தில் நடைபெற முடியாது. எனது சந்திப்புகளில் புதிய நேரத்தைத் தேர்ந்தெடுங்கள். குறிப்பு எண் ${f.ref}`,
  'payment-failed': (f) => `VetNow: அட்டைக் கட்டணம் தோல்வியடைந்தது${f.pet}, ${f.when}. எனது சந்திப்புகளில் அல்லது மருத்துவமனையில் செலுத்துங்கள். குறிப்பு எண் ${f.ref}`,
  'visit-completed': (f) => `VetNow: பரிசோதனை முடிந்தது${f.pet} - ${f.doctor}. மருத்துவரின் குறிப்புகள் எனது சந்திப்புகளில் உள்ளன. குறிப்பு எண் ${f.ref}`,
  refunded: (f) => `VetNow: ${f.amount} உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது${f.pet}, ${f.when}. தோன்ற 5-10 வேலை நாட்கள் ஆகலாம். குறிப்பு எண் ${f.ref}`,
  'payment-link': (f) => `VetNow: மருத்துவமனை சந்திப்பை முன்பதிவு செய்தது${f.pet} - ${f.doctor}, ${f.when}, குறிப்பு எண் ${f.ref}. ${f.amount} ஐ அட்டை மூலம் செலுத்துங்கள்: ${f.url}`,
};

const LANGUAGES = {
  en: { texts: EN, when: shortClinicDateTime, yourDoctor: 'your doctor' },
  si: { texts: SI, when: (d: Date) => shortClinicDateTimeIn('si-LK', d), yourDoctor: 'ඔබගේ වෛද්‍යවරයා' },
  ta: { texts: TA, when: (d: Date) => shortClinicDateTimeIn('ta-LK', d), yourDoctor: 'உங்கள் மருத்துவர்' },
} as const;

/**
 * The SMS of a notification, in the recipient's language (English when unknown); undefined for a kind that does
 * not go by SMS.
 */
export function renderSms(input: TemplateInput): string | undefined {
  const kind = input.kind;
  if (!isVisitSmsKind(kind)) return undefined;
  const language = input.language === 'si' || input.language === 'ta' ? LANGUAGES[input.language] : LANGUAGES.en;
  const v = input.visit;
  return language.texts[kind]({
    ref: v.reference,
    doctor: v.doctorName ?? language.yourDoctor,
    pet: v.petName ? ` (${v.petName})` : '',
    visit: v.petName ? `${v.petName}'s visit` : 'your visit',
    when: language.when(v.startsAt),
    byClinic: input.by === 'admin',
    amount: input.kind === 'refunded' ? refundedAmountText(input) : input.kind === 'payment-link' ? payment(input).amount : '',
    url: input.kind === 'payment-link' ? payment(input).url : '',
  });
}

/** A payment link's fee and URL; a payment-link SMS without them is a programming error (the booking has both). */
function payment(input: TemplateInput): { amount: string; url: string } {
  const fee = input.visit.consultationFeeMinor;
  if (fee === undefined || !input.payUrl) throw new Error('a payment-link SMS needs the fee and the URL to pay at');
  return { amount: moneyText(fee), url: input.payUrl };
}

/** A clinic date as a pet care SMS writes it: `Tue 15 Jan`; in Sinhala or Tamil through Intl. */
function shortDate(language: 'en' | 'si' | 'ta', date: string): string {
  if (language === 'en') {
    const [, m, d] = date.split('-').map(Number) as [number, number, number];
    return `${WEEKDAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]}`;
  }
  return new Intl.DateTimeFormat(language === 'si' ? 'si-LK' : 'ta-LK', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * A pet care reminder's SMS (issue 38), in the recipient's language: what is due when, and the "Book now" link. The
 * link makes an English one two SMS parts (about 200 characters); it is what the reminder is for.
 */
export function renderPetCareSms(input: PetCareDueInput): string {
  const language = input.language === 'si' || input.language === 'ta' ? input.language : 'en';
  const { overdue, days } = petCareTiming(input.dueOn, input.today);
  const date = shortDate(language, input.dueOn);
  const pet = input.petName;
  const item = input.itemName;
  const url = input.bookUrl;
  if (language === 'si') {
    const when = overdue ? `ප්‍රමාද වී ඇත (${date} දින ලබා දිය යුතුව තිබිණි)` : days === 0 ? `අද ලබා දිය යුතුය (${date})` : days === 1 ? `හෙට ලබා දිය යුතුය (${date})` : `දින ${days}කින් ලබා දිය යුතුය (${date})`;
    return `VetNow: ${pet} ගේ ${item} ${when}. දැන් වෙන් කරන්න: ${url}`;
  }
  if (language === 'ta') {
    const when = overdue ? `தாமதமாகிவிட்டது (${date} அன்று வழங்கப்பட்டிருக்க வேண்டும்)` : days === 0 ? `இன்று வழங்கப்பட வேண்டும் (${date})` : days === 1 ? `நாளை வழங்கப்பட வேண்டும் (${date})` : `இன்னும் ${days} நாட்களில் வழங்கப்பட வேண்டும் (${date})`;
    return `VetNow: ${pet} இன் ${item} ${when}. இப்போதே முன்பதிவு செய்யுங்கள்: ${url}`;
  }
  const when = overdue ? `is overdue (was due ${date})` : days === 0 ? `is due today (${date})` : days === 1 ? `is due tomorrow (${date})` : `is due in ${days} days (${date})`;
  return `VetNow: ${pet}'s ${item} ${when}. Book now: ${url}`;
}
