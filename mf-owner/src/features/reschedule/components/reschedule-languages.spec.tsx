import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { formatSlotTime } from '@vetnow/web-kit/format';
import closedEn from '../../../shared/calendar/closed-days.en.json' with { type: 'json' };
import closedSi from '../../../shared/calendar/closed-days.si.json' with { type: 'json' };
import closedTa from '../../../shared/calendar/closed-days.ta.json' with { type: 'json' };
import { formatLongDate, formatShortDate } from '../../../shared/format-date';
import { englishLeftovers, timeSlots } from '@vetnow/web-kit/testing';
import { NOW, appointment, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { RescheduleDialog } from './reschedule-dialog';

// Issue 13: the reschedule dialog in Sinhala and Tamil — its texts, the wizard's calendar and slot grid inside
// it, the dates, and a closed day's reason ("… — clinic closed") in the language.

createI18n();

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const APPOINTMENT = appointment({ _id: 'a-1' });
const POYA = { date: '2026-11-24', reason: 'Il Full Moon Poya Day' };

beforeEach(() => {
  stubApi((_method, path) => {
    if (path === '/api/clinic/calendar') {
      return [
        200,
        {
          from: '2026-11-22',
          to: '2027-01-21',
          days: [
            {
              date: POYA.date,
              closed: true,
              label: `${POYA.reason} — clinic closed`,
              entries: [{ kind: 'public-holiday', id: `holiday:${POYA.date}`, startTime: null, endTime: null, reason: POYA.reason }],
            },
          ],
        },
      ];
    }
    if (path === '/api/doctors/d-1/slots') return [200, timeSlots(['14:00'], ['10:00', '14:00'])];
    return undefined;
  });
});

describe.each([
  ['si', si, closedSi],
  ['ta', ta, closedTa],
] as const)('reschedule dialog in %s', (language, texts, closedTexts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('title, current time, calendar, slots, closed-day reason and the chosen time in the language', async () => {
    const user = userEvent.setup();
    render(<RescheduleDialog appointment={APPOINTMENT} now={() => NOW} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: texts.dialog.title });
    expect(dialog).toHaveTextContent(
      texts.dialog.current
        .replace('{{date}}', formatShortDate(APPOINTMENT.appointmentDate, language))
        .replace('{{time}}', formatSlotTime(APPOINTMENT.timeSlot, language))
        .replace('{{doctor}}', APPOINTMENT.doctor.fullName),
    );

    const poya = await screen.findByRole('button', { name: formatLongDate(POYA.date, language), description: /.+/ });
    fireEvent.mouseEnter(poya);
    expect(screen.getByRole('tooltip')).toHaveTextContent(closedTexts.clinicClosed.replace('{{reason}}', POYA.reason));
    fireEvent.mouseLeave(poya);

    await user.click(screen.getByRole('button', { name: formatLongDate('2026-11-25', language) }));
    await user.click(await screen.findByRole('button', { name: formatSlotTime('10:00 AM', language) }));
    expect(dialog).toHaveTextContent(texts.dialog.chosen.replace('{{date}}', formatShortDate('2026-11-25', language)).replace('{{time}}', formatSlotTime('10:00 AM', language)));
    // The wizard's calendar and slot texts: the booking feature's English catalogue as registered.
    const bookingEn = i18n.getResourceBundle('en', 'booking') as Record<string, never>;
    expect(Object.keys(bookingEn)).toContain('slots');
    expect(englishLeftovers(dialog, [en, bookingEn, closedEn])).toEqual([]);
  });
});
