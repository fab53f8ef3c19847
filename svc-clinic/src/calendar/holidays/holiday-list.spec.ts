import { readFileSync } from 'node:fs';
import { HOLIDAY_LIST_FILE, parseHolidayList, readHolidayList } from './holiday-list.js';

describe('the shipped holiday list (holidays/lk-public-holidays.csv)', () => {
  it('is found relative to the package root and parses: 2026 gazetted, 2027 provisional, shared dates kept', () => {
    const list = readHolidayList();
    expect(list.filter((h) => h.date.startsWith('2026')).every((h) => h.status === 'gazetted')).toBe(true);
    expect(list.filter((h) => h.date.startsWith('2027')).every((h) => h.status === 'provisional')).toBe(true);
    expect(list.filter((h) => h.date === '2026-05-01').map((h) => h.name)).toEqual(['Vesak Full Moon Poya Day', 'May Day']);
    expect(list).toContainEqual({
      date: '2026-11-24',
      name: 'Il Full Moon Poya Day',
      status: 'gazetted',
      seedKey: '2026-11-24|Il Full Moon Poya Day',
    });
    expect(new Set(list.map((h) => h.seedKey)).size).toBe(list.length);
    expect(list).toHaveLength(readFileSync(HOLIDAY_LIST_FILE, 'utf8').trim().split('\n').length - 1);
  });

  it('refuses a malformed line, naming it', () => {
    expect(() => parseHolidayList('date,name,status\n2026-02-30,Nope,gazetted\n')).toThrow('line 2');
    expect(() => parseHolidayList('date,name,status\n2026-02-01,Nope,maybe\n')).toThrow('line 2');
    expect(() => parseHolidayList('day,name\n')).toThrow('unexpected header');
    expect(parseHolidayList('date,name,status\n2026-02-01,"Day, with comma",provisional\n')[0]?.name).toBe('Day, with comma');
  });
});
