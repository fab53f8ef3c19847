import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, doctor, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { affected, calendarApi, leave, uuid } from '../../../testing/calendar-api';
import { renderCalendar } from '../../../testing/render-calendar';

const section = () => screen.getByRole('region', { name: 'Doctor leave' });
const doctors = () => [doctor(), doctor({ _id: 'd-2', fullName: 'Dr. Amaya Silva', email: 'amaya@vetnow.lk' })];

async function open(world: Parameters<typeof calendarApi>[0] = {}, props: { doctorId?: string } = {}) {
  adminApi({ doctors: doctors() });
  const calendar = calendarApi(world);
  const user = userEvent.setup();
  renderCalendar(props);
  await within(section()).findByRole('option', { name: 'Dr. Amaya Silva' });
  return { user, calendar };
}

async function addLeaveDialog(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(section()).getByRole('button', { name: `Add leave for ${name}` }));
  return screen.getByRole('dialog', { name: `Add leave for ${name}` });
}

afterEach(() => act(() => toast.remove()));

describe('Calendar tab: doctor leave', () => {
  it("choosing a doctor lists their leave ahead (past leave left out), soonest first", async () => {
    const { user } = await open({
      leave: [
        leave({ id: uuid(203), fromDate: '2026-12-14', toDate: '2026-12-14', startTime: '13:00', endTime: '17:00', reason: null }),
        leave({ id: uuid(201), fromDate: '2026-12-07', toDate: '2026-12-09', reason: 'Conference' }),
        leave({ id: uuid(202), fromDate: '2026-11-02', toDate: '2026-11-03', reason: 'Past leave' }),
        leave({ id: uuid(204), doctorId: 'd-2', reason: 'Not this doctor' }),
      ],
    });
    expect(within(section()).getByText('Choose a doctor to see and add their leave.')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminListLeave)).toEqual([]);
    await user.selectOptions(within(section()).getByLabelText('Doctor'), 'Dr. Nimal Perera');
    const table = await within(section()).findByRole('table', { name: 'Leave of Dr. Nimal Perera' });
    expect(callsTo(API.clinic.adminListLeave).map((c) => c.path)).toEqual(['/admin/doctors/d-1/leave']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Mon, 7 Dec 2026 – Wed, 9 Dec 2026', 'Mon, 14 Dec 2026']);
    expect(rows[0]).toHaveTextContent('Whole day');
    expect(rows[0]).toHaveTextContent('Conference');
    expect(rows[1]).toHaveTextContent('01:00 PM – 05:00 PM');
    expect(within(table).queryByText('Past leave')).not.toBeInTheDocument();
    expect(within(table).queryByText('Not this doctor')).not.toBeInTheDocument();
  });

  it('adds leave for a date range after showing the visits it hits', async () => {
    const { user } = await open({ affected: [affected({ appointmentDate: '2026-12-08', at: '09:30' })] }, { doctorId: 'd-1' });
    expect(await within(section()).findByRole('heading', { name: 'No leave ahead' })).toBeInTheDocument();
    const dialog = await addLeaveDialog(user, 'Dr. Nimal Perera');
    await user.type(within(dialog).getByLabelText(/^From date/), '2026-12-07');
    await user.type(within(dialog).getByLabelText(/^To date/), '2026-12-09');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Conference');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(within(dialog).getByText('Leave for Dr. Nimal Perera: Mon, 7 Dec 2026 – Wed, 9 Dec 2026')).toBeInTheDocument();
    expect(await within(dialog).findByText('1 booked visit will be marked "Needs rescheduling" and its owner told:')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminLeaveAffected).map((c) => c.path)).toEqual(['/admin/doctors/d-1/leave/affected?fromDate=2026-12-07&toDate=2026-12-09']);
    await user.click(within(dialog).getByRole('button', { name: 'Add leave' }));
    expect(await screen.findByText('Leave added')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminAddLeave).map((c) => [c.path, c.body])).toEqual([
      ['/admin/doctors/d-1/leave', { fromDate: '2026-12-07', toDate: '2026-12-09', reason: 'Conference' }],
    ]);
    expect(await within(section()).findByRole('rowheader', { name: 'Mon, 7 Dec 2026 – Wed, 9 Dec 2026' })).toBeInTheDocument();
  });

  it('part of a day sends one date with times; an overlap refusal shows at From date', async () => {
    const { user } = await open({}, { doctorId: 'd-2' });
    server.use(handlerFor(API.clinic.adminAddLeave, errorReply('DOCTOR_LEAVE_OVERLAPS'), { once: true }));
    const dialog = await addLeaveDialog(user, 'Dr. Amaya Silva');
    await user.type(within(dialog).getByLabelText(/^From date/), '2026-12-10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Part of a day only' }));
    expect(within(dialog).queryByLabelText(/^To date/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^From(?! date)/), '14:00');
    await user.type(within(dialog).getByLabelText(/^To(?! date)/), '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    expect(await within(dialog).findByText('No booked visits are affected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add leave' }));
    const fromDate = await within(dialog).findByLabelText(/^From date/);
    await waitFor(() => expect(fromDate).toHaveAccessibleDescription('This leave overlaps leave already taken'));
    await waitFor(() => expect(fromDate).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Check affected visits' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add leave' }));
    expect(await screen.findByText('Leave added')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminAddLeave).map((c) => [c.path, c.body])).toEqual([
      ['/admin/doctors/d-2/leave', { fromDate: '2026-12-10', toDate: '2026-12-10', startTime: '14:00', endTime: '16:00' }],
      ['/admin/doctors/d-2/leave', { fromDate: '2026-12-10', toDate: '2026-12-10', startTime: '14:00', endTime: '16:00' }],
    ]);
  });

  it('Remove asks first, then deletes the leave', async () => {
    const { user } = await open({ leave: [leave()] }, { doctorId: 'd-1' });
    await user.click(await within(section()).findByRole('button', { name: 'Remove the leave of Mon, 7 Dec 2026 – Wed, 9 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove leave' });
    expect(dialog).toHaveAccessibleDescription('Remove the leave of Dr. Nimal Perera on Mon, 7 Dec 2026 – Wed, 9 Dec 2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove leave' }));
    expect(await screen.findByText('Leave removed')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteLeave).map((c) => c.path)).toEqual([`/admin/doctors/d-1/leave/${uuid(201)}`]);
    expect(await within(section()).findByRole('heading', { name: 'No leave ahead' })).toBeInTheDocument();
  });
});
