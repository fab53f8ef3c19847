import { calendarDays, type ClosedPiece } from './calendar-days.js';

const piece = (over: Partial<ClosedPiece> & Pick<ClosedPiece, 'startsAt' | 'endsAt'>): ClosedPiece => ({
  kind: 'leave',
  id: 'l1',
  reason: 'Doctor on leave',
  label: 'Doctor on leave',
  ...over,
});

describe('calendarDays', () => {
  it('splits a piece over its Colombo days, clipped to the range, whole days without times', () => {
    // 2026-12-01 14:00 Colombo → 2026-12-03 10:00 Colombo.
    const p = piece({ startsAt: new Date('2026-12-01T08:30:00Z'), endsAt: new Date('2026-12-03T04:30:00Z') });
    const days = calendarDays('2026-12-02', '2026-12-31', [p]);
    expect(days.map((d) => [d.date, d.closed, d.entries[0]?.startTime, d.entries[0]?.endTime])).toEqual([
      ['2026-12-02', true, null, null],
      ['2026-12-03', false, '00:00', '10:00'],
    ]);
    const first = calendarDays('2026-12-01', '2026-12-01', [p]);
    expect(first.map((d) => [d.date, d.entries[0]?.startTime, d.entries[0]?.endTime])).toEqual([['2026-12-01', '14:00', '24:00']]);
  });

  it('labels a day by its whole-day entry first, and sorts the days', () => {
    const partial = piece({ id: 'c1', kind: 'closure', startsAt: new Date('2026-12-05T04:30:00Z'), endsAt: new Date('2026-12-05T05:30:00Z'), label: 'Meeting — clinic closed' });
    const whole = piece({ id: 'h', kind: 'public-holiday', startsAt: new Date('2026-12-04T18:30:00Z'), endsAt: new Date('2026-12-05T18:30:00Z'), label: 'Poya — clinic closed' });
    const early = piece({ id: 'l2', startsAt: new Date('2026-12-01T18:30:00Z'), endsAt: new Date('2026-12-02T18:30:00Z') });
    const days = calendarDays('2026-12-01', '2026-12-31', [partial, whole, early]);
    expect(days.map((d) => [d.date, d.closed, d.label, d.entries.length])).toEqual([
      ['2026-12-02', true, 'Doctor on leave', 1],
      ['2026-12-05', true, 'Poya — clinic closed', 2],
    ]);
  });
});
