import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { affected, calendarApi, holiday, uuid } from '../../../testing/calendar-api';
import { renderCalendar } from '../../../testing/render-calendar';

const holidays = () => [
  holiday({ id: uuid(4), date: '2026-11-05', name: 'Il Full Moon Poya Day', status: 'gazetted' }),
  holiday({ id: uuid(1), date: '2026-12-23', name: 'Unduvap Full Moon Poya Day', status: 'gazetted' }),
  holiday({ id: uuid(2), date: '2026-12-25', name: 'Christmas Day', status: 'gazetted' }),
  holiday({ id: uuid(3), date: '2027-01-22', name: 'Duruthu Full Moon Poya Day', status: 'provisional' }),
];

const section = () => screen.getByRole('region', { name: 'Public holidays' });
const rowOf = (date: string) => within(within(section()).getByRole('rowheader', { name: date }).closest('tr')!);

async function open(world: Parameters<typeof calendarApi>[0] = {}) {
  adminApi();
  const calendar = calendarApi({ holidays: holidays(), ...world });
  const user = userEvent.setup();
  renderCalendar();
  await within(section()).findByRole('rowheader', { name: 'Wed, 23 Dec 2026' });
  return { user, calendar };
}

afterEach(() => act(() => toast.remove()));

describe('Calendar tab: public holidays', () => {
  it("lists this year's holidays (clinic date, name, status, whether the clinic closes); the year select shows another year", async () => {
    const { user } = await open();
    const table = within(section()).getByRole('table', { name: 'Public holidays of 2026' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Name', 'Status', 'Clinic', 'Actions']);
    const poya = rowOf('Wed, 23 Dec 2026');
    for (const text of ['Unduvap Full Moon Poya Day', 'Gazetted', 'Closed', 'By policy']) expect(poya.getByText(text)).toBeInTheDocument();
    expect(poya.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(rowOf('Fri, 25 Dec 2026').getByText('Christmas Day')).toBeInTheDocument();
    // Days before today (22 Nov in Colombo) on request; they can no longer be opened or closed.
    expect(within(section()).queryByRole('rowheader', { name: 'Thu, 5 Nov 2026' })).not.toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Show 1 earlier day' }));
    const past = rowOf('Thu, 5 Nov 2026');
    expect(past.getAllByRole('button').map((b) => b.textContent)).toEqual(['Rename or move', 'Remove']);
    expect(poya.getAllByRole('button').map((b) => b.textContent)).toEqual(['Rename or move', 'Open clinic', 'Remove']);
    expect(callsTo(API.clinic.adminListHolidays).map((c) => c.path)).toContain('/admin/calendar/holidays?year=2026');

    await user.selectOptions(within(section()).getByLabelText('Year'), '2027');
    const duruthu = await within(section()).findByRole('rowheader', { name: 'Fri, 22 Jan 2027' });
    expect(within(duruthu.closest('tr')!).getByText('Provisional')).toBeInTheDocument();
    expect(within(section()).queryByRole('rowheader', { name: 'Wed, 23 Dec 2026' })).not.toBeInTheDocument();
  });

  it('Confirm turns a provisional day confirmed (PUT {confirmed: true})', async () => {
    const { user } = await open();
    await user.selectOptions(within(section()).getByLabelText('Year'), '2027');
    await within(section()).findByRole('rowheader', { name: 'Fri, 22 Jan 2027' });
    await user.click(rowOf('Fri, 22 Jan 2027').getByRole('button', { name: 'Confirm Duruthu Full Moon Poya Day on Fri, 22 Jan 2027' }));
    expect(await screen.findByText('Public holiday confirmed')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminUpdateHoliday).map((c) => [c.path, c.body])).toEqual([[`/admin/calendar/holidays/${uuid(3)}`, { confirmed: true }]]);
    await waitFor(() => expect(rowOf('Fri, 22 Jan 2027').getByText('Confirmed')).toBeInTheDocument());
  });

  it('Rename or move sends only what changed; the row shows the new date and where it moved from', async () => {
    const { user } = await open();
    await user.click(rowOf('Fri, 25 Dec 2026').getByRole('button', { name: 'Rename or move Christmas Day on Fri, 25 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename or move holiday' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Christmas Day');
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-12-26');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Public holiday updated')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminUpdateHoliday).map((c) => c.body)).toEqual([{ date: '2026-12-26' }]);
    const moved = await within(section()).findByRole('rowheader', { name: 'Sat, 26 Dec 2026' });
    expect(within(moved.closest('tr')!).getByText('Moved from Fri, 25 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Add holiday checks the form with the contract, then POSTs; a duplicate shows at Date', async () => {
    const { user } = await open();
    await user.click(within(section()).getByRole('button', { name: 'Add holiday' }));
    const dialog = screen.getByRole('dialog', { name: 'Add public holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter the holiday name');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription('Please enter a date as YYYY-MM-DD');
    expect(callsTo(API.clinic.adminAddHoliday)).toEqual([]);

    server.use(handlerFor(API.clinic.adminAddHoliday, errorReply('CLINIC_HOLIDAY_DUPLICATE'), { once: true }));
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-25');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Christmas Day');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    const message = 'There is already a public holiday with this name on that date';
    await waitFor(() => expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription(message));
    expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus();

    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Clinic anniversary');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Public holiday added')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminAddHoliday).map((c) => c.body)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-25', name: 'Clinic anniversary' },
    ]);
    await within(section()).findByText('Clinic anniversary');
  });

  it('Remove asks first; Remove deletes the day', async () => {
    const { user } = await open();
    await user.click(rowOf('Fri, 25 Dec 2026').getByRole('button', { name: 'Remove Christmas Day on Fri, 25 Dec 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove public holiday' });
    expect(dialog).toHaveAccessibleDescription('Remove Christmas Day on Fri, 25 Dec 2026? The clinic then follows its usual hours that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(API.clinic.adminDeleteHoliday)).toEqual([]);
    await user.click(rowOf('Fri, 25 Dec 2026').getByRole('button', { name: 'Remove Christmas Day on Fri, 25 Dec 2026' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Public holiday removed')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteHoliday).map((c) => c.path)).toEqual([`/admin/calendar/holidays/${uuid(2)}`]);
    await waitFor(() => expect(within(section()).queryByText('Christmas Day')).not.toBeInTheDocument());
  });

  it('the policy switch (on by default) saves at once; the days follow it', async () => {
    const { user } = await open();
    const policy = within(section()).getByRole('switch', { name: 'Closed for appointments on public holidays' });
    await waitFor(() => expect(policy).toBeEnabled());
    expect(policy).toBeChecked();
    await user.click(policy);
    expect(await screen.findByText('The clinic now stays open on public holidays')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminSetHolidayPolicy).map((c) => c.body)).toEqual([{ closedOnPublicHolidays: false }]);
    expect(policy).not.toBeChecked();
    await waitFor(() => expect(rowOf('Wed, 23 Dec 2026').getByText('Open')).toBeInTheDocument());
  });

  it('a day overridden either way: Close clinic shows the visits it hits first; Follow policy removes the override', async () => {
    const { user } = await open({
      policy: { closedOnPublicHolidays: false, overrides: [] },
      affected: [affected({ appointmentDate: '2026-12-25', at: '11:00', petName: 'Misty', reference: 'VN-9' })],
    });
    await waitFor(() => expect(rowOf('Fri, 25 Dec 2026').getByText('Open')).toBeInTheDocument());
    await user.click(rowOf('Fri, 25 Dec 2026').getByRole('button', { name: 'Close clinic on Fri, 25 Dec 2026 (Christmas Day)' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the clinic on a holiday' });
    const visits = await within(dialog).findByRole('list', { name: 'Booked visits affected' });
    expect(within(dialog).getByText('1 booked visit will be marked "Needs rescheduling" and its owner told:')).toBeInTheDocument();
    expect(within(visits).getByRole('listitem')).toHaveTextContent('Fri, 25 Dec 2026 at 11:00 AM · Dr. Nimal PereraPet: Misty · Ref. VN-9');
    expect(callsTo(API.clinic.adminClosureAffected).map((c) => c.query)).toEqual([{ date: '2026-12-25' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close clinic' }));
    expect(await screen.findByText('The clinic is closed on Fri, 25 Dec 2026')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminSetDayOverride).map((c) => c.body)).toEqual([{ date: '2026-12-25', open: false }]);
    await waitFor(() => expect(rowOf('Fri, 25 Dec 2026').getByText('Set for this day')).toBeInTheDocument());
    expect(rowOf('Fri, 25 Dec 2026').getByText('Closed')).toBeInTheDocument();

    await user.click(rowOf('Fri, 25 Dec 2026').getByRole('button', { name: 'Follow policy on Fri, 25 Dec 2026 (Christmas Day)' }));
    expect(await screen.findByText('Fri, 25 Dec 2026 follows the holiday policy again')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteDayOverride).map((c) => c.path)).toEqual(['/admin/calendar/overrides/2026-12-25']);
    await waitFor(() => expect(rowOf('Fri, 25 Dec 2026').getByText('Open')).toBeInTheDocument());
  });

  it("Open clinic on a closed holiday PUTs the override open; a refusal shows the server's message by code", async () => {
    const { user } = await open();
    server.use(handlerFor(API.clinic.adminSetDayOverride, errorReply('CLINIC_CLOSURE_IN_PAST'), { once: true }));
    const openButton = () => rowOf('Wed, 23 Dec 2026').getByRole('button', { name: 'Open clinic on Wed, 23 Dec 2026 (Unduvap Full Moon Poya Day)' });
    await user.click(openButton());
    expect(await screen.findByText('A closure cannot be in the past')).toBeInTheDocument();
    expect(rowOf('Wed, 23 Dec 2026').getByText('Closed')).toBeInTheDocument();
    await user.click(openButton());
    expect(await screen.findByText('The clinic is open on Wed, 23 Dec 2026')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Wed, 23 Dec 2026').getByText('Open')).toBeInTheDocument());
  });

  it("a failed list toasts 'Error fetching public holidays'", async () => {
    adminApi();
    calendarApi();
    server.use(handlerFor(API.clinic.adminListHolidays, errorReply('INTERNAL')));
    renderCalendar();
    expect(await screen.findByText('Error fetching public holidays')).toBeInTheDocument();
    expect(within(section()).getByRole('heading', { name: 'No public holidays in 2026' })).toBeInTheDocument();
  });
});
