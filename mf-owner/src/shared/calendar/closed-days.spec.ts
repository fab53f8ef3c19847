import { describe, expect, it } from '@jest/globals';
import type { Calendar } from '@vetnow/contracts/calendar';
import { poyaDay } from '../../testing/calendar';
import { calendarRange, closedDaysOf, NO_CLOSED_DAYS } from './closed-days';

const calendar: Calendar = {
  from: '2026-12-01',
  to: '2026-12-31',
  days: [
    poyaDay('2026-12-23'),
    {
      date: '2026-12-24',
      closed: false,
      label: 'Staff training — clinic closed',
      entries: [
        { kind: 'closure', id: 'c-1', startTime: '13:00', endTime: '15:00', reason: 'Staff training' },
      ],
    },
    {
      date: '2026-12-28',
      closed: true,
      label: 'Doctor on leave',
      entries: [
        {
          kind: 'leave',
          id: 'l-1',
          doctorId: 'd-1',
          startTime: null,
          endTime: null,
          reason: 'Doctor on leave',
        },
      ],
    },
  ],
};

describe('closedDaysOf', () => {
  it('keeps only the whole-day closed days, with their labels (part-day closed time is the slot grid’s)', () => {
    expect([...closedDaysOf(calendar)]).toEqual([
      ['2026-12-23', 'Il Full Moon Poya Day — clinic closed'],
      ['2026-12-28', 'Doctor on leave'],
    ]);
  });

  it('has no closed days before the answer', () => {
    expect(closedDaysOf(undefined)).toBe(NO_CLOSED_DAYS);
    expect(NO_CLOSED_DAYS.size).toBe(0);
  });
});

describe('calendarRange', () => {
  it('asks for the range as given when it fits the route’s 92 days', () => {
    expect(calendarRange('2026-11-23', '2027-01-21')).toEqual({ from: '2026-11-23', to: '2027-01-21' });
  });

  it('cuts a longer range to 92 days, both ends included', () => {
    expect(calendarRange('2026-11-23', '2027-06-01')).toEqual({ from: '2026-11-23', to: '2027-02-22' });
  });

  it('never asks for a reversed range', () => {
    expect(calendarRange('2026-11-23', '2026-11-01')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});
