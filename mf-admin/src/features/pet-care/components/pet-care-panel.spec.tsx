import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, callsTo, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { careSchedule, petCareAdminApi } from '../../../testing/pet-care-api';
import { PetCarePanel } from './pet-care-panel';

// Issue 38: the admin's Pet care tab — the overdue report of a month and the care schedules' editor.

function renderPanel(now: Date = NOW) {
  return renderWithProviders(
    <>
      <AppToaster />
      <PetCarePanel now={() => now} />
    </>,
  );
}

const reportCalls = () => callsTo(API.pets.overdueReport).map((c) => c.path);
const overdue = () => within(screen.getByRole('region', { name: 'Overdue pets' }));

beforeEach(() => {
  petCareAdminApi();
});

describe('the overdue report', () => {
  it("defaults to this month in clinic time and lists pet, species, owner, contact, item and due date", async () => {
    // NOW is 20:00 UTC on 21 Nov, already the 22nd in Colombo; at 20:00 UTC on 30 Nov it is December there.
    renderPanel();
    expect(overdue().getByLabelText(/^Month/)).toHaveValue('2026-11');
    const table = await overdue().findByRole('table', { name: 'Pets with care due in November 2026 and now overdue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Species: Dog', 'Owner: Kasun Jayawardena', 'Contact: 077 123 4567', 'Due: Anti-rabies Vaccination', 'Due date: Tue, 3 Nov 2026'],
      ['Species: Cat', 'Owner: Ama Fernando', 'Contact: 071 987 6543', 'Due: Milbemax Deworming', 'Due date: Tue, 10 Nov 2026'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Bruno');
    expect(within(rows[0]!).getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(reportCalls()).toEqual(['/admin/pets/overdue?month=2026-11']);
  });

  it('a month in clinic time: the last evening of November (UTC) is already December', async () => {
    renderPanel(new Date('2026-11-30T20:00:00Z'));
    expect(overdue().getByLabelText(/^Month/)).toHaveValue('2026-12');
    expect(await overdue().findByRole('heading', { name: 'No overdue pets in December 2026' })).toBeInTheDocument();
  });

  it('changing the month asks again; a month without overdue pets shows the empty state', async () => {
    renderPanel();
    await overdue().findByRole('table');
    fireEvent.change(overdue().getByLabelText(/^Month/), { target: { value: '2026-10' } });
    expect(await overdue().findByRole('heading', { name: 'No overdue pets in October 2026' })).toBeInTheDocument();
    expect(overdue().getByText('Every vaccination and treatment due that month has been given.')).toBeInTheDocument();
    expect(reportCalls()).toEqual(['/admin/pets/overdue?month=2026-11', '/admin/pets/overdue?month=2026-10']);
    fireEvent.change(overdue().getByLabelText(/^Month/), { target: { value: '' } });
    expect(overdue().getByLabelText(/^Month/)).toHaveAccessibleDescription('Please choose a month');
    expect(reportCalls()).toHaveLength(2);
  });

  it('a failed report offers to try again', async () => {
    server.use(handlerFor(API.pets.overdueReport, errorReply('SERVICE_UNAVAILABLE'), { once: true }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await overdue().findByRole('button', { name: 'Try again' }));
    expect(await overdue().findByRole('table')).toBeInTheDocument();
  });
});

describe('the care schedules', () => {
  const schedules = () => within(screen.getByRole('region', { name: 'Care schedules' }));

  it('lists each schedule with its species, kind, intervals and status', async () => {
    renderPanel();
    const table = await schedules().findByRole('table', { name: 'Care schedules by species and kind' });
    const core = within(within(table).getAllByRole('row')[1]!);
    expect(core.getByRole('rowheader')).toHaveTextContent('Core vaccine (DHPPi)First dose from 6 weeks');
    expect(core.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Under 16 weeks: every 21 days', 'From then on: every 365 days']);
    expect(core.getByText('Active')).toHaveClass('bg-green-100');
    const rabies = within(within(table).getAllByRole('row')[2]!);
    expect(rabies.getByRole('listitem')).toHaveTextContent('Every 365 days');
  });

  it('edits a schedule: the stages as rows, the last without age limit; PUTs the whole schedule, toasts and refreshes', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await schedules().findByRole('button', { name: 'Edit Core vaccine (DHPPi)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit schedule: Core vaccine (DHPPi)' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Dog · Vaccination');
    const stage = (n: number) => within(dialog.getByRole('group', { name: `Stage ${n}` }));
    expect(stage(1).getByLabelText(/^Until age/)).toHaveValue('16');
    expect(stage(2).queryByLabelText(/^Until age/)).not.toBeInTheDocument();
    expect(stage(2).getByText('No age limit')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add stage' }));
    // The new stage goes before the open-ended one.
    expect(stage(2).getByLabelText(/^Until age/)).toHaveValue('');
    await user.type(stage(2).getByLabelText(/^Until age/), '26');
    await user.type(stage(2).getByLabelText(/^Every/), '28');
    await user.clear(stage(3).getByLabelText(/^Every/));
    await user.type(stage(3).getByLabelText(/^Every/), '366');
    await user.clear(dialog.getByLabelText(/^First dose/));
    await user.type(dialog.getByLabelText(/^First dose/), '8');
    await user.click(dialog.getByLabelText('Active (doctors can choose it)'));
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Schedule saved: Core vaccine (DHPPi)')).toBeInTheDocument();
    expect(callsTo(API.pets.updateCareSchedule).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/admin/care-schedules/s-core',
        body: {
          name: 'Core vaccine (DHPPi)',
          firstDoseAgeWeeks: 8,
          stages: [
            { untilAgeWeeks: 16, intervalDays: 21 },
            { untilAgeWeeks: 26, intervalDays: 28 },
            { untilAgeWeeks: null, intervalDays: 366 },
          ],
          notes: 'WSAVA 2024: every 2–4 weeks until 16 weeks, a booster at 6–12 months, then yearly.',
          active: false,
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.pets.careSchedules)).toHaveLength(2));
    expect(await schedules().findByText('Switched off')).toBeInTheDocument();
  });

  it('refuses a missing name, a bad interval, a bad age limit and age limits that do not increase, before sending', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await schedules().findByRole('button', { name: 'Edit Core vaccine (DHPPi)' }));
    const dialog = within(screen.getByRole('dialog'));
    const stage = (n: number) => within(dialog.getByRole('group', { name: `Stage ${n}` }));
    await user.clear(dialog.getByLabelText(/^Name/));
    await user.clear(stage(2).getByLabelText(/^Every/));
    await user.type(stage(2).getByLabelText(/^Every/), '0');
    await user.click(dialog.getByRole('button', { name: 'Add stage' }));
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(dialog.getByLabelText(/^Name/)).toHaveAccessibleDescription('Vaccine name is required');
    expect(stage(2).getByLabelText(/^Until age/)).toHaveAccessibleDescription('A schedule has 1 to 6 stages; only the last one has no age limit, and the age limits increase');

    await user.type(dialog.getByLabelText(/^Name/), 'Core');
    await user.type(stage(2).getByLabelText(/^Until age/), '12');
    await user.type(stage(2).getByLabelText(/^Every/), '30');
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(stage(3).getByLabelText(/^Every/)).toHaveAccessibleDescription('Each interval must be a whole number of days from 1 to 1825');
    await user.clear(stage(3).getByLabelText(/^Every/));
    await user.type(stage(3).getByLabelText(/^Every/), '365');
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    // 16 weeks, then 12: the limits must increase.
    expect(await dialog.findByRole('alert')).toHaveTextContent('A schedule has 1 to 6 stages; only the last one has no age limit, and the age limits increase');
    expect(callsTo(API.pets.updateCareSchedule)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Remove stage 2' }));
    expect(dialog.getByRole('button', { name: 'Add stage' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved: Core')).toBeInTheDocument();
  });

  it('a schedule removed meanwhile: the refusal by its code, and the list refreshed; a field refusal at its field', async () => {
    server.use(handlerFor(API.pets.updateCareSchedule, errorReply('CARE_SCHEDULE_NOT_FOUND'), { once: true }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await schedules().findByRole('button', { name: 'Edit Anti-rabies' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('This schedule no longer exists. The list has been refreshed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ERROR_CODES.CARE_SCHEDULE_NOT_FOUND.status).toBe(404);

    server.use(handlerFor(API.pets.updateCareSchedule, errorReply('VALIDATION_FAILED', { errors: [{ path: 'notes', message: 'This text is too long' }] }), { once: true }));
    await user.click(schedules().getByRole('button', { name: 'Edit Anti-rabies' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    const notes = within(screen.getByRole('dialog')).getByLabelText('Notes and sources');
    await waitFor(() => expect(notes).toHaveAccessibleDescription('This text is too long'));
    expect(notes).toHaveFocus();
  });
});

it('keeps the schedule fixture honest', () => {
  expect(careSchedule({ id: 'x' }).stages.at(-1)!.untilAgeWeeks).toBeNull();
});
