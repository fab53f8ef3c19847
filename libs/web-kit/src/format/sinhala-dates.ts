/**
 * Sinhala dates and times without the browser's Intl (Chromium has no si data): CLDR's si-LK names and patterns
 * (sinhala-dates.data.ts, generated from Node's ICU by tools/i18n/generate-date-tables.mjs) filled with the
 * date's fields. Loaded with the Sinhala catalogues; registers itself with the kit's date formatting.
 */
import { registerDateFallback } from './intl-fallback';
import { formatFromTable, type DateTable } from './pattern-dates';
import { SINHALA_MONTHS, SINHALA_PATTERNS, SINHALA_WEEKDAYS } from './sinhala-dates.data';

export { patternKey } from './pattern-dates';

const SINHALA: DateTable = { weekdays: SINHALA_WEEKDAYS, months: SINHALA_MONTHS, patterns: SINHALA_PATTERNS };

/** `date` formatted as Intl formats it for si-LK with `options`; undefined for options the table does not have. */
export function formatSinhalaDate(options: Intl.DateTimeFormatOptions, date: Date): string | undefined {
  return formatFromTable(SINHALA, options, date);
}

registerDateFallback((locale, options, date) => (locale.startsWith('si') ? formatSinhalaDate(options, date) : undefined));
