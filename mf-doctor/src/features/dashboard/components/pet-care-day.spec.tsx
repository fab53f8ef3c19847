import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, renderWithProviders } from '@vetnow/web-kit/testing';
import { NOW, TODAY, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { dueItem, petCareApi, petProfile, petRecord } from '../../../testing/pet-care';
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Issue 38: the doctor's day shows each patient's due items, and the pet's health record opens from it.

beforeEach(() => {
  doctorApi(doctorAppointments());
  petCareApi({
    day: [
      {
        appointmentId: 't10',
        petId: 'pet-misty',
        petName: 'Misty',
        due: [
          dueItem({ key: 'schedule:s-cat-core', name: 'Core vaccine (FVRCP)', dueOn: '2026-11-15', status: 'overdue' }),
          dueItem({ key: 'deworming:milbemax', kind: 'deworming', name: 'Milbemax', dueOn: '2026-11-30', status: 'due-soon' }),
          dueItem({ key: 'tick-flea:bravecto', kind: 'tick-flea', name: 'Bravecto', dueOn: '2027-02-01', status: 'upcoming' }),
        ],
      },
      { appointmentId: 't09', petId: 'pet-bruno', petName: 'Bruno', due: [dueItem({ dueOn: '2027-03-01', status: 'upcoming' })] },
    ],
    pets: {
      'pet-bruno': petRecord(),
      'pet-misty': petRecord({
        pet: petProfile({ _id: 'pet-misty', name: 'Misty', species: 'Cat', breed: 'Persian', sex: 'female', neutered: true, dateOfBirth: '2024-06-01', dateOfBirthEstimated: true, ageYears: 2 }),
        owner: { _id: 'u-2', fullName: 'Ama Fernando', contactNumber: '0719876543' },
        weights: [],
        care: [],
        prescriptions: [],
        visits: [],
      }),
    },
  });
});

const renderPage = () => renderWithProviders(<DoctorDashboardPage now={() => NOW} />);
const todayItem = (pet: string) =>
  within(screen.getByRole('region', { name: "Today's Schedule" }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(pet) && li.parentElement?.getAttribute('aria-label') === null)!;

describe("the doctor's day: due badges and the health record", () => {
  it("asks for the clinic day's care and shows each patient's overdue and due-soon items as badges", async () => {
    renderPage();
    const badges = await screen.findByRole('list', { name: 'Care due for Misty' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Core vaccine (FVRCP): overdue since Sun, 15 Nov 2026',
      'Milbemax: due Mon, 30 Nov 2026',
    ]);
    expect(within(badges).getByText(/FVRCP/)).toHaveClass('bg-red-100');
    expect(within(badges).getByText(/Milbemax/)).toHaveClass('bg-amber-100');
    // Bruno's only item is months away: no badge.
    expect(screen.queryByRole('list', { name: 'Care due for Bruno' })).not.toBeInTheDocument();
    expect(callsTo(API.pets.doctorPetCare).map((c) => c.path)).toEqual([`/doctors/dashboard/pet-care?date=${TODAY}`]);
    // Every patient of the day with a pet has its record; t08 (not in the day's care, no petId) has none.
    expect(within(todayItem('Misty')).getByRole('button', { name: 'Health record: Misty' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Health record/ })).toHaveLength(2);
  });

  it('the health record shows the profile, what is due, vaccinations, treatments, prescriptions, weights and visits', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Health record: Bruno' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Health record: Bruno' }));
    const profile = within(await dialog.findByRole('region', { name: 'Profile' }));
    const value = (label: string) => profile.getByText(label).nextElementSibling?.textContent;
    expect(value('Species')).toBe('Dog');
    expect(value('Sex')).toBe('Male');
    expect(value('Neutered')).toBe('No');
    expect(value('Date of birth')).toBe('Tue, 1 Sept 2026 · Under 1 year');
    expect(value('Microchip number')).toBe('Not known');
    expect(value('Latest weight')).toBe('8.4 kg');
    expect(value('Owner')).toBe('Kasun Jayawardena');
    expect(profile.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');

    expect(dialog.getByRole('region', { name: 'Due and overdue' })).toHaveTextContent('Core vaccine (DHPPi): due Sun, 29 Nov 2026');
    const vaccinations = within(dialog.getByRole('region', { name: 'Vaccinations' }));
    expect(vaccinations.getByRole('listitem')).toHaveTextContent(
      'Nobivac DHPPiGiven on Sun, 8 Nov 2026 · Batch A123 · By Dr. Nimal PereraNext due Sun, 29 Nov 2026',
    );
    expect(within(dialog.getByRole('region', { name: 'Deworming and tick/flea' })).getByRole('listitem')).toHaveTextContent(
      'Drontal Puppy · DewormingGiven on Sun, 8 Nov 2026 · By Dr. Nimal PereraNo further dose due',
    );
    expect(dialog.getByRole('region', { name: 'Prescriptions' })).toHaveTextContent('Amoxicillin250 mg twice a day for 7 daysWith food');
    expect(within(dialog.getByRole('region', { name: 'Weights' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sun, 8 Nov 20268.4 kgAt a visit',
      'Tue, 20 Oct 20266.25 kgWeighed at home',
    ]);
    const visits = within(dialog.getByRole('region', { name: 'Past visits' }));
    expect(visits.getByText('Completed')).toBeInTheDocument();
    expect(visits.getByText('Healthy puppy')).toBeInTheDocument();
    expect(visits.getByText('Second dose in 3 weeks')).toBeInTheDocument();

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an empty record says so; an estimated birth date says it is estimated', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Health record: Misty' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Health record: Misty' }));
    const profile = within(await dialog.findByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Date of birth').nextElementSibling).toHaveTextContent('Sat, 1 Jun 2024 (estimated) · 2 years');
    expect(profile.getByText('Neutered').nextElementSibling).toHaveTextContent('Yes');
    for (const section of ['Vaccinations', 'Deworming and tick/flea', 'Prescriptions', 'Weights', 'Past visits']) {
      expect(dialog.getByRole('region', { name: section })).toHaveTextContent('None recorded.');
    }
  });

  it("View Details shows the patient's due items and the health record too", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'All Appointments' }));
    const card = within(screen.getByRole('list', { name: 'All appointments' }))
      .getAllByRole('article')
      .find((c) => within(c).queryByText('VN-T10'))!;
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Appointment Details' }));
    expect(await dialog.findByRole('list', { name: 'Care due for Misty' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Health record: Misty' }));
    expect(await screen.findByRole('dialog', { name: 'Health record: Misty' })).toBeInTheDocument();
  });

  it('a record the server will not show (404) offers to try again', async () => {
    const user = userEvent.setup();
    petCareApi({ day: [{ appointmentId: 't10', petId: 'pet-gone', petName: 'Misty', due: [] }] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Health record: Misty' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Health record: Misty' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The health record could not be loaded.');
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(callsTo(API.pets.get).length).toBeGreaterThanOrEqual(2);
  });
});
