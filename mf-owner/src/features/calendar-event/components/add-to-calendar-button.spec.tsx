import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { appointment, callsTo, errorReply, handlerFor, recordSavedFiles, useHandlers } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { render } from '../../../testing/render';
import { AddToCalendarButton } from './add-to-calendar-button';

createI18n();

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a1@vetnow.lk\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
/** 25 Nov 2026 at 09:00 AM. */
const visit = appointment('a1', { appointmentId: 'VN-7K3Q9M' });

describe('Add to calendar', () => {
  const saved = recordSavedFiles();
  afterEach(async () => {
    await setLanguage('en');
  });

  it('fetches the visit\'s calendar event and saves it as vetnow-<reference>.ics', async () => {
    useHandlers(handlerFor(API.booking.calendarEvent, ICS));
    render(<AddToCalendarButton appointment={visit} />);
    const button = screen.getByRole('button', { name: 'Add to calendar: the visit on Wed, 25 Nov 2026 at 09:00 AM' });
    expect(button).toHaveTextContent('Add to calendar');
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(API.booking.calendarEvent)).toMatchObject([{ params: { id: 'a1' }, path: '/appointments/a1/calendar.ics' }]);
    expect(saved[0]!.name).toBe('vetnow-VN-7K3Q9M.ics');
    expect(saved[0]!.blob.type).toBe('text/calendar;charset=utf-8');
    expect(await saved[0]!.blob.text()).toBe(ICS);
  });

  it('says so in a toast when the event cannot be had, and saves nothing', async () => {
    useHandlers(handlerFor(API.booking.calendarEvent, errorReply('APPOINTMENT_NOT_FOUND')));
    render(
      <>
        <AddToCalendarButton appointment={visit} />
        <AppToaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Add to calendar/ }));
    expect(await screen.findByText('Appointment not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('reads in Sinhala and Tamil', async () => {
    useHandlers(handlerFor(API.booking.calendarEvent, ICS));
    await setLanguage('si');
    const { unmount } = render(<AddToCalendarButton appointment={visit} />);
    expect(await screen.findByRole('button', { name: /^දින දර්ශනයට එක් කරන්න: .*09\.00/ })).toHaveTextContent('දින දර්ශනයට එක් කරන්න');
    unmount();
    await setLanguage('ta');
    render(<AddToCalendarButton appointment={visit} />);
    expect(await screen.findByRole('button', { name: /^நாட்காட்டியில் சேர்: / })).toHaveTextContent('நாட்காட்டியில் சேர்');
  });
});
