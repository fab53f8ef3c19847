import { afterEach, describe, expect, it } from '@jest/globals';
import {
  formatClinicDate,
  formatClinicDateTime,
  formatLkr,
  formatLongClinicDate,
  formatMonthYear,
  formatNumber,
  formatTimeOfDay,
  formatWeekday,
  formatWorkingHours,
  localeOf,
  monthNames,
  weekdayNames,
} from './index';
import { createI18n, i18n } from '../i18n';

createI18n();

/** What Node's ICU writes for a locale (the expectations are Intl's own output, not hand-written Sinhala). */
const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, options).format(date);
const sunday = new Date(Date.UTC(2026, 10, 22));

describe('formatters per language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('maps each language to its Intl locale', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('si')).toBe('si-LK');
    expect(localeOf('ta-LK')).toBe('ta-LK');
    expect(localeOf('fr')).toBe('en-GB');
    expect(localeOf(undefined)).toBe('en-GB');
  });

  it('keeps the spec’s English texts', () => {
    expect(formatLkr(2500, 'en')).toBe('LKR 2,500');
    expect(formatTimeOfDay('09:00', 'en')).toBe('09:00 AM');
    expect(formatWorkingHours({ startTime: '09:00', endTime: '17:00' }, 'en')).toBe('09:00 AM - 05:00 PM');
    expect(formatClinicDate('2026-11-22', 'en')).toBe('Sun, 22 Nov 2026');
    expect(formatLongClinicDate('2026-11-22', 'en')).toBe('Sunday, 22 November 2026');
    expect(formatMonthYear('2026-11', 'en')).toBe('November 2026');
    expect(weekdayNames('short', 'en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(monthNames('short', 'en')[0]).toBe('Jan');
  });

  it.each([
    ['si', 'si-LK'],
    ['ta', 'ta-LK'],
  ])('formats %s as Intl does for %s, in its own script', (language, locale) => {
    const date = formatClinicDate('2026-11-22', language);
    expect(date).toBe(
      intl(
        locale,
        { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
        sunday,
      ),
    );
    expect(date).not.toBe('Sun, 22 Nov 2026');
    expect(date).toMatch(language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);
    expect(formatWeekday('2026-11-22', 'long', language)).toBe(
      intl(locale, { weekday: 'long', timeZone: 'UTC' }, sunday),
    );
    expect(formatMonthYear('2026-11', language)).toBe(
      intl(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }, sunday),
    );
    expect(weekdayNames('narrow', language)).toHaveLength(7);
    // Times of day on the locale's own clock, at the clinic (no zone shift).
    const nine = intl(
      locale,
      { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
      new Date(Date.UTC(2000, 0, 1, 9, 0)),
    );
    const five = intl(
      locale,
      { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
      new Date(Date.UTC(2000, 0, 1, 17, 0)),
    );
    expect(formatTimeOfDay('09:00', language)).toBe(nine);
    expect(formatWorkingHours({ startTime: '09:00', endTime: '17:00' }, language)).toBe(`${nine} - ${five}`);
    expect(nine).not.toMatch(/AM|PM/);
    // LKR stays as it is; the figure is grouped by the locale.
    expect(formatLkr(2500, language)).toBe(`LKR ${new Intl.NumberFormat(locale).format(2500)}`);
    expect(formatNumber(1250000, language)).toBe(new Intl.NumberFormat(locale).format(1250000));
  });

  it('Node’s ICU writes Sinhala dates and 24-hour times as expected', () => {
    expect(formatClinicDate('2026-11-22', 'si')).toBe('2026 ඉල් 22, ඉරිදා');
    expect(formatTimeOfDay('17:30', 'si')).toBe('17.30');
    expect(formatTimeOfDay('17:30', 'ta')).toBe('17:30');
  });

  it('follows the current i18next language when none is given', async () => {
    await i18n.changeLanguage('si');
    expect(formatClinicDate('2026-11-22')).toBe(formatClinicDate('2026-11-22', 'si'));
    expect(formatTimeOfDay('09:00')).toBe(formatTimeOfDay('09:00', 'si'));
    expect(localeOf()).toBe('si-LK');
    await i18n.changeLanguage('en');
    expect(formatClinicDate('2026-11-22')).toBe('Sun, 22 Nov 2026');
    expect(formatTimeOfDay('09:00')).toBe('09:00 AM');
  });

  it('keeps malformed input and shows instants in clinic time', () => {
    expect(formatClinicDate('2026-02-30', 'si')).toBe('2026-02-30');
    expect(formatTimeOfDay('25:00', 'ta')).toBeNull();
    // 03:45 UTC is 09:15 in Colombo (UTC+05:30), whatever the machine's zone.
    expect(formatClinicDateTime('2026-11-22T03:45:00Z', 'en')).toBe('22 Nov 2026, 09:15');
  });
});
