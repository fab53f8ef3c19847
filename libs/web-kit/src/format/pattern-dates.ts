/**
 * Dates and times from a CLDR table instead of the runtime's Intl: a locale's weekday and month names and, per options
 * set, its pattern (generated from Node's full ICU by tools/i18n/generate-date-tables.mjs). Sinhala uses it because
 * Chromium has no si data (ADR 0022), English because the page's first Intl date format costs 10–50 ms of main
 * thread (ADR 0084). Clinic dates are formatted in UTC and instants in clinic time, Asia/Colombo, which is UTC+05:30
 * all year (no daylight saving): both are a fixed offset, so no time zone data is needed.
 */
import { CLINIC_TIME_ZONE } from '@vetnow/domain/clinic-time';

/** A literal, or a field and its style (`['month', 'short']`). */
export type DatePatternPart = string | readonly [string, string];

export interface DateTable {
  weekdays: Readonly<Record<string, readonly string[]>>;
  months: Readonly<Record<string, readonly string[]>>;
  patterns: Readonly<Record<string, readonly DatePatternPart[]>>;
}

const COLOMBO_OFFSET_MS = 330 * 60_000;

/** The options' key in a pattern table: its [key, value] pairs without the time zone, sorted. */
export function patternKey(options: Intl.DateTimeFormatOptions): string {
  const entries = Object.entries(options).filter(([k, v]) => k !== 'timeZone' && v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

const pad = (n: number, style: string) => (style === '2-digit' ? String(n).padStart(2, '0') : String(n));

/** `date` as Intl formats it with `options` for the table's locale; undefined for options or zones it lacks. */
export function formatFromTable(table: DateTable, options: Intl.DateTimeFormatOptions, date: Date): string | undefined {
  const pattern = table.patterns[patternKey(options)];
  const zone = options.timeZone ?? 'UTC';
  if (!pattern || (zone !== 'UTC' && zone !== CLINIC_TIME_ZONE) || Number.isNaN(date.getTime())) return undefined;
  const at = new Date(date.getTime() + (zone === CLINIC_TIME_ZONE ? COLOMBO_OFFSET_MS : 0));
  return pattern
    .map((part) => {
      if (typeof part === 'string') return part;
      const [field, style] = part;
      switch (field) {
        case 'weekday':
          return table.weekdays[style]?.[at.getUTCDay()] ?? '';
        case 'month':
          return table.months[style]?.[at.getUTCMonth()] ?? '';
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
