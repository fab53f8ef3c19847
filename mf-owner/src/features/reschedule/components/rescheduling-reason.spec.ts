import { afterAll, describe, expect, it } from '@jest/globals';
import type { CalendarDay } from '@vetnow/contracts/calendar';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { CALENDAR_NAMESPACE, closedTimeText } from '../../../shared/calendar/closed-day-texts';
import { poyaDay } from '../../../testing/calendar';
import { reschedulingReason } from './rescheduling-reason';

createI18n();

afterAll(async () => {
  await setLanguage('en');
});

const day = (overrides: Partial<CalendarDay>): CalendarDay => ({
  date: '2026-12-23',
  closed: false,
  label: '',
  entries: [],
  ...overrides,
});

describe('reschedulingReason', () => {
  it('is the day’s label when the whole day is closed', () => {
    const poya = poyaDay('2026-12-23');
    expect(reschedulingReason(poya, '09:00 AM')).toBe('Il Full Moon Poya Day — clinic closed');
  });

  it('is the part-day closure or leave that covers the visit’s slot', () => {
    const partDay = day({
      label: 'Staff training — clinic closed',
      entries: [
        { kind: 'closure', id: 'c-1', startTime: '13:00', endTime: '15:00', reason: 'Staff training' },
        {
          kind: 'leave',
          id: 'l-1',
          doctorId: 'd-1',
          startTime: '09:00',
          endTime: '10:00',
          reason: 'Vet conference',
        },
      ],
    });
    expect(reschedulingReason(partDay, '02:30 PM')).toBe('Staff training — clinic closed');
    expect(reschedulingReason(partDay, '09:30 AM')).toBe('Vet conference');
    expect(reschedulingReason(partDay, '03:00 PM')).toBeNull(); // the closure ends at 15:00
  });

  it('is null when the calendar shows nothing for the day any more', () => {
    expect(reschedulingReason(undefined, '09:00 AM')).toBeNull();
  });

  it('is worded in the owner\'s language when given the texts (issue 13)', async () => {
    await setLanguage('ta');
    const text = closedTimeText(i18n.getFixedT(null, CALENDAR_NAMESPACE));
    const partDay = day({
      entries: [
        { kind: 'closure', id: 'c-1', startTime: '13:00', endTime: '15:00', reason: 'Staff training' },
        { kind: 'leave', id: 'l-1', doctorId: 'd-1', startTime: '09:00', endTime: '10:00', reason: 'Doctor on leave' },
      ],
    });
    expect(reschedulingReason(partDay, '02:30 PM', text)).toBe('Staff training — சிகிச்சை நிலையம் மூடப்பட்டுள்ளது');
    expect(reschedulingReason(partDay, '09:30 AM', text)).toBe('மருத்துவர் விடுப்பில்');
  });
});
