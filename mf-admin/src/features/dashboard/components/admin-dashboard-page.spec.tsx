import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { HEALTH_OK, STATS, doctor, fakeApi, type Handler } from '../../testing/fake-api';
import { AdminDashboardPage } from './admin-dashboard-page';

createI18n();

function renderPage() {
  return render(
    <>
      <AppToaster />
      <AdminDashboardPage />
    </>,
  );
}

/** Answers the dashboard's calls; `overrides` first. */
function api(overrides: Handler = () => undefined) {
  return fakeApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/admin/dashboard/stats') return [200, STATS];
    if (call.path === '/api/health') return [200, HEALTH_OK];
    if (call.method === 'GET' && call.path === '/api/admin/doctors') return [200, [doctor()]];
    return undefined;
  });
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => localStorage.clear());

describe('/admin-dashboard stat cards', () => {
  it('show the four real figures from GET /api/admin/dashboard/stats', async () => {
    api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Doctors')).toHaveTextContent('7'));
    expect(statValue('Active Doctors')).toHaveTextContent('5');
    expect(statValue('Total Appointments')).toHaveTextContent('1,234');
    expect(statValue('Today')).toHaveTextContent('3');
  });

  it('show "—" and a toast when the figures cannot be read — never invented numbers', async () => {
    api((call) =>
      call.path === '/api/admin/dashboard/stats'
        ? [503, { statusCode: 503, message: 'The booking service is unavailable' }]
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('The booking service is unavailable')).toBeInTheDocument();
    for (const label of ['Total Doctors', 'Active Doctors', 'Total Appointments', 'Today']) {
      expect(statValue(label)).toHaveTextContent('—');
      expect(statValue(label)).not.toHaveTextContent(/\d/);
    }
  });

  it('a malformed stats answer is a failure too', async () => {
    api((call) => (call.path === '/api/admin/dashboard/stats' ? [200, { totalDoctors: 'many' }] : undefined));
    renderPage();
    expect(await screen.findByText('Error fetching dashboard statistics')).toBeInTheDocument();
    expect(statValue('Total Doctors')).toHaveTextContent('—');
  });
});

describe('/admin-dashboard overview', () => {
  it("says 'System running smoothly' only when GET /api/health is ok", async () => {
    api();
    renderPage();
    const status = await screen.findByText('System running smoothly');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });

  it('names the services that are down when the health check answers 503', async () => {
    api((call) =>
      call.path === '/api/health'
        ? [
            503,
            {
              statusCode: 503,
              message: 'Some services are unavailable: booking, payments',
              status: 'down',
              services: {
                ...HEALTH_OK.services,
                booking: { status: 'down', checks: {}, message: 'The booking service is unavailable' },
                payments: { status: 'down', checks: { database: 'up', nats: 'down' } },
              },
            },
          ]
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('Services down: Booking, Payments')).toBeInTheDocument();
    expect(screen.queryByText('System running smoothly')).not.toBeInTheDocument();
  });

  it('does not claim the system is fine when the health check cannot be reached', async () => {
    api((call) => (call.path === '/api/health' ? [502, 'Bad gateway'] : undefined));
    renderPage();
    expect(
      await screen.findByText('System status unavailable: the health check could not be reached'),
    ).toBeInTheDocument();
    expect(screen.queryByText('System running smoothly')).not.toBeInTheDocument();
  });

  it('has an accessible tablist; the quick actions switch tabs and open the Add Doctor modal', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Doctors', 'Appointments']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'View Doctors' }));
    expect(screen.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(screen.getByRole('dialog', { name: 'Add Doctor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/admin-dashboard appointments', () => {
  it("toasts 'Error fetching appointments' and shows 'No appointments' when the list fails", async () => {
    const user = userEvent.setup();
    api((call) => (call.path === '/api/admin/appointments' ? [503, { statusCode: 503, message: 'down' }] : undefined));
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect(await screen.findByText('Error fetching appointments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No appointments' })).toBeInTheDocument();
  });

  it('lists user → doctor, date, time, pet and status', async () => {
    const user = userEvent.setup();
    const appointment = {
      _id: 'a1',
      appointmentId: 'APT-1',
      appointmentDate: '2026-11-23',
      timeSlot: '10:30 AM',
      startsAt: '2026-11-23T05:00:00.000Z',
      endsAt: '2026-11-23T05:30:00.000Z',
      status: 'scheduled',
      reason: 'Checkup',
      doctor: { _id: 'd-1', fullName: 'Dr. Nimal Perera', specialization: 'Surgery', consultationFee: 2500, clinicAddress: { street: '', city: '', location: 'Battaramulla' }, contactNumber: '0' },
      user: { _id: 'u1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
      pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 },
      paymentMethod: 'cash',
      paymentStatus: 'pending',
    };
    api((call) => (call.path === '/api/admin/appointments' ? [200, [appointment]] : undefined));
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    const row = (await screen.findByRole('rowheader', { name: 'Kasun Jayawardena → Dr. Nimal Perera' })).closest('tr')!;
    const r = within(row);
    for (const text of ['Mon, 23 Nov 2026', '10:30 AM', 'Rex (Dog)', 'Scheduled']) expect(r.getByText(text)).toBeInTheDocument();
  });
});
