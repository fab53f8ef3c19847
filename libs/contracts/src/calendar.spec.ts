import {
  calendarQuerySchema,
  closedReason,
  closureCreateSchema,
  daysInRange,
  holidayUpdateSchema,
  leaveCreateSchema,
} from './calendar.js';
import { validationText } from './validation/texts.js';

const issue = (r: { success: boolean; error?: { issues: { message: string; params?: unknown }[] } }) => r.error?.issues[0];

describe('calendar contracts', () => {
  it('counts the days of a range with both ends', () => {
    expect(daysInRange('2026-12-01', '2026-12-01')).toBe(1);
    expect(daysInRange('2026-12-01', '2027-03-02')).toBe(92);
  });

  it('takes a range of at most 92 days, to not before from, naming the catalogue codes', () => {
    expect(calendarQuerySchema.safeParse({ from: '2026-12-01', to: '2027-03-02' }).success).toBe(true);
    const long = calendarQuerySchema.safeParse({ from: '2026-12-01', to: '2027-03-03' });
    expect(issue(long)).toMatchObject({ message: 'calendar.rangeTooLong', params: { code: 'CLINIC_RANGE_TOO_LONG' } });
    expect(validationText('calendar.rangeTooLong')).toBe('A calendar range may span at most 92 days');
    const reversed = calendarQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' });
    expect(issue(reversed)).toMatchObject({ params: { code: 'CLINIC_RANGE_REVERSED' } });
    expect(calendarQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
  });

  it('a closure: both times or neither, end after start, a reason', () => {
    expect(closureCreateSchema.parse({ date: '2026-12-23', reason: ' Staff training ' })).toEqual({
      date: '2026-12-23',
      reason: 'Staff training',
    });
    expect(closureCreateSchema.safeParse({ date: '2026-12-23', startTime: '10:00', reason: 'x' }).success).toBe(false);
    const same = closureCreateSchema.safeParse({ date: '2026-12-23', startTime: '10:00', endTime: '10:00', reason: 'x' });
    expect(issue(same)).toMatchObject({ message: 'calendar.endTimeAfterStart', params: { code: 'CLINIC_END_BEFORE_START' } });
    expect(validationText('calendar.endTimeAfterStart')).toBe('End time must be after start time');
    expect(closureCreateSchema.safeParse({ date: '2026-12-23', reason: '  ' }).success).toBe(false);
  });

  it('leave: a range of whole days, or part of one day', () => {
    expect(leaveCreateSchema.safeParse({ fromDate: '2026-12-01', toDate: '2026-12-05' }).success).toBe(true);
    expect(
      leaveCreateSchema.safeParse({ fromDate: '2026-12-01', toDate: '2026-12-01', startTime: '09:00', endTime: '12:00' }).success,
    ).toBe(true);
    const spread = leaveCreateSchema.safeParse({ fromDate: '2026-12-01', toDate: '2026-12-02', startTime: '09:00', endTime: '12:00' });
    expect(issue(spread)?.message).toBe('calendar.partDayNeedsOneDate');
    expect(validationText('calendar.partDayNeedsOneDate')).toBe('Leave for part of a day must start and end on the same date');
    expect(issue(leaveCreateSchema.safeParse({ fromDate: '2026-12-02', toDate: '2026-12-01' }))).toMatchObject({
      params: { code: 'CLINIC_RANGE_REVERSED' },
    });
    expect(leaveCreateSchema.parse({ fromDate: '2026-12-01', toDate: '2026-12-01', reason: '' }).reason).toBeUndefined();
  });

  it('a holiday update changes something', () => {
    expect(holidayUpdateSchema.safeParse({}).success).toBe(false);
    expect(holidayUpdateSchema.safeParse({ confirmed: true }).success).toBe(true);
    expect(holidayUpdateSchema.safeParse({ confirmed: false }).success).toBe(false);
  });

  it('writes the closed-day text', () => {
    expect(closedReason('Il Full Moon Poya Day')).toBe('Il Full Moon Poya Day — clinic closed');
  });
});
