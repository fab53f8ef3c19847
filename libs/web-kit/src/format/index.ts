/**
 * Numbers, amounts, dates and times for people, with Intl in the site's language: English keeps the spec's texts
 * exactly (`LKR 2,500`, `Sun, 22 Nov 2026`, the 12-hour `09:00 AM`), Sinhala and Tamil are formatted as Intl
 * writes them for `si-LK` and `ta-LK` (their own weekday and month names; times of day on the locale's clock).
 * Every formatter takes the current i18next language unless a `language` is given.
 *
 * Time zones: a clinic date (`YYYY-MM-DD`) is built at UTC midnight and formatted in UTC, a time of day (`HH:MM`
 * at the clinic) likewise, so neither moves with the browser's zone; an instant is shown in clinic time
 * (Asia/Colombo).
 */
import {
  CLINIC_TIME_ZONE,
  formatSlotLabel,
  formatTime24,
  isValidIsoDate,
  parseSlotLabel,
  parseTime24,
} from '@vetnow/domain/clinic-time';
import { CURRENCY } from '@vetnow/contracts/constants';
import { useTranslation } from 'react-i18next';
import { formatEnglishDate } from './english-dates';
import { formatEnglishNumber } from './english-number';
import { fallbackDate } from './intl-fallback';
import { i18n, isLanguage, type Language } from '@vetnow/web-kit/i18n';

/** The Intl locale of each language: English reads dates as in the spec (day before month), the others as in Sri Lanka. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** The site's language from an i18next language code (`si`, `si-LK`, `ta`…); English for anything else. */
export function languageOf(language?: string | null): Language {
  const base = language?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

/** The current i18next language (English before i18next starts). */
export function currentLanguage(): Language {
  return languageOf(i18n.resolvedLanguage ?? i18n.language);
}

/** The Intl locale for a language (`si` → `si-LK`); the current language's when none is given. */
export function localeOf(language: string | null | undefined = currentLanguage()): string {
  return LOCALES[languageOf(language)];
}

/**
 * The current language's Intl locale for a component's own Intl calls; the component re-renders when the
 * language changes: `new Intl.NumberFormat(useLocale())`.
 */
export function useLocale(): string {
  const { i18n: instance } = useTranslation();
  return localeOf(instance.resolvedLanguage ?? instance.language);
}

/** One formatter per locale and options (Intl formatters are costly to build). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function intlDateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * `new Intl.DateTimeFormat(locale, options)` for the site's dates and times, also where the browser lacks the
 * locale's data (Chromium has no Sinhala: the kit's CLDR table formats it — ./intl-fallback.ts). Screens
 * with their own date formatting use this instead of Intl directly.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): { format(date: Date | number): string } {
  return {
    format: (date) => {
      const when = typeof date === 'number' ? new Date(date) : date;
      // English from CLDR's table without Intl's first-use cost (ADR 0084); Sinhala where the runtime lacks it.
      const fromTable = locale === LOCALES.en ? formatEnglishDate(options, when) : fallbackDate(locale, options, when);
      return fromTable ?? intlDateFormat(locale, options).format(when);
    },
  };
}

/** A number with the language's grouping: 1250000 → `1,250,000`. */
export function formatNumber(
  value: number,
  language?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const locale = localeOf(language);
  return (locale === LOCALES.en ? formatEnglishNumber(value, options) : undefined) ?? numberFormat(locale, options).format(value);
}

/**
 * A fee or payment in the clinic's currency: 2500 → `LKR 2,500`, 1250.5 → `LKR 1,250.5` (LKR is never translated;
 * the figure is grouped as the language groups it).
 */
export function formatLkr(amount: number, language?: string): string {
  return `${CURRENCY} ${formatNumber(amount, language, { maximumFractionDigits: 2 })}`;
}

/**
 * A time of day at the clinic: `'09:00'` → `'09:00 AM'` in English (the spec's slot text), `09.00` in Sinhala,
 * `09:00` in Tamil (their locales' 24-hour clock); null when the time is missing or malformed.
 */
export function formatTimeOfDay(time24: string | null | undefined, language?: string): string | null {
  const minutes = time24 ? parseTime24(time24) : undefined;
  if (minutes === undefined || minutes >= 24 * 60) return null;
  const lang = languageOf(language ?? currentLanguage());
  if (lang === 'en') return formatSlotLabel(minutes);
  return dateFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60),
  );
}

/**
 * A slot as the server names it (`'09:00 AM'`, the spec's text) in the reader's language: English as given, Sinhala
 * `09.00`, Tamil as ta-LK writes it; an empty or malformed label as given.
 */
export function formatSlotTime(label: string | null | undefined, language?: string): string {
  if (!label) return label ?? '';
  const lang = languageOf(language ?? currentLanguage());
  const minutes = lang === 'en' ? undefined : parseSlotLabel(label);
  return minutes === undefined ? label : (formatTimeOfDay(formatTime24(minutes), lang) ?? label);
}

/**
 * Working hours as shown on cards and profiles: `09:00 AM - 05:00 PM` (Sinhala `09.00 - 17.00`); null when either
 * end is missing or malformed (screens then show their "Not set" text).
 */
export function formatWorkingHours(
  hours: { startTime?: string | null; endTime?: string | null } | null | undefined,
  language?: string,
): string | null {
  const start = formatTimeOfDay(hours?.startTime, language);
  const end = formatTimeOfDay(hours?.endTime, language);
  return start && end ? `${start} - ${end}` : null;
}

/** A valid clinic date at UTC midnight; undefined when malformed. */
function clinicDay(date: string): Date | undefined {
  if (!isValidIsoDate(date)) return undefined;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** Formats a clinic date with `options` in the language (UTC, so the day never shifts); malformed input as given. */
export function formatClinicDateWith(
  date: string,
  options: Intl.DateTimeFormatOptions,
  language?: string,
): string {
  const day = clinicDay(date);
  return day ? dateFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(day) : date;
}

/**
 * A clinic calendar date (`YYYY-MM-DD`, e.g. an appointment's date) as people read it: `'2026-11-22'` →
 * `'Sun, 22 Nov 2026'` (Sinhala `2026 ඉල් 22, ඉරිදා`), the same in every browser time zone. Anything
 * malformed is returned as given.
 */
export function formatClinicDate(date: string, language?: string): string {
  return formatClinicDateWith(
    date,
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
    language,
  );
}

/** A clinic date in full: `'Sunday, 22 November 2026'` (the language's full date). */
export function formatLongClinicDate(date: string, language?: string): string {
  return formatClinicDateWith(
    date,
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    language,
  );
}

/** The weekday of a clinic date: `'Sunday'` (`'short'`: `'Sun'`, `'narrow'`: `'S'`). */
export function formatWeekday(
  date: string,
  style: 'long' | 'short' | 'narrow' = 'long',
  language?: string,
): string {
  return formatClinicDateWith(date, { weekday: style }, language);
}

/** A month heading: `'2026-11'` or any date in it → `'November 2026'` in the language. */
export function formatMonthYear(month: string, language?: string): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month;
  return formatClinicDateWith(date, { month: 'long', year: 'numeric' }, language);
}

/** The seven weekday names from Sunday (index = `Date#getUTCDay()`), e.g. for a calendar's column heads. */
export function weekdayNames(style: 'long' | 'short' | 'narrow' = 'short', language?: string): string[] {
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatWeekday(`2026-11-${22 + i}`, style, language));
}

/** The twelve month names from January (index = `Date#getUTCMonth()`). */
export function monthNames(style: 'long' | 'short' = 'long', language?: string): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    formatClinicDateWith(`2026-${String(i + 1).padStart(2, '0')}-01`, { month: style }, language),
  );
}

/** An instant (a timestamp) in clinic time, e.g. when a record was made: `'22 Nov 2026, 09:30'` in English. */
export function formatClinicDateTime(instant: Date | string | number, language?: string): string {
  const when = new Date(instant);
  if (Number.isNaN(when.getTime())) return String(instant);
  return dateFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLINIC_TIME_ZONE,
  }).format(when);
}

/**
 * An address on one line without empty parts or repeats: `{street: '45 Main Street', city: 'Battaramulla',
 * location: 'Battaramulla'}` → `45 Main Street, Battaramulla`.
 */
export function formatAddressLine(
  address: { street?: string | null; city?: string | null; location?: string | null } | null | undefined,
): string {
  const parts = [address?.street, address?.city, address?.location]
    .map((p) => p?.trim())
    .filter((p): p is string => !!p);
  return [...new Set(parts)].join(', ');
}
