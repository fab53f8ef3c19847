import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import toast from 'react-hot-toast/headless';
import { HEALTH_OK, STATS, doctor, fakeApi, type Handler } from '../../testing/fake-api';
import { AdminDashboardPage } from '../../dashboard/components/admin-dashboard-page';

createI18n();

const DOCTORS = [
  doctor(),
  doctor({
    _id: 'd-2',
    fullName: 'Dr. Amaya Silva',
    email: 'amaya@vetnow.lk',
    specialization: 'Dentistry',
    consultationFee: 1800,
    isActive: false,
    workingHours: { startTime: '', endTime: '', slotDuration: 30 },
  }),
];

function api(overrides: Handler = () => undefined) {
  return fakeApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/admin/dashboard/stats') return [200, STATS];
    if (call.path === '/api/health') return [200, HEALTH_OK];
    if (call.method === 'GET' && call.path === '/api/admin/doctors') return [200, DOCTORS];
    return undefined;
  });
}

async function openDoctorsTab() {
  const user = userEvent.setup();
  render(
    <>
      <AppToaster />
      <AdminDashboardPage />
    </>,
  );
  await user.click(screen.getByRole('tab', { name: 'Doctors' }));
  await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ });
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);

beforeEach(() => localStorage.clear());
afterEach(() => act(() => toast.remove()));

describe('Doctors tab', () => {
  it('lists name and email, specialization, working hours or Not set, fee, and Active/Inactive', async () => {
    api();
    await openDoctorsTab();
    const table = screen.getByRole('table', { name: 'All doctors' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Doctor',
      'Specialization',
      'Working hours',
      'Fee',
      'Status',
      'Actions',
    ]);
    const perera = rowOf('Dr. Nimal Perera');
    for (const text of ['dr.perera@vetnow.lk', 'Surgery', '09:00 AM - 05:00 PM', 'LKR 2,500', 'Active']) {
      expect(perera.getByText(text)).toBeInTheDocument();
    }
    expect(perera.getByRole('button', { name: 'Deactivate Dr. Nimal Perera' })).toBeInTheDocument();
    const silva = rowOf('Dr. Amaya Silva');
    for (const text of ['amaya@vetnow.lk', 'Not set', 'LKR 1,800', 'Inactive']) expect(silva.getByText(text)).toBeInTheDocument();
    expect(silva.getByRole('button', { name: 'Activate Dr. Amaya Silva' })).toBeInTheDocument();
  });

  it("toasts 'Error fetching doctors' when the list fails", async () => {
    api((call) => (call.path === '/api/admin/doctors' ? [500, { statusCode: 500, message: 'boom' }] : undefined));
    const user = userEvent.setup();
    render(
      <>
        <AppToaster />
        <AdminDashboardPage />
      </>,
    );
    expect(await screen.findByText('Error fetching doctors')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Doctors' }));
    expect(screen.getByRole('heading', { name: 'No doctors yet' })).toBeInTheDocument();
  });

  it('Deactivate PATCHes isActive false, toasts, flips the badge and refreshes the figures', async () => {
    const fake = api((call) =>
      call.method === 'PATCH' && call.path === '/api/admin/doctors/d-1/status'
        ? [200, { ...DOCTORS[0], isActive: false }]
        : undefined,
    );
    const user = await openDoctorsTab();
    const statsCalls = fake.callsTo('GET', '/api/admin/dashboard/stats').length;
    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Deactivate Dr. Nimal Perera' }));
    expect(await screen.findByText('Doctor deactivated successfully')).toBeInTheDocument();
    expect(fake.callsTo('PATCH', '/api/admin/doctors/d-1/status').map((c) => c.body)).toEqual([{ isActive: false }]);
    expect(rowOf('Dr. Nimal Perera').getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Activate Dr. Nimal Perera' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET', '/api/admin/dashboard/stats').length).toBe(statsCalls + 1));
  });

  it("Activate toasts 'Doctor activated successfully'; a failure toasts 'Error updating doctor status'", async () => {
    let fail = false;
    api((call) => {
      if (call.method !== 'PATCH') return undefined;
      return fail ? [500, { statusCode: 500, message: 'boom' }] : [200, { ...DOCTORS[1], isActive: true }];
    });
    const user = await openDoctorsTab();
    await user.click(rowOf('Dr. Amaya Silva').getByRole('button', { name: 'Activate Dr. Amaya Silva' }));
    expect(await screen.findByText('Doctor activated successfully')).toBeInTheDocument();
    fail = true;
    await user.click(rowOf('Dr. Amaya Silva').getByRole('button', { name: 'Deactivate Dr. Amaya Silva' }));
    expect(await screen.findByText('Error updating doctor status')).toBeInTheDocument();
    expect(rowOf('Dr. Amaya Silva').getByText('Active')).toBeInTheDocument();
  });

  it("Delete asks 'Are you sure you want to delete this doctor?'; Cancel keeps the doctor, Delete removes it", async () => {
    const fake = api((call) => (call.method === 'DELETE' ? [200, DOCTORS[0]] : undefined));
    const user = await openDoctorsTab();
    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete doctor' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this doctor?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Doctor deleted successfully')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/admin/doctors/d-1')).toHaveLength(1);
    expect(screen.queryByRole('rowheader', { name: /Dr. Nimal Perera/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed delete toasts the server's message, or 'Error deleting doctor' without one", async () => {
    let answer: [number, unknown] = [409, { statusCode: 409, message: 'This doctor has upcoming appointments' }];
    api((call) => (call.method === 'DELETE' ? answer : undefined));
    const user = await openDoctorsTab();
    const remove = async () => {
      await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByText('This doctor has upcoming appointments')).toBeInTheDocument();
    answer = [502, 'Bad gateway'];
    await remove();
    expect(await screen.findByText('Error deleting doctor')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Dr. Nimal Perera/ })).toBeInTheDocument();
  });
});
