import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { clinicInstant, renderWithProviders } from '@vetnow/web-kit/testing';
import { NOW, TODAY, appointment, doctorApi } from '../../../testing/fixtures';
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Issue 39: what the front desk recorded shows beside the status — "Arrived 09:05 AM" once checked in, "No-show" once
// marked missed, nothing while the owner is expected — on today's schedule and on the All Appointments cards.

createI18n();

function day(): Appointment[] {
  return [
    appointment('a09', TODAY, '09:00', { arrival: { state: 'arrived', at: clinicInstant(TODAY, '09:05') }, pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador' } }),
    appointment('a10', TODAY, '10:00', { arrival: { state: 'no-show', at: clinicInstant(TODAY, '10:20') }, pet: { name: 'Misty', type: 'Cat', breed: 'Persian' } }),
    appointment('a11', TODAY, '11:00', { pet: { name: 'Rex', type: 'Dog', breed: 'Beagle' } }),
  ];
}

beforeEach(async () => {
  doctorApi(day());
  await act(() => setLanguage('en'));
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const renderPage = () => renderWithProviders(<DoctorDashboardPage now={() => NOW} />);
const todayItem = (pet: string) =>
  within(screen.getByRole('region', { name: "Today's Schedule" }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(pet))!;

describe("the doctor's arrival badges", () => {
  it("today's schedule: Arrived with the time (blue), No-show (red), nothing while expected", async () => {
    renderPage();
    await screen.findByRole('region', { name: "Today's Schedule" });
    expect(within(todayItem('Bruno')).getByText('Arrived 09:05 AM')).toHaveClass('bg-blue-100');
    expect(within(todayItem('Misty')).getByText('No-show')).toHaveClass('bg-red-100');
    expect(within(todayItem('Rex')).queryByText(/Arrived|No-show/)).not.toBeInTheDocument();
    // The status stays what it was: a checked-in or missed visit is still scheduled until the doctor completes it.
    expect(within(todayItem('Bruno')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('All Appointments: the same badge beside the status on each card', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'All Appointments' }));
    const card = (id: string) => within(screen.getAllByRole('article').find((c) => within(c).queryByText(id))!);
    expect(card('VN-A09').getByText('Arrived 09:05 AM')).toBeInTheDocument();
    expect(card('VN-A10').getByText('No-show')).toBeInTheDocument();
    expect(card('VN-A11').queryByText(/Arrived|No-show/)).not.toBeInTheDocument();
  });

  it.each([
    ['si', si, '09.05'],
    ['ta', ta, '09:05'],
  ] as const)('reads in %s', async (language, texts, time) => {
    await act(() => setLanguage(language));
    renderPage();
    await screen.findByRole('region', { name: texts.overview.today });
    const item = (pet: string) =>
      within(screen.getByRole('region', { name: texts.overview.today }))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(pet))!;
    expect(within(item('Bruno')).getByText(texts.arrival.arrived.replace('{{time}}', time))).toBeInTheDocument();
    expect(within(item('Misty')).getByText(texts.arrival.noShow)).toBeInTheDocument();
  });
});
