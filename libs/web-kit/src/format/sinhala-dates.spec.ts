/**
 * Chromium has no Sinhala date data; the kit formats si-LK from CLDR's table (sinhala-dates.data.ts). Node has
 * full ICU, so here the table is checked against the real thing: every options set, every day of a year, times
 * across the day — a regenerated or edited table that drifts from CLDR fails.
 */
import { CLINIC_TIME_ZONE } from '@vetnow/domain/clinic-time';
import {
  dateFormat,
  formatClinicDate,
  formatClinicDateTime,
  formatLongClinicDate,
  formatMonthYear,
  formatTimeOfDay,
  formatWeekday,
  formatWorkingHours,
  monthNames,
  weekdayNames,
} from './index';
import { runtimeSupportsLocale, setLocaleSupportForTests } from './intl-fallback';
import { SINHALA_PATTERNS } from './sinhala-dates.data';
import { formatSinhalaDate, patternKey } from './sinhala-dates';

const optionSets: Intl.DateTimeFormatOptions[] = Object.keys(SINHALA_PATTERNS).map((key) =>
  Object.fromEntries(JSON.parse(key) as Array<[string, string]>),
);
const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)));
const times = Array.from(
  { length: 48 },
  (_, i) => new Date(Date.UTC(2026, 10, 22, Math.floor(i / 2), (i % 2) * 30 + 7)),
);
const LATIN = /[A-Za-z]/;

describe('Sinhala dates without the runtime’s si data (CLDR table)', () => {
  it('has the options sets the site formats with', () => {
    expect(optionSets.length).toBeGreaterThanOrEqual(11);
    expect(
      SINHALA_PATTERNS[
        patternKey({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      ],
    ).toBeDefined();
  });

  it.each(optionSets.map((o) => [JSON.stringify(o), o] as const))(
    'formats %s exactly as full ICU does, all year and all day',
    (_, options) => {
      for (const timeZone of ['UTC', CLINIC_TIME_ZONE]) {
        const intl = new Intl.DateTimeFormat('si-LK', { ...options, timeZone });
        for (const d of [...days, ...times])
          expect(formatSinhalaDate({ ...options, timeZone }, d)).toBe(intl.format(d));
      }
    },
  );

  it('leaves options and zones it has no pattern for to Intl', () => {
    expect(formatSinhalaDate({ era: 'long' }, days[0]!)).toBeUndefined();
    expect(formatSinhalaDate({ month: 'long', timeZone: 'America/Los_Angeles' }, days[0]!)).toBeUndefined();
  });
});

describe('the kit’s formatters in a browser without Sinhala (as Chromium)', () => {
  const originalTz = process.env.TZ;
  beforeAll(async () => {
    await import('./sinhala-dates'); // what i18n.ts loads with the Sinhala catalogues
    setLocaleSupportForTests((locale) => !locale.startsWith('si'));
    process.env.TZ = 'America/Los_Angeles'; // the browser's zone must not move clinic dates
  });
  afterAll(() => {
    setLocaleSupportForTests(undefined);
    process.env.TZ = originalTz;
  });

  it('is really in fallback mode for si and not for ta', () => {
    expect(runtimeSupportsLocale('si-LK')).toBe(false);
    expect(runtimeSupportsLocale('ta-LK')).toBe(true);
  });

  it('writes every date and time of day in Sinhala, as full ICU would', () => {
    const icu = (options: Intl.DateTimeFormatOptions, d: number) =>
      new Intl.DateTimeFormat('si-LK', { ...options, timeZone: 'UTC' }).format(d);
    expect(formatClinicDate('2026-11-22', 'si')).toBe(
      icu({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, Date.UTC(2026, 10, 22)),
    );
    expect(formatClinicDate('2026-11-22', 'si')).toBe('2026 ඉල් 22, ඉරිදා');
    expect(formatLongClinicDate('2027-01-05', 'si')).toBe(
      icu({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, Date.UTC(2027, 0, 5)),
    );
    expect(formatMonthYear('2026-12', 'si')).toBe(
      icu({ month: 'long', year: 'numeric' }, Date.UTC(2026, 11, 1)),
    );
    expect(formatWeekday('2026-11-23', 'long', 'si')).toBe('සඳුදා');
    expect(formatTimeOfDay('09:00', 'si')).toBe('09.00');
    expect(formatTimeOfDay('17:30', 'si')).toBe('17.30');
    expect(formatWorkingHours({ startTime: '09:00', endTime: '17:00' }, 'si')).toBe('09.00 - 17.00');
    // 2026-11-22T03:30Z is 09:00 at the clinic.
    expect(formatClinicDateTime('2026-11-22T03:30:00Z', 'si')).toBe(
      new Intl.DateTimeFormat('si-LK', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: CLINIC_TIME_ZONE,
      }).format(Date.UTC(2026, 10, 22, 3, 30)),
    );
    for (const text of [
      ...weekdayNames('short', 'si'),
      ...weekdayNames('narrow', 'si'),
      ...monthNames('long', 'si'),
      ...monthNames('short', 'si'),
    ]) {
      expect(text).not.toMatch(LATIN);
    }
  });

  it('keeps English and Tamil on Intl', () => {
    expect(formatClinicDate('2026-11-22', 'en')).toBe('Sun, 22 Nov 2026');
    expect(formatTimeOfDay('09:00', 'en')).toBe('09:00 AM');
    expect(formatClinicDate('2026-11-22', 'ta')).toBe(
      new Intl.DateTimeFormat('ta-LK', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 10, 22)),
    );
  });

  it('serves the screens’ own formats (mf-owner’s calendar, the landing page’s hours)', () => {
    expect(dateFormat('si-LK', { weekday: 'narrow', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 23))).toBe(
      'ස',
    );
    expect(
      dateFormat('si-LK', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        Date.UTC(2026, 0, 1, 9, 0),
      ),
    ).toBe('9.00');
  });
});
