/**
 * Sinhala dates and times without the browser's Intl (Chromium has no si data): CLDR's si-LK names and patterns
 * (sinhala-dates.data.ts, generated from Node's ICU by tools/i18n/generate-sinhala-dates.mjs) filled with the
 * date's fields. Loaded with the Sinhala catalogues; registers itself with the kit's date formatting.
 */
import { CLINIC_TIME_ZONE } from '@vetnow/domain/clinic-time';
import { registerDateFallback } from './intl-fallback';
import { SINHALA_MONTHS, SINHALA_PATTERNS, SINHALA_WEEKDAYS } from './sinhala-dates.data';

/** Asia/Colombo is UTC+05:30 all year (no daylight saving). */
const COLOMBO_OFFSET_MS = 330 * 60_000;

/** The options' key in the pattern table: its [key, value] pairs without the time zone, sorted. */
export function patternKey(options: Intl.DateTimeFormatOptions): string {
  const entries = Object.entries(options).filter(([k, v]) => k !== 'timeZone' && v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

const pad = (n: number, style: string) => (style === '2-digit' ? String(n).padStart(2, '0') : String(n));

/** `date` formatted as Intl formats it for si-LK with `options`; undefined for options the table does not have. */
export function formatSinhalaDate(options: Intl.DateTimeFormatOptions, date: Date): string | undefined {
  const pattern = SINHALA_PATTERNS[patternKey(options)];
  const zone = options.timeZone ?? 'UTC';
  if (!pattern || (zone !== 'UTC' && zone !== CLINIC_TIME_ZONE)) return undefined;
  const at = new Date(date.getTime() + (zone === CLINIC_TIME_ZONE ? COLOMBO_OFFSET_MS : 0));
  return pattern
    .map((part) => {
      if (typeof part === 'string') return part;
      const [field, style] = part;
      switch (field) {
        case 'weekday':
          return SINHALA_WEEKDAYS[style as keyof typeof SINHALA_WEEKDAYS][at.getUTCDay()];
        case 'month':
          return SINHALA_MONTHS[style as keyof typeof SINHALA_MONTHS][at.getUTCMonth()];
        case 'day':
          return pad(at.getUTCDate(), style);
        case 'year':
          return String(at.getUTCFullYear());
        case 'hour':
          return pad(at.getUTCHours(), style);
        case 'minute':
          return pad(at.getUTCMinutes(), style);
        default:
          return '';
      }
    })
    .join('');
}

registerDateFallback((locale, options, date) => (locale.startsWith('si') ? formatSinhalaDate(options, date) : undefined));
