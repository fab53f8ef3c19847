import { dateFormat, formatClinicDate } from '@vetnow/web-kit/format';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The Intl locale for an i18next language: Sinhala and Tamil as written in Sri Lanka; English stays `en`, so its
 * long dates read as they always have ('Monday, November 23, 2026', not the kit's en-GB 'Monday, 23 November 2026').
 */
export function localeOf(language: string | undefined): string {
  const base = language?.toLowerCase().split('-')[0];
  return base === 'si' ? 'si-LK' : base === 'ta' ? 'ta-LK' : 'en';
}

/** 'Monday, November 23, 2026' in the given language or locale (the date is a calendar date, shown as such). */
export function formatLongDate(date: string, language = 'en'): string {
  return dateFormat(localeOf(language), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}

/**
 * A clinic date in short form for the language ('Sun, 22 Nov 2026'; Sinhala and Tamil in their locale's order):
 * the kit's language-aware formatClinicDate.
 */
export function formatShortDate(date: string, language?: string): string {
  return formatClinicDate(date, language);
}
