import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { callsTo, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { TODAY, appointment, doctorApi } from '../../../testing/fixtures';
import { petCareApi, petProfile, petRecord } from '../../../testing/pet-care';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';

// Issue 38: the doctor records the care given when completing a visit (TODAY is 2026-11-22 in Colombo).

const puppy = appointment('v1', TODAY, '10:00', { petId: 'pet-bruno' });
const adult = appointment('v2', TODAY, '11:00', { petId: 'pet-rex', pet: { name: 'Rex', type: 'Dog', breed: 'Boxer', age: 6 } });

beforeEach(() => {
  doctorApi([puppy, adult]);
  petCareApi({
    pets: {
      // Born 1 Sep 2026: 11 weeks old on the visit's day, in the core series' puppy stage (every 21 days until 16 weeks).
      'pet-bruno': petRecord(),
      'pet-rex': petRecord({ pet: petProfile({ _id: 'pet-rex', name: 'Rex', breed: 'Boxer', dateOfBirth: '2020-05-10', ageYears: 6 }) }),
    },
  });
});

function renderDialog(a: Appointment) {
  renderWithProviders(
    <>
      <AppToaster />
      <CompleteAppointmentDialog appointment={a} onClose={() => {}} onCompleted={() => {}} />
    </>,
  );
  return within(screen.getByRole('dialog', { name: 'Mark as Completed' }));
}

const puts = () => callsTo(API.booking.complete).map(({ body }) => body);
const group = (name: string) => within(screen.getByRole('group', { name }));

async function setDate(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function addVaccination(user: UserEvent, schedule: string) {
  const dialog = within(screen.getByRole('dialog'));
  await user.click(await dialog.findByRole('button', { name: 'Add vaccination' }));
  const rows = within(screen.getByRole('group', { name: 'Vaccinations' })).getAllByRole('group');
  const row = within(rows[rows.length - 1]!);
  await user.selectOptions(row.getByLabelText('Schedule'), schedule);
  return row;
}

describe('Care given, in the completion dialog', () => {
  it("offers the active schedules of the pet's species and kind, and suggests the next dose for a puppy's age", async () => {
    const user = userEvent.setup();
    renderDialog(puppy);
    const row = await addVaccination(user, 'Core vaccine (DHPPi)');
    expect(within(row.getByLabelText('Schedule')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None (free text)',
      'Anti-rabies',
      'Core vaccine (DHPPi)',
    ]);
    expect(row.getByLabelText(/^Vaccine/)).toHaveValue('Core vaccine (DHPPi)');
    expect(row.getByLabelText('Next due date')).toHaveValue('2026-12-13');
    expect(row.getByLabelText('Next due date')).toHaveAccessibleDescription(
      "Suggested by the schedule for Bruno's age: Sun, 13 Dec 2026. Change it, or clear it if no further dose is due.",
    );
    // Deworming: the puppy stage (every 14 days until 12 weeks).
    await user.click(screen.getByRole('button', { name: 'Add treatment' }));
    const treatment = group('Treatment 1');
    expect(within(treatment.getByLabelText('Schedule')).getAllByRole('option').map((o) => o.textContent)).toEqual(['None (free text)', 'Deworming']);
    await user.selectOptions(treatment.getByLabelText('Schedule'), 'Deworming');
    expect(treatment.getByLabelText('Next due date')).toHaveValue('2026-12-06');
    // Tick and flea has no schedule for dogs here: only free text.
    await user.selectOptions(treatment.getByLabelText('Treatment'), 'Tick and flea');
    expect(treatment.getByLabelText('Schedule')).toHaveValue('');
    expect(within(treatment.getByLabelText('Schedule')).getAllByRole('option').map((o) => o.textContent)).toEqual(['None (free text)']);
  });

  it('suggests the adult interval for an adult dog, and keeps a name the doctor typed', async () => {
    const user = userEvent.setup();
    renderDialog(adult);
    await user.click(await screen.findByRole('button', { name: 'Add vaccination' }));
    const row = group('Vaccination 1');
    await user.type(row.getByLabelText(/^Vaccine/), 'Nobivac DHPPi');
    await user.selectOptions(row.getByLabelText('Schedule'), 'Core vaccine (DHPPi)');
    expect(row.getByLabelText(/^Vaccine/)).toHaveValue('Nobivac DHPPi');
    expect(row.getByLabelText('Next due date')).toHaveValue('2027-11-22');
  });

  it('sends the care with the findings: weight, vaccinations (a cleared date as null), treatments and prescriptions', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(puppy);
    await user.type(dialog.getByLabelText('Diagnosis'), 'Healthy');
    await user.type(await dialog.findByLabelText('Weight (kg)'), '8.75');
    const core = await addVaccination(user, 'Core vaccine (DHPPi)');
    await user.type(core.getByLabelText('Batch / lot number'), 'B-77');
    const rabies = await addVaccination(user, 'Anti-rabies');
    await user.clear(rabies.getByLabelText(/^Vaccine/));
    await user.type(rabies.getByLabelText(/^Vaccine/), 'Rabisin');
    await setDate(user, rabies.getByLabelText('Next due date'), '2027-06-01');
    await user.click(screen.getByRole('button', { name: 'Add treatment' }));
    const treatment = group('Treatment 1');
    await user.selectOptions(treatment.getByLabelText('Schedule'), 'Deworming');
    expect(treatment.getByLabelText(/^Product/)).toHaveValue('Deworming');
    await user.clear(treatment.getByLabelText(/^Product/));
    await user.type(treatment.getByLabelText(/^Product/), 'Drontal Puppy');
    await setDate(user, treatment.getByLabelText('Next due date'), '');
    await user.click(screen.getByRole('button', { name: 'Add prescription' }));
    const rx = group('Prescription 1');
    await user.type(rx.getByLabelText(/^Medicine/), 'Amoxicillin');
    await user.type(rx.getByLabelText(/^Dose/), '250 mg twice a day');
    await user.type(rx.getByLabelText(/^Duration/), '7 days');
    await user.click(dialog.getByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Appointment marked as completed')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        diagnosis: 'Healthy',
        recommendations: [],
        care: {
          weightKg: 8.75,
          vaccinations: [
            { scheduleId: 's-dog-core', name: 'Core vaccine (DHPPi)', batchNumber: 'B-77', nextDueOn: '2026-12-13' },
            { scheduleId: 's-dog-rabies', name: 'Rabisin', batchNumber: '', nextDueOn: '2027-06-01' },
          ],
          treatments: [{ kind: 'deworming', scheduleId: 's-dog-worm', name: 'Drontal Puppy', nextDueOn: null }],
          prescriptions: [{ medicine: 'Amoxicillin', dose: '250 mg twice a day', duration: '7 days', notes: '' }],
        },
      },
    ]);
  });

  it('a removed row is not sent; nothing recorded sends no care at all', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(puppy);
    await addVaccination(user, 'Anti-rabies');
    await user.click(group('Vaccination 1').getByRole('button', { name: 'Remove Vaccination 1' }));
    expect(screen.queryByRole('group', { name: 'Vaccination 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add vaccination' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Appointment marked as completed')).toBeInTheDocument();
    expect(puts()).toEqual([{ recommendations: [] }]);
  });

  it('refuses an empty vaccine, a bad weight and a next due date not after the visit, at their fields', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog(puppy);
    await user.type(await dialog.findByLabelText('Weight (kg)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Add vaccination' }));
    const row = group('Vaccination 1');
    await setDate(user, row.getByLabelText('Next due date'), '2026-11-22');
    await user.click(dialog.getByRole('button', { name: 'Add prescription' }));
    await user.click(dialog.getByRole('button', { name: 'Mark as Completed' }));

    expect(dialog.getByLabelText('Weight (kg)')).toHaveAccessibleDescription(`${'Weight must be a number of kilograms above 0 and up to 200'} Leave empty if not weighed today.`);
    expect(dialog.getByLabelText('Weight (kg)')).toHaveFocus();
    expect(row.getByLabelText(/^Vaccine/)).toHaveAccessibleDescription('Vaccine name is required');
    expect(row.getByLabelText('Next due date')).toHaveAccessibleDescription(`${'The next due date must be after the visit and within 5 years'} Leave empty if no further dose is due.`);
    const rx = group('Prescription 1');
    expect(rx.getByLabelText(/^Medicine/)).toHaveAccessibleDescription('Medicine is required');
    expect(rx.getByLabelText(/^Dose/)).toHaveAccessibleDescription('Dose is required');
    expect(rx.getByLabelText(/^Duration/)).toHaveAccessibleDescription('Duration is required');
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's care refusals by their code at the row's field", async () => {
    server.use(
      handlerFor(
        API.booking.complete,
        errorReply('CARE_SCHEDULE_NOT_APPLICABLE', { errors: [{ path: 'care.vaccinations.0.scheduleId', message: ERROR_CODES.CARE_SCHEDULE_NOT_APPLICABLE.message }] }),
      ),
    );
    const user = userEvent.setup();
    const dialog = renderDialog(puppy);
    const row = await addVaccination(user, 'Anti-rabies');
    await user.click(dialog.getByRole('button', { name: 'Mark as Completed' }));
    const schedule = row.getByLabelText('Schedule');
    expect(await within(schedule.parentElement!).findByText('This schedule does not apply to Bruno: choose another one, or none.')).toBeInTheDocument();
    expect(schedule).toHaveAttribute('aria-invalid', 'true');
    expect(schedule).toHaveFocus();

    server.use(
      handlerFor(API.booking.complete, errorReply('CARE_NEXT_DUE_INVALID', { errors: [{ path: 'care.vaccinations.0.nextDueOn', message: 'The next due date must be after the visit and within 5 years' }] })),
    );
    await user.click(dialog.getByRole('button', { name: 'Mark as Completed' }));
    expect(await within(row.getByLabelText('Next due date').parentElement!).findByText('The next due date must be after the visit and within 5 years.')).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
  });

  it("a visit booked before pets were linked uses the booking's type and age; a pet record that cannot be read leaves the findings", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CompleteAppointmentDialog appointment={appointment('v3', TODAY, '12:00')} onClose={() => {}} onCompleted={() => {}} />);
    const row = await addVaccination(user, 'Core vaccine (DHPPi)');
    // Bruno of the booking is 3 years old: the adult interval.
    expect(row.getByLabelText('Next due date')).toHaveValue('2027-11-22');
    expect(callsTo(API.pets.get)).toHaveLength(0);
    unmount();

    renderDialog(appointment('v4', TODAY, '13:00', { petId: 'pet-unknown' }));
    expect(await screen.findByText("Bruno's record could not be loaded, so care cannot be recorded now. You can still complete the visit with the findings.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add vaccination' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Diagnosis')).toBeInTheDocument();
  });
});
