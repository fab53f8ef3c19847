import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { affected, calendarApi, closure, uuid } from '../../../testing/calendar-api';
import { renderCalendar } from '../../../testing/render-calendar';

const section = () => screen.getByRole('region', { name: 'Clinic closures' });

async function open(world: Parameters<typeof calendarApi>[0] = {}) {
  adminApi();
  const calendar = calendarApi(world);
  const user = userEvent.setup();
  renderCalendar();
  await waitFor(() => expect(callsTo(API.clinic.adminListClosures).length).toBeGreaterThan(0));
  await waitFor(() => expect(within(section()).queryByRole('status')).not.toBeInTheDocument());
  return { user, calendar };
}

async function startClosing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(section()).getByRole('button', { name: 'Close the clinic' }));
  return screen.getByRole('dialog', { name: 'Close the clinic' });
}

afterEach(() => act(() => toast.remove()));

describe('Calendar tab: clinic closures', () => {
  it('lists the closures ahead by date: whole day or from–to, the reason, Remove', async () => {
    await open({
      closures: [
        closure({ id: uuid(102), date: '2026-12-10', startTime: '09:00', endTime: '12:00', reason: 'Power outage' }),
        closure({ id: uuid(101), date: '2026-12-01', reason: 'Staff training' }),
      ],
    });
    const table = await within(section()).findByRole('table', { name: 'Upcoming clinic closures' });
    expect(within(table).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Tue, 1 Dec 2026', 'Thu, 10 Dec 2026']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Whole day');
    expect(rows[0]).toHaveTextContent('Staff training');
    expect(rows[1]).toHaveTextContent('09:00 AM – 12:00 PM');
    expect(within(rows[1]!).getByRole('button', { name: 'Remove the closure on Thu, 10 Dec 2026 (09:00 AM – 12:00 PM)' })).toBeInTheDocument();
  });

  it('Close the clinic for a whole day: the form is checked, the affected visits are shown, then it is saved', async () => {
    const { user } = await open({
      affected: [
        affected({ appointmentId: 'a-2', appointmentDate: '2026-12-02', at: '14:00', petName: null, reference: null }),
        affected({ appointmentId: 'a-1', appointmentDate: '2026-12-02', at: '10:00' }),
      ],
    });
    expect(within(section()).getByRole('heading', { name: 'No closures ahead' })).toBeInTheDocument();
    const dialog = await startClosing(user);
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(expect.stringContaining('Please enter a reason'));
    expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus();
    expect(callsTo(API.clinic.adminClosureAffected)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-02');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Staff training');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(within(dialog).getByText('Closing the clinic on Wed, 2 Dec 2026 (Whole day): Staff training')).toBeInTheDocument();
    const visits = await within(dialog).findByRole('list', { name: 'Booked visits affected' });
    expect(within(dialog).getByText('2 booked visits will be marked "Needs rescheduling" and their owners told:')).toBeInTheDocument();
    expect(within(visits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wed, 2 Dec 2026 at 10:00 AM · Dr. Nimal PereraPet: Bruno · Ref. VN-A-1',
      'Wed, 2 Dec 2026 at 02:00 PM · Dr. Nimal Perera',
    ]);
    expect(callsTo(API.clinic.adminClosureAffected).map((c) => c.query)).toEqual([{ date: '2026-12-02' }]);
    expect(callsTo(API.clinic.adminAddClosure)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close the clinic' }));
    expect(await screen.findByText('The clinic is closed on Wed, 2 Dec 2026')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminAddClosure).map((c) => c.body)).toEqual([{ date: '2026-12-02', reason: 'Staff training' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section()).findByRole('rowheader', { name: 'Wed, 2 Dec 2026' })).toBeInTheDocument();
  });

  it('part of the day needs both times, the end after the start; Back keeps what was typed', async () => {
    const { user } = await open();
    const dialog = await startClosing(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Part of the day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    // Every wrong field says so on the first try.
    for (const label of [/^Date/, /^From/, /^To/, /^Reason/]) expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-03');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Power outage');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(within(dialog).getByLabelText(/^From/)).toHaveAccessibleDescription('Please enter a time as HH:MM');
    await user.type(within(dialog).getByLabelText(/^From/), '12:00');
    await user.type(within(dialog).getByLabelText(/^To/), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(within(dialog).getByLabelText(/^To/)).toHaveAccessibleDescription('End time must be after start time');

    const to = within(dialog).getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(await within(dialog).findByText('No booked visits are affected.')).toBeInTheDocument();
    expect(within(dialog).getByText('Closing the clinic on Thu, 3 Dec 2026 (12:00 PM – 03:30 PM): Power outage')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminClosureAffected).map((c) => c.query)).toEqual([{ date: '2026-12-03', startTime: '12:00', endTime: '15:30' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Power outage');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Close the clinic' }));
    expect(await screen.findByText('The clinic is closed on Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminAddClosure).map((c) => c.body)).toEqual([
      { date: '2026-12-03', startTime: '12:00', endTime: '15:30', reason: 'Power outage' },
    ]);
  });

  it("a refused closure goes back to the form with the server's message at its field", async () => {
    const { user } = await open();
    server.use(handlerFor(API.clinic.adminAddClosure, errorReply('CLINIC_CLOSURE_OVERLAPS')));
    const dialog = await startClosing(user);
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-01');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Staff training');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Close the clinic' }));
    expect(await screen.findByText('The clinic is already closed at this time', { selector: '[role="status"]' })).toBeInTheDocument();
    const date = within(dialog).getByLabelText(/^Date/);
    expect(date).toHaveAccessibleDescription('The clinic is already closed at this time');
    await waitFor(() => expect(date).toHaveFocus());
    expect(within(section()).getByRole('heading', { name: 'No closures ahead' })).toBeInTheDocument();
  });

  it('Remove asks first, then deletes the closure', async () => {
    const { user } = await open({ closures: [closure()] });
    const remove = await within(section()).findByRole('button', { name: 'Remove the closure on Tue, 1 Dec 2026 (Whole day)' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove closure' });
    expect(dialog).toHaveAccessibleDescription(
      'Open the clinic again on Tue, 1 Dec 2026 (Whole day)? Appointments can then be booked at that time.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove closure' }));
    expect(await screen.findByText('Closure removed')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteClosure).map((c) => c.path)).toEqual([`/admin/calendar/closures/${uuid(101)}`]);
    expect(await within(section()).findByRole('heading', { name: 'No closures ahead' })).toBeInTheDocument();
  });
});
