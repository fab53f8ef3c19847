import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { API } from '@vetnow/web-kit/api';
import { apiQueryKey } from '@vetnow/web-kit/queries';
import { clinicInstant, delay, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { TODAY, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { walkIn, walkInsApi } from '../../../testing/walk-ins';
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Issue 39: the walk-in queue on the dashboard — beside today's booked visits, and there from the first paint of the
// screen (the e2e layout-stability test measures the same: nothing may arrive after the screen and push it about).

const AT_0930 = new Date(clinicInstant(TODAY, '09:30'));

beforeEach(() => {
  doctorApi(doctorAppointments());
  walkInsApi([walkIn(1, '09:10')]);
});

const renderPage = () => renderWithProviders(<DoctorDashboardPage now={() => AT_0930} />);

describe('the walk-in queue on the doctor dashboard', () => {
  it("sits beside Today's Schedule, before Upcoming Appointments, on the Overview", async () => {
    renderPage();
    const queue = await screen.findByRole('region', { name: 'Walk-in queue' });
    expect(within(queue).getByRole('heading', { level: 3, name: 'No. 1: Tiger · Dog · Kamal Silva' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      "Today's Schedule",
      'Walk-in queue',
      'Upcoming Appointments',
    ]);
    // Upcoming spans the row under the two on a wide screen.
    expect(screen.getByRole('region', { name: 'Upcoming Appointments' })).toHaveClass('lg:col-span-2');
  });

  it('the dashboard waits for the queue too: the panel never arrives after the first paint', async () => {
    server.use(
      handlerFor(API.desk.doctorWalkIns, async () => {
        await delay('infinite');
        return [];
      }),
    );
    const { queryClient } = renderPage();
    expect(screen.getByText('Loading your appointments…').closest('[role="status"]')).toBeInTheDocument();
    // The appointments and the profile have arrived; the screen still waits for the queue.
    const status = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status;
    await waitFor(() => expect(status(apiQueryKey(API.booking.doctorAppointments))).toBe('success'));
    await waitFor(() => expect(status(apiQueryKey(API.clinic.getOwnProfile))).toBe('success'));
    expect(screen.getByText('Loading your appointments…')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's Schedule" })).not.toBeInTheDocument();
  });
});
