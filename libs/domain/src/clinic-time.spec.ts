import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  addDays,
  clinicDateOf,
  clinicInstant,
  clinicMinutesOf,
  clinicToday,
  clinicTomorrow,
  clinicYearMonth,
  dayPeriodOf,
  daysInMonth,
  formatSlotLabel,
  formatTime24,
  isValidIsoDate,
  isValidSlotLabel,
  isValidTime24,
  parseSlotLabel,
  parseTime24,
  slotGrid,
  weekdayOf,
} from './clinic-time.js';

describe('clinic time (Asia/Colombo, UTC+05:30)', () => {
  it('reports the process time zone it runs under when asked to', () => {
    // Set by the child run below; proves the child really ran in another zone.
    const expected = process.env.VETNOW_EXPECT_TZ;
    if (expected) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expected);
    else expect(expected).toBeUndefined();
  });

  it('is already the next day in Colombo at 18:30Z', () => {
    expect(clinicDateOf(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(clinicDateOf(new Date('2026-11-21T18:30:00.000Z'))).toBe('2026-11-22');
    expect(clinicToday(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(clinicTomorrow(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-23');
    expect(clinicToday(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });

  it('rolls over months and years', () => {
    expect(clinicTomorrow(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(clinicToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(clinicYearMonth(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(clinicYearMonth(new Date('2026-12-31T18:29:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('adds days on the calendar, across month ends and leap years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('builds the instant of a clinic wall-clock time', () => {
    expect(clinicInstant('2026-11-22', 9 * 60).toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(clinicInstant('2026-11-22', 0).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(clinicInstant('2026-11-22', 17 * 60 + 30).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(clinicMinutesOf(new Date('2026-11-22T03:30:00Z'))).toBe(540);
    expect(clinicMinutesOf(new Date('2026-11-21T18:30:00Z'))).toBe(0);
    expect(clinicDateOf(clinicInstant('2026-11-22', 0))).toBe('2026-11-22');
    expect(() => clinicInstant('2026-13-01', 0)).toThrow(RangeError);
  });

  it('validates calendar dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-00-10')).toBe(false);
    expect(isValidIsoDate('2026-1-10')).toBe(false);
    expect(isValidIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isValidIsoDate(20261122)).toBe(false);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
  });

  it('parses and formats 24-hour times', () => {
    expect(parseTime24('09:30')).toBe(570);
    expect(parseTime24('00:00')).toBe(0);
    expect(parseTime24('23:59')).toBe(1439);
    expect(parseTime24('24:00')).toBeUndefined();
    expect(parseTime24('9:30')).toBeUndefined();
    expect(parseTime24('09:60')).toBeUndefined();
    expect(isValidTime24('17:00')).toBe(true);
    expect(isValidTime24('5 PM')).toBe(false);
    expect(formatTime24(570)).toBe('09:30');
    expect(formatTime24(1440)).toBe('24:00');
    expect(() => formatTime24(-1)).toThrow(RangeError);
  });

  it('formats and parses slot labels in 12-hour form', () => {
    expect(formatSlotLabel(570)).toBe('09:30 AM');
    expect(formatSlotLabel(0)).toBe('12:00 AM');
    expect(formatSlotLabel(720)).toBe('12:00 PM');
    expect(formatSlotLabel(12 * 60 + 30)).toBe('12:30 PM');
    expect(formatSlotLabel(17 * 60 + 30)).toBe('05:30 PM');
    expect(formatSlotLabel(1439)).toBe('11:59 PM');
    expect(() => formatSlotLabel(1440)).toThrow(RangeError);
    expect(parseSlotLabel('09:30 AM')).toBe(570);
    expect(parseSlotLabel('12:00 AM')).toBe(0);
    expect(parseSlotLabel('12:30 PM')).toBe(750);
    expect(parseSlotLabel('05:30 PM')).toBe(1050);
    for (const bad of ['9:30 AM', '13:00 PM', '00:30 AM', '09:30', '09:30 am', '09:30AM', ' 09:30 AM', '09:61 AM']) {
      expect(parseSlotLabel(bad)).toBeUndefined();
      expect(isValidSlotLabel(bad)).toBe(false);
    }
    for (let m = 0; m < 1440; m += 15) expect(parseSlotLabel(formatSlotLabel(m))).toBe(m);
  });

  it('lays out the slot grid so every slot ends by the end time', () => {
    expect(slotGrid({ startTime: '09:00', endTime: '10:00', slotDuration: 30 })).toEqual([540, 570]);
    expect(slotGrid({ startTime: '09:00', endTime: '10:00', slotDuration: 45 })).toEqual([540]);
    expect(slotGrid({ startTime: '09:00', endTime: '17:00', slotDuration: 30 })).toHaveLength(16);
    expect(slotGrid({ startTime: '09:00', endTime: '17:00', slotDuration: 60 }).at(-1)).toBe(16 * 60);
    expect(slotGrid({ startTime: '09:00', endTime: '09:14', slotDuration: 15 })).toEqual([]);
    expect(slotGrid({ startTime: '17:00', endTime: '09:00', slotDuration: 30 })).toEqual([]);
    expect(slotGrid({ startTime: 'x', endTime: '09:00', slotDuration: 30 })).toEqual([]);
    expect(slotGrid({ startTime: '09:00', endTime: '10:00', slotDuration: 0 })).toEqual([]);
  });

  it('groups slots into morning, afternoon and evening', () => {
    expect(dayPeriodOf(5 * 60)).toBe('morning');
    expect(dayPeriodOf(11 * 60 + 59)).toBe('morning');
    expect(dayPeriodOf(12 * 60)).toBe('afternoon');
    expect(dayPeriodOf(16 * 60 + 59)).toBe('afternoon');
    expect(dayPeriodOf(17 * 60)).toBe('evening');
    expect(dayPeriodOf(4 * 60 + 59)).toBe('evening');
  });
});

// Run this same file again in child processes under other time zones: the results must not change.
const runChildren = !process.env.VETNOW_EXPECT_TZ;
(runChildren ? describe : describe.skip)('clinic time under another process time zone', () => {
  const domainDir = fileURLToPath(new URL('..', import.meta.url));
  const jestBin = fileURLToPath(new URL('../../../node_modules/jest/bin/jest.js', import.meta.url));
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('gives the same answers with TZ=%s', (tz) => {
    const out = execFileSync(
      process.execPath,
      [jestBin, '--config', 'jest.config.js', '--ci', '--silent', 'src/clinic-time.spec.ts'],
      {
        cwd: domainDir,
        env: {
          ...process.env,
          TZ: tz,
          VETNOW_EXPECT_TZ: tz,
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(typeof out).toBe('string');
  }, 60_000);
});
