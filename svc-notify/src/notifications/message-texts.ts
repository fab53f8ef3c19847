/**
 * How every message writes its facts: amounts (`LKR 2,500.00`), the cash note's fee, clinic dates and times in the
 * recipient's language, the clinic address, and the greeting and footer around every e-mail.
 */
import { CLINIC_TIME_ZONE, clinicDateOf, clinicMinutesOf, formatSlotLabel, weekdayOf } from '@vetnow/domain/clinic-time';
import { CLINIC_EMERGENCY_PHONE, CURRENCY, SERVICE_COUNTRY, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { fromMinorUnits } from '@vetnow/domain/money';
import { textsIn, type MessageLanguage, type Texts } from '../i18n/server-texts.js';
import type { TemplateInput, VisitFacts } from './template-input.js';

/** An amount in minor units as the messages write it, in every language: 250000 → `LKR 2,500.00` (always two decimals). */
export function moneyText(amountMinor: number): string {
  return `${CURRENCY} ${fromMinorUnits(amountMinor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A consultation fee in minor units as the cash note writes it after `LKR`: 250000 → `2,500`, 125050 → `1,250.5`. */
export function feeText(feeMinor: number): string {
  return fromMinorUnits(feeMinor).toLocaleString('en-US');
}

/** The refund's amount as text; a `refunded` message without one is a programming error (payment.refunded has one). */
export function refundedAmountText(input: Pick<TemplateInput, 'kind' | 'amountMinor'>): string {
  if (input.amountMinor === undefined) throw new Error(`a ${input.kind} message needs the refunded amount`);
  return moneyText(input.amountMinor);
}

// Dates stay code, not catalogue entries (ADR 0070): Sinhala and Tamil names come from Intl (the locale below), and
// the English ones are fixed here because no Intl locale writes `Tuesday, 15 January 2030 at 09:00 AM` exactly.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The Intl locale of a translated language's dates and times. */
export const DATE_LOCALES = { si: 'si-LK', ta: 'ta-LK' } as const satisfies Record<Exclude<MessageLanguage, 'en'>, string>;

/**
 * An instant in clinic time (Asia/Colombo, whatever the server's TZ) in the language: `Tuesday, 15 January 2030 at
 * 09:00 AM (Sri Lanka time)`, `2030 ජනවාරි 15, අඟහරුවාදා දින 09.00 (ශ්‍රී ලංකා වේලාව)`.
 */
export function clinicDateTimeIn(language: MessageLanguage, instant: Date): string {
  let time: string;
  if (language === 'en') {
    const date = clinicDateOf(instant);
    time = `${clinicDateText(date)} at ${formatSlotLabel(clinicMinutesOf(instant))}`;
  } else {
    time = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone: CLINIC_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  }
  return textsIn(language)('common:clinicTime', { time });
}

/** The same in English: `Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)`. */
export function clinicDateTimeText(instant: Date): string {
  return clinicDateTimeIn('en', instant);
}

/** The time of day of an instant in clinic time, in the language: `02:52 PM (Sri Lanka time)`, `14.52 (…)`. */
export function clinicTimeOfDayIn(language: MessageLanguage, instant: Date): string {
  const time =
    language === 'en'
      ? formatSlotLabel(clinicMinutesOf(instant))
      : new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return textsIn(language)('common:clinicTime', { time });
}

/** A clinic date (`2030-01-15`) as the messages write it: `Tuesday, 15 January 2030`. */
export function clinicDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** A clinic date (`2030-01-15`) in the language: `Tuesday, 15 January 2030`, `2030 ජනවාරි 15, අඟහරුවාදා`. */
export function clinicDateIn(language: MessageLanguage, date: string): string {
  if (language === 'en') return clinicDateText(date);
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The greeting (`Dear Kamal,`, `Hello,` without a name) and the footer with the emergency line, in `t`'s language. */
export function greetingAndFooter(t: Texts, recipientName: string | undefined): { greeting: string; footer: string } {
  return {
    greeting: recipientName ? t('common:greeting', { name: recipientName }) : t('common:greeting', {}, { context: 'unnamed' }),
    footer: t('common:footer', { phone: CLINIC_EMERGENCY_PHONE }),
  };
}

/** `12 Main Street, Colombo, Battaramulla, Sri Lanka` (empty parts and repeats dropped). */
export function addressText(address: VisitFacts['clinicAddress']): string {
  const parts = [
    address?.street ?? '',
    address?.city ?? '',
    address?.location || SERVICE_LOCATION,
    SERVICE_COUNTRY,
  ]
    .map((p) => p.trim())
    .filter((p, i, all) => p && all.indexOf(p) === i);
  return parts.join(', ');
}
