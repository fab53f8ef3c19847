import { formatClinicDate } from '@vetnow/web-kit/format';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The Intl locale for an i18next language: Sinhala and Tamil as written in Sri Lanka; English stays `en`, so its
 * dates read as they always have ('Monday, November 23, 2026'). Until the kit's language-aware formatters land.
 */
export function localeOf(language: string | undefined): string {
  const base = language?.toLowerCase().split('-')[0];
  return base === 'si' ? 'si-LK' : base === 'ta' ? 'ta-LK' : 'en';
}

/** 'Monday, November 23, 2026' in the given language or locale (the date is a calendar date, shown as such). */
export function formatLongDate(date: string, language = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}

/**
 * A clinic date in short form for the language: English exactly as the kit's formatClinicDate ('Sun, 22 Nov 2026');
 * Sinhala and Tamil with the same parts in their locale's order.
 */
export function formatShortDate(date: string, language = 'en'): string {
  const locale = localeOf(language);
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return formatClinicDate(date);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    utc(date),
  );
}
