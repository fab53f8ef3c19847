import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_TOMORROW, callersApi, waitlistEntry } from '../../../testing/callers-api';
import { DESK_NOW, deskApi } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// Issue 39 phase B: the desk's view of a day's waitlist — who waits, for whom, in which state — and Remove.

clockStartsAt(DESK_NOW); // 10:00 on Sunday 22 November 2026 in Colombo

afterEach(() => act(() => toast.remove()));

const person = (id: string, fullName: string, contactNumber: string) => ({ _id: id, fullName, contactNumber });

function tomorrowsList() {
  return callersApi({
    waitlist: [
      waitlistEntry('wl-1'),
      waitlistEntry('wl-2', {
        owner: person('u-2', 'Nadeesha Fonseka', '+94712345678'),
        doctor: null,
        status: 'offered',
        place: null,
        offer: {
          doctor: { _id: 'd-2', fullName: 'Dr. Amaya Silva' },
          appointmentDate: DESK_TOMORROW,
          timeSlot: '02:30 PM',
          expiresAt: '2026-11-22T04:40:00.000Z',
        },
      }),
      waitlistEntry('wl-3', { owner: person('u-3', 'Kasun Jayawardena', '+94771234567'), status: 'booked', place: null }),
      waitlistEntry('wl-4', { owner: person('u-4', 'Dilani Fernando', '+94761234567'), status: 'lapsed', place: null }),
      waitlistEntry('wl-5', { owner: person('u-5', 'Sunil Perera', '+94751234567'), status: 'left', place: null }),
      waitlistEntry('wl-6', { owner: person('u-6', 'Later Owner', '+94741234567'), date: '2026-11-24' }),
    ],
  });
}

async function openWaitlist() {
  deskApi();
  const user = userEvent.setup();
  renderFrontDesk();
  await user.click(screen.getByRole('tab', { name: 'Waitlist' }));
  return user;
}

const table = () => screen.findByRole('table', { name: 'Waitlist for Mon, 23 Nov 2026, in list order' });
const rowOf = (owner: string) => within(screen.getByRole('rowheader', { name: new RegExp(`^${owner}`) }).closest('tr')!);

describe('the waitlist view', () => {
  it("opens on tomorrow's list: owner and phone, doctor or Any doctor, the state in words, Remove for the live ones", async () => {
    tomorrowsList();
    await openWaitlist();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(DESK_TOMORROW);
    const rows = within(await table()).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Ruwan Dias071 987 6543',
      'Nadeesha Fonseka071 234 5678',
      'Kasun Jayawardena077 123 4567',
      'Dilani Fernando076 123 4567',
      'Sunil Perera075 123 4567',
    ]);
    expect(callsTo(API.waitlist.deskList).map((c) => c.path)).toEqual([`/desk/waitlist?date=${DESK_TOMORROW}`]);

    expect(rowOf('Ruwan Dias').getByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(rowOf('Ruwan Dias').getByText('Waiting #1')).toBeInTheDocument();
    expect(rowOf('Ruwan Dias').getByRole('link', { name: '071 987 6543' })).toHaveAttribute('href', 'tel:+94719876543');
    expect(rowOf('Nadeesha Fonseka').getByText('Any doctor')).toBeInTheDocument();
    // The hold ends at 04:40 UTC: 10:10 in Colombo.
    expect(rowOf('Nadeesha Fonseka').getByText('Slot held until 10:10 AM for Dr. Amaya Silva at 02:30 PM')).toBeInTheDocument();
    expect(rowOf('Kasun Jayawardena').getByText('Booked')).toBeInTheDocument();
    expect(rowOf('Dilani Fernando').getByText('Lapsed')).toBeInTheDocument();
    expect(rowOf('Sunil Perera').getByText('Left')).toBeInTheDocument();

    expect(rowOf('Ruwan Dias').getByRole('button', { name: 'Remove Ruwan Dias from the waitlist' })).toBeEnabled();
    expect(rowOf('Nadeesha Fonseka').getByRole('button', { name: 'Remove Nadeesha Fonseka from the waitlist' })).toBeEnabled();
    for (const owner of ['Kasun Jayawardena', 'Dilani Fernando', 'Sunil Perera']) expect(rowOf(owner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('another date reads that day; a day nobody waits for says so', async () => {
    tomorrowsList();
    await openWaitlist();
    await table();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-24' } });
    expect(await screen.findByRole('table', { name: 'Waitlist for Tue, 24 Nov 2026, in list order' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Later Owner/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-25' } });
    expect(await screen.findByText('Nobody is on the waitlist for this day.')).toBeInTheDocument();
    expect(callsTo(API.waitlist.deskList).map((c) => c.query.date)).toEqual([DESK_TOMORROW, '2026-11-24', '2026-11-25']);
  });

  it('Remove asks first (Keep changes nothing), then DELETEs the entry, toasts, and the list shows it Left', async () => {
    const world = tomorrowsList();
    const user = await openWaitlist();
    await table();

    await user.click(rowOf('Nadeesha Fonseka').getByRole('button', { name: 'Remove Nadeesha Fonseka from the waitlist' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove from the waitlist?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nadeesha Fonseka will be taken off the waitlist for Mon, 23 Nov 2026, and the slot held for them passes to the next person.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(API.waitlist.deskLeave)).toEqual([]);

    await user.click(rowOf('Ruwan Dias').getByRole('button', { name: 'Remove Ruwan Dias from the waitlist' }));
    dialog = screen.getByRole('dialog', { name: 'Remove from the waitlist?' });
    expect(dialog).toHaveAccessibleDescription('Ruwan Dias will be taken off the waitlist for Mon, 23 Nov 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Ruwan Dias was taken off the waitlist')).toBeInTheDocument();
    expect(callsTo(API.waitlist.deskLeave).map((c) => c.path)).toEqual(['/desk/waitlist/wl-1']);
    expect(world.waitlist[0]!.status).toBe('left');
    await waitFor(() => expect(rowOf('Ruwan Dias').getByText('Left')).toBeInTheDocument());
    expect(rowOf('Ruwan Dias').queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
