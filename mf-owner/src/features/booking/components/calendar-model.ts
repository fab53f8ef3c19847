/**
 * The month calendar of the booking wizard as data: months are `{year, month}` (month 1–12), days are clinic
 * calendar dates `YYYY-MM-DD` (contracts clinic-time; no time zone involved once "tomorrow" is known).
 */
import { daysInMonth, weekdayOf } from '@vetnow/domain/clinic-time';
import { dateFormat } from '@vetnow/web-kit/format';
import { formatLongDate, localeOf } from '../../../shared/format-date';

export { formatLongDate, localeOf };

export interface YearMonth {
  year: number;
  month: number;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export function monthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The weeks of a month, Sunday first: each week has 7 cells, a date or null for the days of the
 * neighbouring months.
 */
export function monthWeeks({ year, month }: YearMonth): Array<Array<string | null>> {
  const first = isoDate(year, month, 1);
  const cells: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'November 2026'. */
export function formatMonth({ year, month }: YearMonth, locale = 'en'): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(isoDate(year, month, 1)));
}

/**
 * Short and long weekday names, Sunday first. Sinhala and Tamil short names are nearly as wide as the long ones
 * (සඳුදා, வியா.), too wide for a day column at 390 px: their narrow forms (ස, வி) head the columns there.
 */
export function weekdayNames(locale = 'en'): Array<{ short: string; long: string }> {
  const heading = locale === 'en' || locale.startsWith('en-') ? 'short' : 'narrow';
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = utc(isoDate(2026, 11, 1 + i));
    return {
      short: dateFormat(locale, { weekday: heading, timeZone: 'UTC' }).format(d),
      long: dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(d),
    };
  });
}
