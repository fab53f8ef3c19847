/**
 * English (en-GB) dates and times from CLDR's table (english-dates.data.ts, generated from Node's ICU by
 * tools/i18n/generate-date-tables.mjs) instead of Intl: the page's first `Intl.DateTimeFormat#format` costs Chromium
 * 10–50 ms of main thread (it loads ICU's calendar data), the owner dashboard's appointment list paid it in its first
 * render (ADR 0084). Options sets the table lacks go to Intl as before.
 */
import { ENGLISH_MONTHS, ENGLISH_PATTERNS, ENGLISH_WEEKDAYS } from './english-dates.data';
import { formatFromTable, type DateTable } from './pattern-dates';

const ENGLISH: DateTable = { weekdays: ENGLISH_WEEKDAYS, months: ENGLISH_MONTHS, patterns: ENGLISH_PATTERNS };

/** `date` formatted as Intl formats it for en-GB with `options`; undefined for options the table does not have. */
export function formatEnglishDate(options: Intl.DateTimeFormatOptions, date: Date): string | undefined {
  return formatFromTable(ENGLISH, options, date);
}
