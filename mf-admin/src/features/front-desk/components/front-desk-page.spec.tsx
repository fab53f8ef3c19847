import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_NOW, deskApi, deskAppointment } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// Issue 39: the desk's day sheet — the day's visits in time order, Check in / No-show / Undo, the filters.

clockStartsAt(DESK_NOW); // 10:00 on Sunday 22 November 2026 in Colombo

afterEach(() => act(() => toast.remove()));

const amaya = { _id: 'd-2', fullName: 'Dr. Amaya Silva' };

/** The day as stored (not in time order): arrived at 09:00, expected at 09:30 and 10:30, a completed and a moved visit. */
function day() {
  return deskApi({
    appointments: [
      deskAppointment('a3', { at: '10:30', user: { _id: 'u-3', fullName: 'Ruwan Dias', contactNumber: '+94719876543' }, pet: { name: 'Coco', type: 'Bird', breed: '' } }),
      deskAppointment('a1', { at: '09:00', arrival: { state: 'arrived', at: '2026-11-22T03:35:00.000Z' } }),
      deskAppointment('a5', { at: '12:00', status: 'needs-rescheduling' }),
      deskAppointment('a2', { at: '09:30', paymentMethod: 'card', paymentStatus: 'completed', reason: 'Vaccination' }),
      deskAppointment('a4', { at: '11:00', status: 'completed', doctor: amaya }),
    ],
  });
}

const table = () => screen.findByRole('table', { name: 'Appointments on Sun, 22 Nov 2026, in time order' });
const rowAt = (time: string) => within(screen.getByRole('rowheader', { name: time }).closest('tr')!);
const label = (action: string, time: string, owner = 'Kasun Jayawardena', pet = 'Bruno') => `${action}: ${owner} with ${pet} at ${time}`;

describe('the day sheet', () => {
  it('opens on today in clinic time, for all doctors, live; the visits in time order with their details', async () => {
    day();
    renderFrontDesk();
    expect(screen.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-22');
    expect(screen.getByText('Live')).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['09:00 AM', '09:30 AM', '10:30 AM', '11:00 AM', '12:00 PM']);
    expect(within(screen.getByLabelText('Doctor')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All doctors', 'Dr. Nimal Perera', 'Dr. Amaya Silva']);
    expect(callsTo(API.desk.daySheet).map((c) => c.path)).toEqual(['/desk/day-sheet?date=2026-11-22']);

    const ruwan = rowAt('10:30 AM');
    for (const text of ['Ruwan Dias', 'Coco (Bird)', 'Annual check-up', 'Dr. Nimal Perera', 'Pay at clinic', 'Pending', 'Scheduled', 'Expected']) {
      expect(ruwan.getByText(text)).toBeInTheDocument();
    }
    expect(ruwan.getByRole('link', { name: '071 987 6543' })).toHaveAttribute('href', 'tel:+94719876543');
    expect(rowAt('09:30 AM').getByText('Card')).toBeInTheDocument();
    expect(rowAt('09:30 AM').getByText('Paid')).toBeInTheDocument();
    expect(rowAt('09:00 AM').getByText('Arrived 09:05 AM')).toBeInTheDocument();
    expect(rowAt('11:00 AM').getByText('Completed by the doctor')).toBeInTheDocument();
    expect(rowAt('11:00 AM').getByText('Dr. Amaya Silva')).toBeInTheDocument();
    expect(rowAt('12:00 PM').getByText('Needs rescheduling')).toBeInTheDocument();
  });

  it('offers what each visit allows: Check in today, No-show from its time ("from hh:mm" before), Undo for an arrival', async () => {
    day();
    renderFrontDesk();
    await table();
    expect(rowAt('09:00 AM').queryByRole('button', { name: label('Check in', '09:00 AM') })).not.toBeInTheDocument();
    expect(rowAt('09:00 AM').getByRole('button', { name: label('Undo', '09:00 AM') })).toBeEnabled();

    expect(rowAt('09:30 AM').getByRole('button', { name: label('Check in', '09:30 AM') })).toBeEnabled();
    expect(rowAt('09:30 AM').getByRole('button', { name: label('No-show', '09:30 AM') })).toBeEnabled();

    const later = rowAt('10:30 AM');
    expect(later.getByRole('button', { name: label('Check in', '10:30 AM', 'Ruwan Dias', 'Coco') })).toBeEnabled();
    const noShow = later.getByRole('button', { name: label('No-show', '10:30 AM', 'Ruwan Dias', 'Coco') });
    expect(noShow).toBeDisabled();
    expect(noShow).toHaveAccessibleDescription('from 10:45 AM');

    // a completed visit and one needing rescheduling have no arrival to record; their cash may still be taken
    for (const time of ['11:00 AM', '12:00 PM']) {
      expect(rowAt(time).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark as paid']);
    }
  });

  it('Check in POSTs the visit, toasts, shows Arrived with Undo focused, and the sheet is read again', async () => {
    const user = userEvent.setup();
    day();
    renderFrontDesk();
    await table();
    await user.click(rowAt('09:30 AM').getByRole('button', { name: label('Check in', '09:30 AM') }));
    expect(await screen.findByText('Kasun Jayawardena checked in')).toBeInTheDocument();
    expect(callsTo(API.desk.checkIn).map((c) => c.path)).toEqual(['/desk/appointments/a2/check-in']);
    expect(rowAt('09:30 AM').getByText(/^Arrived 10:00 AM$/)).toBeInTheDocument();
    await waitFor(() => expect(rowAt('09:30 AM').getByRole('button', { name: label('Undo', '09:30 AM') })).toHaveFocus());
    expect(rowAt('09:30 AM').queryByRole('button', { name: label('No-show', '09:30 AM') })).not.toBeInTheDocument();
    expect(callsTo(API.desk.daySheet)).toHaveLength(2);
  });

  it('No-show records the no-show; Undo makes the owner expected again, focus back on Check in', async () => {
    const user = userEvent.setup();
    day();
    renderFrontDesk();
    await table();
    await user.click(rowAt('09:30 AM').getByRole('button', { name: label('No-show', '09:30 AM') }));
    expect(await screen.findByText('Kasun Jayawardena marked as a no-show')).toBeInTheDocument();
    expect(rowAt('09:30 AM').getByText('No-show')).toBeInTheDocument();
    expect(callsTo(API.desk.markNoShow).map((c) => c.path)).toEqual(['/desk/appointments/a2/no-show']);

    await user.click(rowAt('09:30 AM').getByRole('button', { name: label('Undo', '09:30 AM') }));
    expect(await screen.findByText('Kasun Jayawardena is expected again')).toBeInTheDocument();
    expect(callsTo(API.desk.clearArrival).map((c) => [c.method, c.path])).toEqual([['DELETE', '/desk/appointments/a2/arrival']]);
    expect(rowAt('09:30 AM').getByText('Expected')).toBeInTheDocument();
    await waitFor(() => expect(rowAt('09:30 AM').getByRole('button', { name: label('Check in', '09:30 AM') })).toHaveFocus());
  });

  it('No-show opens by itself when the grace period ends (one timer, no request)', async () => {
    const soon = new Date(DESK_NOW.getTime() + 1_500).toISOString();
    deskApi({ appointments: [deskAppointment('a1', { at: '09:45', noShowFrom: soon })] });
    renderFrontDesk();
    await table();
    const noShow = rowAt('09:45 AM').getByRole('button', { name: label('No-show', '09:45 AM') });
    expect(noShow).toBeDisabled();
    expect(rowAt('09:45 AM').getByText('from 10:00 AM')).toBeInTheDocument();
    await waitFor(() => expect(noShow).toBeEnabled(), { timeout: 4_000 });
    expect(rowAt('09:45 AM').queryByText('from 10:00 AM')).not.toBeInTheDocument();
    expect(callsTo(API.desk.daySheet)).toHaveLength(1);
  });

  it("a refusal is shown by its code (the kit's error texts) and focus stays on the button", async () => {
    const user = userEvent.setup();
    day();
    server.use(handlerFor(API.desk.checkIn, errorReply('DESK_NOT_TODAY')));
    renderFrontDesk();
    await table();
    const checkIn = rowAt('09:30 AM').getByRole('button', { name: label('Check in', '09:30 AM') });
    await user.click(checkIn);
    expect(await screen.findByText('Only a visit of today can be checked in')).toBeInTheDocument();
    expect(rowAt('09:30 AM').getByText('Expected')).toBeInTheDocument();
    await waitFor(() => expect(checkIn).toHaveFocus());
  });

  it('another day: no Check in; the sheet of that day is asked for, and a malformed date asks nothing', async () => {
    deskApi({ appointments: [deskAppointment('a1', { appointmentDate: '2026-11-23', at: '09:00' })] });
    renderFrontDesk();
    expect(await screen.findByRole('heading', { name: 'No appointments on this day' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-23' } });
    await screen.findByRole('table', { name: 'Appointments on Mon, 23 Nov 2026, in time order' });
    expect(rowAt('09:00 AM').queryByRole('button', { name: /^Check in/ })).not.toBeInTheDocument();
    expect(rowAt('09:00 AM').getByRole('button', { name: /^No-show/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '' } });
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose a date');
    expect(callsTo(API.desk.daySheet).map((c) => c.query.date)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it("the doctor filter asks for that doctor's sheet", async () => {
    const user = userEvent.setup();
    day();
    renderFrontDesk();
    await table();
    await user.selectOptions(screen.getByLabelText('Doctor'), 'd-2');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['11:00 AM']));
    expect(callsTo(API.desk.daySheet).map((c) => c.path).at(-1)).toBe('/desk/day-sheet?date=2026-11-22&doctorId=d-2');
  });

  it('a sheet that cannot be read offers to try again', async () => {
    const user = userEvent.setup();
    day();
    server.use(handlerFor(API.desk.daySheet, errorReply('SERVICE_UNAVAILABLE'), { once: true }));
    renderFrontDesk();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
