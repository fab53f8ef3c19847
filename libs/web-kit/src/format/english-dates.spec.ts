/**
 * English dates come from CLDR's en-GB table (english-dates.data.ts) instead of Intl (ADR 0084). Node has full ICU,
 * so the table is checked against the real thing: every options set, every day of a leap year, times across the
 * day, in UTC and clinic time — a regenerated or edited table that drifts from CLDR fails.
 */
import { describe, expect, it } from '@jest/globals';
import { CLINIC_TIME_ZONE } from '@vetnow/domain/clinic-time';
import { ENGLISH_PATTERNS } from './english-dates.data';
import { formatEnglishDate } from './english-dates';
import { dateFormat, formatClinicDate, formatLongClinicDate, formatMonthYear, weekdayNames } from './index';
import { patternKey } from './pattern-dates';

const optionSets: Intl.DateTimeFormatOptions[] = Object.keys(ENGLISH_PATTERNS).map((key) =>
  Object.fromEntries(JSON.parse(key) as Array<[string, string]>),
);
const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)));
const times = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2026, 10, 22, Math.floor(i / 2), (i % 2) * 30 + 7)));

describe('English dates from the CLDR table', () => {
  it('has the options sets the site formats with', () => {
    expect(optionSets.length).toBeGreaterThanOrEqual(11);
    expect(ENGLISH_PATTERNS[patternKey({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })]).toBeDefined();
  });

  it.each(optionSets.map((o) => [JSON.stringify(o), o] as const))('formats %s exactly as full ICU does, all year and all day', (_, options) => {
    for (const timeZone of ['UTC', CLINIC_TIME_ZONE]) {
      const intl = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
      for (const d of [...days, ...times]) expect(formatEnglishDate({ ...options, timeZone }, d)).toBe(intl.format(d));
    }
  });

  it('leaves options, zones and dates it has no pattern for to Intl', () => {
    expect(formatEnglishDate({ era: 'long' }, days[0]!)).toBeUndefined();
    expect(formatEnglishDate({ month: 'long', timeZone: 'America/Los_Angeles' }, days[0]!)).toBeUndefined();
    expect(formatEnglishDate({ month: 'long' }, new Date(Number.NaN))).toBeUndefined();
    expect(dateFormat('en-GB', { month: 'long', timeZone: 'America/Los_Angeles' }).format(Date.UTC(2026, 0, 1, 3))).toBe('December');
    expect(() => dateFormat('en-GB', { month: 'long' }).format(Number.NaN)).toThrow(RangeError);
  });

  it('gives the spec’s English texts through the kit’s formatters', () => {
    expect(formatClinicDate('2026-11-22', 'en')).toBe('Sun, 22 Nov 2026');
    expect(formatLongClinicDate('2026-09-05', 'en')).toBe('Saturday, 5 September 2026');
    expect(formatMonthYear('2026-12', 'en')).toBe('December 2026');
    expect(weekdayNames('short', 'en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});
