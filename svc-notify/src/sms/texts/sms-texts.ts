/**
 * The SMS of each kind that goes by SMS (ADR 0031), in the recipient's language: one short line with what
 * happened, the pet and doctor, the clinic-time date and time and the reference. English is plain ASCII (the GSM
 * alphabet: 160 characters per SMS) and fits one SMS for ordinary names; Sinhala and Tamil travel as Unicode
 * (70 characters per part), so they take two or three parts — the gateway joins them. The words: the `sms`
 * catalogues (../../i18n), one entry per kind with its variants (`_withPet`, `_byClinic`, the pet care timing).
 */
import type { NotificationKind } from '@vetnow/contracts/api';
import { CLINIC_TIME_ZONE, clinicDateOf, clinicMinutesOf, formatSlotLabel, weekdayOf } from '@vetnow/domain/clinic-time';
import { ARRIVE_EARLY_MINUTES } from '@vetnow/contracts/constants';
import { messageLanguageOf, textsIn, type MessageLanguage } from '../../i18n/server-texts.js';
import { DATE_LOCALES } from '../../notifications/message-texts.js';
import { petCareTimingVariant, type PetCareDueInput } from '../../notifications/pet-care-templates.js';
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
// Dates stay code (ADR 0070): fixed English abbreviations (ASCII, the GSM alphabet), Intl for Sinhala and Tamil.
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

/** A visit's time as its SMS writes it in the language: `Tue 15 Jan 09:00 AM`, Intl's short form in si and ta. */
function shortWhen(language: MessageLanguage, instant: Date): string {
  return language === 'en' ? shortClinicDateTime(instant) : shortClinicDateTimeIn(DATE_LOCALES[language], instant);
}

/**
 * The SMS of a notification, in the recipient's language (English when unknown); undefined for a kind that does
 * not go by SMS.
 */
export function renderSms(input: TemplateInput): string | undefined {
  const kind = input.kind;
  if (!isVisitSmsKind(kind)) return undefined;
  const language = messageLanguageOf(input.language);
  const t = textsIn(language);
  const v = input.visit;
  // Only a move says who made it (`_byClinic`); every kind names the pet when the booking gave one (`_withPet`).
  const context = [kind === 'rescheduled' && input.by === 'admin' ? 'byClinic' : '', v.petName ? 'withPet' : ''].filter(Boolean).join('_');
  return t(
    `sms:${kind}`,
    {
      ref: v.reference,
      doctor: v.doctorName ?? t('common:yourDoctor'),
      ...(v.petName ? { pet: v.petName } : {}),
      when: shortWhen(language, v.startsAt),
      minutes: EARLY,
      ...(kind === 'refunded' ? { amount: refundedAmountText(input) } : kind === 'payment-link' ? payment(input) : {}),
    },
    { context },
  );
}

/** A payment link's fee and URL; a payment-link SMS without them is a programming error (the booking has both). */
function payment(input: TemplateInput): { amount: string; url: string } {
  const fee = input.visit.consultationFeeMinor;
  if (fee === undefined || !input.payUrl) throw new Error('a payment-link SMS needs the fee and the URL to pay at');
  return { amount: moneyText(fee), url: input.payUrl };
}

/** A clinic date as a pet care SMS writes it: `Tue 15 Jan`; in Sinhala or Tamil through Intl. */
function shortDate(language: MessageLanguage, date: string): string {
  if (language === 'en') {
    const [, m, d] = date.split('-').map(Number) as [number, number, number];
    return `${WEEKDAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]}`;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * A pet care reminder's SMS (issue 38), in the recipient's language: what is due when, and the "Book now" link. The
 * link makes an English one two SMS parts (about 200 characters); it is what the reminder is for.
 */
export function renderPetCareSms(input: PetCareDueInput): string {
  const language = messageLanguageOf(input.language);
  const facts = { pet: input.petName, item: input.itemName, date: shortDate(language, input.dueOn), url: input.bookUrl };
  return textsIn(language)('sms:pet-care', facts, petCareTimingVariant(input.dueOn, input.today));
}
