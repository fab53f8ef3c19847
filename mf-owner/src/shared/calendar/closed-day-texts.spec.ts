import { afterAll, describe, expect, it } from '@jest/globals';
import { closedReason, DEFAULT_LEAVE_REASON, type CalendarDay } from '@vetnow/contracts/calendar';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { CALENDAR_NAMESPACE, closedDayText, closedTimeText } from './closed-day-texts';
import { closedDaysOf } from './closed-days';

createI18n();

afterAll(async () => {
  await setLanguage('en');
});

const text = () => closedTimeText(i18n.getFixedT(null, CALENDAR_NAMESPACE));

const POYA: CalendarDay = {
  date: '2026-12-23',
  closed: true,
  label: closedReason('Il Full Moon Poya Day'),
  entries: [{ kind: 'public-holiday', id: 'holiday:2026-12-23', startTime: null, endTime: null, reason: 'Il Full Moon Poya Day' }],
};
const LEAVE: CalendarDay = {
  date: '2026-12-28',
  closed: true,
  label: DEFAULT_LEAVE_REASON,
  entries: [{ kind: 'leave', id: 'l-1', doctorId: 'd-1', startTime: null, endTime: null, reason: DEFAULT_LEAVE_REASON }],
};
const CONFERENCE: CalendarDay = {
  date: '2026-12-29',
  closed: true,
  label: 'Conference in Kandy',
  entries: [{ kind: 'leave', id: 'l-2', doctorId: 'd-1', startTime: null, endTime: null, reason: 'Conference in Kandy' }],
};
const calendar = { from: '2026-12-01', to: '2026-12-31', days: [POYA, LEAVE, CONFERENCE] };

describe('closed days in the owner\'s language (issue 13)', () => {
  it('reads in English exactly as the server labels them', async () => {
    await setLanguage('en');
    expect([...closedDaysOf(calendar, (day) => closedDayText(day, text())).values()]).toEqual([POYA.label, LEAVE.label, CONFERENCE.label]);
  });

  it.each([
    ['si', 'Il Full Moon Poya Day — සායනය වසා ඇත', 'වෛද්‍යවරයා නිවාඩු'],
    ['ta', 'Il Full Moon Poya Day — சிகிச்சை நிலையம் மூடப்பட்டுள்ளது', 'மருத்துவர் விடுப்பில்'],
  ] as const)('in %s: "clinic closed" and the default leave text translated, the given reasons kept', async (language, poya, leave) => {
    await setLanguage(language);
    expect([...closedDaysOf(calendar, (day) => closedDayText(day, text())).values()]).toEqual([poya, leave, 'Conference in Kandy']);
  });

  it('a day without a whole-day entry keeps its label', () => {
    const partDay: CalendarDay = { ...POYA, entries: [{ ...POYA.entries[0]!, startTime: '13:00', endTime: '15:00' }] };
    expect(closedDayText(partDay, text())).toBe(POYA.label);
  });
});
