import { describe, expect, it } from '@jest/globals';
import { addMonths, compareMonths, formatLongDate, formatMonth, monthOf, monthWeeks } from './calendar-model';

describe('calendar model', () => {
  it('lays a month out in Sunday-first weeks with blanks around it', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 }); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const february = monthWeeks({ year: 2028, month: 2 }); // leap year, starts on a Tuesday
    expect(february[0]!.slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(february.flat().filter(Boolean)).toHaveLength(29);
  });

  it('pages months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, 14)).toEqual({ year: 2027, month: 7 });
    expect(compareMonths(monthOf('2026-12-31'), { year: 2027, month: 1 })).toBeLessThan(0);
  });

  it('names dates and months in full', () => {
    expect(formatLongDate('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(formatMonth({ year: 2027, month: 1 })).toBe('January 2027');
  });
});
