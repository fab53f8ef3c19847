import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, appointment, callsTo, doctor, errorReply, handlerFor, healthOk, server, NOW, clockStartsAt } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { calendarApi, leave } from '../../../testing/calendar-api';
import { renderAdminDashboard } from '../../../testing/render-admin';

clockStartsAt(NOW);

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(() => act(() => toast.remove()));

describe('/admin-dashboard stat cards', () => {
  it('show the four real figures from GET /api/admin/dashboard/stats', async () => {
    adminApi();
    server.use(handlerFor(API.gateway.adminStats, { totalDoctors: 7, activeDoctors: 5, totalAppointments: 1234, todayAppointments: 3 }));
    renderAdminDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total Doctors')).toHaveTextContent('7'));
    expect(statValue('Active Doctors')).toHaveTextContent('5');
    expect(statValue('Total Appointments')).toHaveTextContent('1,234');
    expect(statValue('Today')).toHaveTextContent('3');
  });

  it('show "—" and the server\'s message when the figures cannot be read — never invented numbers', async () => {
    adminApi();
    server.use(handlerFor(API.gateway.adminStats, errorReply('SERVICE_UNAVAILABLE', { message: 'The booking service is unavailable' })));
    renderAdminDashboard();
    expect(await screen.findByText('The booking service is unavailable')).toBeInTheDocument();
    for (const label of ['Total Doctors', 'Active Doctors', 'Total Appointments', 'Today']) {
      expect(statValue(label)).toHaveTextContent('—');
      expect(statValue(label)).not.toHaveTextContent(/\d/);
    }
  });

  it('a malformed stats answer is a failure too (the answer is parsed with the contract)', async () => {
    adminApi();
    server.use(handlerFor(API.gateway.adminStats, () => HttpResponse.json({ totalDoctors: 'many' })));
    renderAdminDashboard();
    expect(await screen.findByText('Error fetching dashboard statistics')).toBeInTheDocument();
    expect(statValue('Total Doctors')).toHaveTextContent('—');
  });
});

describe('/admin-dashboard overview', () => {
  it("says 'System running smoothly' only when GET /api/health is ok", async () => {
    adminApi();
    renderAdminDashboard();
    const status = await screen.findByText('System running smoothly');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });

  it('names the services that are down when the health check answers 503', async () => {
    adminApi();
    const ok = healthOk().services;
    server.use(
      handlerFor(API.gateway.health, () =>
        HttpResponse.json(
          {
            statusCode: 503,
            code: 'SERVICE_UNAVAILABLE',
            message: 'Some services are unavailable: booking, payments',
            status: 'down',
            services: {
              ...ok,
              booking: { status: 'down', checks: {}, message: 'The booking service is unavailable' },
              payments: { status: 'down', checks: { database: 'up', nats: 'down' } },
            },
          },
          { status: 503 },
        ),
      ),
    );
    renderAdminDashboard();
    expect(await screen.findByText('Services down: Booking, Payments')).toBeInTheDocument();
    expect(screen.queryByText('System running smoothly')).not.toBeInTheDocument();
  });

  it('does not claim the system is fine when the health check cannot be reached', async () => {
    adminApi();
    server.use(handlerFor(API.gateway.health, () => new HttpResponse('Bad gateway', { status: 502 })));
    renderAdminDashboard();
    expect(await screen.findByText('System status unavailable: the health check could not be reached')).toBeInTheDocument();
    expect(screen.queryByText('System running smoothly')).not.toBeInTheDocument();
  });

  it('has an accessible tablist; the quick actions switch tabs and open the Add Doctor modal', async () => {
    const user = userEvent.setup();
    adminApi();
    renderAdminDashboard();
    const tablist = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Doctors', 'Staff', 'Appointments', 'Payments', 'Calendar', 'Pet care', 'Sign-ins']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'View Doctors' }));
    expect(screen.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.click(screen.getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByRole('dialog', { name: 'Add Doctor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/admin-dashboard appointments', () => {
  it("toasts 'Error fetching appointments' and shows 'No appointments' when the list fails", async () => {
    const user = userEvent.setup();
    adminApi();
    server.use(handlerFor(API.booking.adminAppointments, errorReply('SERVICE_UNAVAILABLE', { message: 'down' })));
    renderAdminDashboard();
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect(await screen.findByText('Error fetching appointments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No appointments' })).toBeInTheDocument();
  });

  it('lists user → doctor, date, time, pet and status, newest first', async () => {
    const user = userEvent.setup();
    adminApi({
      appointments: [
        appointment('a0', { appointmentDate: '2026-11-20', at: '09:00' }),
        appointment('a1', { appointmentDate: '2026-11-23', at: '10:30', pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 } }),
      ],
    });
    renderAdminDashboard();
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    const rows = await screen.findAllByRole('rowheader', { name: 'Kasun Jayawardena → Dr. Nimal Perera' });
    const r = within(rows[0]!.closest('tr')!);
    for (const text of ['Mon, 23 Nov 2026', '10:30 AM', 'Rex (Dog)', 'Scheduled']) expect(r.getByText(text)).toBeInTheDocument();
    expect(within(rows[1]!.closest('tr')!).getByText('Fri, 20 Nov 2026')).toBeInTheDocument();
    expect(callsTo(API.booking.adminAppointments)).toHaveLength(1);
  });

  it("a visit that closed time hit shows an amber 'Needs rescheduling' badge", async () => {
    const user = userEvent.setup();
    adminApi({ appointments: [appointment('a1', { appointmentDate: '2026-12-23', status: 'needs-rescheduling' })] });
    renderAdminDashboard();
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    const row = within((await screen.findByRole('rowheader', { name: 'Kasun Jayawardena → Dr. Nimal Perera' })).closest('tr')!);
    expect(row.getByText('Needs rescheduling')).toHaveClass('bg-amber-100');
  });
});

describe('/admin-dashboard calendar', () => {
  it("the Calendar tab holds the holidays, closures and doctor leave; a doctor's Leave button opens it on their leave", async () => {
    const user = userEvent.setup();
    adminApi({ doctors: [doctor(), doctor({ _id: 'd-2', fullName: 'Dr. Amaya Silva', email: 'amaya@vetnow.lk' })] });
    calendarApi({ leave: [leave({ doctorId: 'd-2', fromDate: '2027-01-04', toDate: '2027-01-04', reason: 'Family event' })] });
    renderAdminDashboard();
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Calendar' }));
    for (const name of ['Public holidays', 'Clinic closures', 'Doctor leave']) expect(await panel.findByRole('region', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Doctors' }));
    const silva = within((await screen.findByRole('rowheader', { name: /Dr. Amaya Silva/ })).closest('tr')!);
    await user.click(silva.getByRole('button', { name: 'Leave of Dr. Amaya Silva' }));
    expect(screen.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    const leaveSection = within(screen.getByRole('region', { name: 'Doctor leave' }));
    expect(leaveSection.getByLabelText('Doctor')).toHaveValue('d-2');
    expect(await leaveSection.findByText('Family event')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminListLeave).map((c) => c.path)).toEqual(['/admin/doctors/d-2/leave']);
  });
});
