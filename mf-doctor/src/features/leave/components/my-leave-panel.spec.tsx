import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, callsTo, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { affected, leave, leaveApi, uuid } from '../../../testing/leave-api';
import { MyLeavePanel } from './my-leave-panel';

function renderPanel() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AppToaster />
      <MyLeavePanel now={NOW} />
    </>,
  );
  return user;
}

const form = () => screen.getByRole('region', { name: 'Add leave' });
const upcoming = () => screen.getByRole('region', { name: 'Upcoming leave' });

afterEach(() => act(() => toast.remove()));

describe('My Leave', () => {
  it('lists the leave ahead, soonest first, without past leave', async () => {
    leaveApi({
      leave: [
        leave({ id: uuid(203), fromDate: '2026-12-14', toDate: '2026-12-14', startTime: '13:00', endTime: '17:00', reason: null }),
        leave({ id: uuid(201), fromDate: '2026-12-07', toDate: '2026-12-09' }),
        leave({ id: uuid(202), fromDate: '2026-11-02', toDate: '2026-11-03', reason: 'Past leave' }),
        leave({ id: uuid(204), fromDate: '2026-11-20', toDate: '2026-11-22', reason: 'Ends today' }),
      ],
    });
    renderPanel();
    const list = await within(upcoming()).findByRole('list', { name: 'Upcoming leave' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.replace(/Remove$/, ''))).toEqual([
      'Fri, 20 Nov 2026 – Sun, 22 Nov 2026Whole day · Ends today',
      'Mon, 7 Dec 2026 – Wed, 9 Dec 2026Whole day · Conference',
      'Mon, 14 Dec 202601:00 PM – 05:00 PM · No reason given',
    ]);
  });

  it('adds leave for a date range straight away when no booked visit falls in it', async () => {
    leaveApi();
    const user = renderPanel();
    expect(await within(upcoming()).findByRole('heading', { name: 'No leave ahead' })).toBeInTheDocument();
    await user.type(within(form()).getByLabelText(/^From date/), '2026-12-07');
    await user.type(within(form()).getByLabelText(/^To date/), '2026-12-09');
    await user.type(within(form()).getByLabelText(/^Reason/), 'Conference');
    await user.click(within(form()).getByRole('button', { name: 'Add leave' }));
    expect(await screen.findByText('Leave added')).toBeInTheDocument();
    expect(callsTo(API.clinic.ownLeaveAffected).map((c) => c.path)).toEqual(['/doctors/dashboard/leave/affected?fromDate=2026-12-07&toDate=2026-12-09']);
    expect(callsTo(API.clinic.addOwnLeave).map((c) => c.body)).toEqual([{ fromDate: '2026-12-07', toDate: '2026-12-09', reason: 'Conference' }]);
    expect(await within(upcoming()).findByText('Mon, 7 Dec 2026 – Wed, 9 Dec 2026')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^From date/)).toHaveValue('');
  });

  it('part of a day: one date with times; booked visits in it are shown and confirmed first', async () => {
    leaveApi({ affected: [affected({ appointmentDate: '2026-12-10', at: '14:30', petName: 'Misty' })] });
    const user = renderPanel();
    await user.type(within(form()).getByLabelText(/^From date/), '2026-12-10');
    await user.click(within(form()).getByRole('checkbox', { name: 'Part of a day only' }));
    expect(within(form()).queryByLabelText(/^To date/)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Add leave' }));
    expect(within(form()).getByLabelText(/^From(?! date)/)).toHaveAccessibleDescription('Please enter a time as HH:MM');
    await user.type(within(form()).getByLabelText(/^From(?! date)/), '14:00');
    await user.type(within(form()).getByLabelText(/^To(?! date)/), '16:00');
    await user.click(within(form()).getByRole('button', { name: 'Add leave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booked visits on this leave' });
    expect(dialog).toHaveAccessibleDescription(
      '1 booked visit falls in this leave. It will be marked "Needs rescheduling" and its owner told:',
    );
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Thu, 10 Dec 2026 at 02:30 PMPet: Misty');
    expect(callsTo(API.clinic.addOwnLeave)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(API.clinic.addOwnLeave)).toEqual([]);

    await user.click(within(form()).getByRole('button', { name: 'Add leave' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add leave anyway' }));
    expect(await screen.findByText('Leave added')).toBeInTheDocument();
    expect(callsTo(API.clinic.addOwnLeave).map((c) => c.body)).toEqual([
      { fromDate: '2026-12-10', toDate: '2026-12-10', startTime: '14:00', endTime: '16:00' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a refusal shows the server's message at its field (overlapping leave at From date)", async () => {
    leaveApi();
    server.use(handlerFor(API.clinic.addOwnLeave, errorReply('DOCTOR_LEAVE_OVERLAPS')));
    const user = renderPanel();
    await user.type(within(form()).getByLabelText(/^From date/), '2026-12-07');
    await user.click(within(form()).getByRole('button', { name: 'Add leave' }));
    const from = within(form()).getByLabelText(/^From date/);
    await waitFor(() => expect(from).toHaveAccessibleDescription('This leave overlaps leave already taken'));
    expect(from).toHaveFocus();
    expect(screen.getByText('This leave overlaps leave already taken', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(callsTo(API.clinic.addOwnLeave).map((c) => c.body)).toEqual([{ fromDate: '2026-12-07', toDate: '2026-12-07' }]);
  });

  it('Remove asks first, then deletes the leave', async () => {
    leaveApi({ leave: [leave()] });
    const user = renderPanel();
    await user.click(await within(upcoming()).findByRole('button', { name: 'Remove the leave of Mon, 7 Dec 2026 – Wed, 9 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove leave' });
    expect(dialog).toHaveAccessibleDescription(
      'Remove your leave of Mon, 7 Dec 2026 – Wed, 9 Dec 2026? Owners can then book you at that time again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove leave' }));
    expect(await screen.findByText('Leave removed')).toBeInTheDocument();
    expect(callsTo(API.clinic.deleteOwnLeave).map((c) => c.path)).toEqual([`/doctors/dashboard/leave/${uuid(201)}`]);
    expect(await within(upcoming()).findByRole('heading', { name: 'No leave ahead' })).toBeInTheDocument();
  });

  it("a failed list toasts 'Error fetching your leave'", async () => {
    leaveApi();
    server.use(handlerFor(API.clinic.listOwnLeave, errorReply('INTERNAL')));
    renderPanel();
    expect(await screen.findByText('Error fetching your leave')).toBeInTheDocument();
  });
});
