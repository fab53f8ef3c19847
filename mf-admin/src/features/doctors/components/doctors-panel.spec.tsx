import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, callsTo, doctor, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';

const doctors = () => [
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

async function openDoctorsTab() {
  const user = userEvent.setup();
  renderAdminDashboard();
  await user.click(screen.getByRole('tab', { name: 'Doctors' }));
  await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ });
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);

afterEach(() => act(() => toast.remove()));

describe('Doctors tab', () => {
  it('lists name and email, specialization, working hours or Not set, fee, and Active/Inactive', async () => {
    adminApi({ doctors: doctors() });
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
    adminApi();
    server.use(handlerFor(API.clinic.adminListDoctors, errorReply('INTERNAL', { message: 'boom' })));
    const user = userEvent.setup();
    renderAdminDashboard();
    expect(await screen.findByText('Error fetching doctors')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Doctors' }));
    expect(screen.getByRole('heading', { name: 'No doctors yet' })).toBeInTheDocument();
  });

  it('Deactivate PATCHes isActive false, toasts, flips the badge and refreshes the figures (invalidation)', async () => {
    adminApi({ doctors: doctors() });
    const user = await openDoctorsTab();
    const statsCalls = callsTo(API.gateway.adminStats).length;
    const listCalls = callsTo(API.clinic.adminListDoctors).length;
    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Deactivate Dr. Nimal Perera' }));
    expect(await screen.findByText('Doctor deactivated successfully')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminSetDoctorStatus).map((c) => [c.path, c.body])).toEqual([['/admin/doctors/d-1/status', { isActive: false }]]);
    expect(rowOf('Dr. Nimal Perera').getByText('Inactive')).toBeInTheDocument();
    expect(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Activate Dr. Nimal Perera' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.gateway.adminStats).length).toBe(statsCalls + 1));
    await waitFor(() => expect(callsTo(API.clinic.adminListDoctors).length).toBe(listCalls + 1));
  });

  it("Activate toasts 'Doctor activated successfully'; a failure toasts 'Error updating doctor status'", async () => {
    adminApi({ doctors: doctors() });
    const user = await openDoctorsTab();
    await user.click(rowOf('Dr. Amaya Silva').getByRole('button', { name: 'Activate Dr. Amaya Silva' }));
    expect(await screen.findByText('Doctor activated successfully')).toBeInTheDocument();
    server.use(handlerFor(API.clinic.adminSetDoctorStatus, errorReply('INTERNAL', { message: 'boom' })));
    await user.click(rowOf('Dr. Amaya Silva').getByRole('button', { name: 'Deactivate Dr. Amaya Silva' }));
    expect(await screen.findByText('Error updating doctor status')).toBeInTheDocument();
    expect(rowOf('Dr. Amaya Silva').getByText('Active')).toBeInTheDocument();
  });

  it("Delete asks 'Are you sure you want to delete this doctor?'; Cancel keeps the doctor, Delete removes it", async () => {
    adminApi({ doctors: doctors() });
    const user = await openDoctorsTab();
    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete doctor' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this doctor?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteDoctor)).toEqual([]);

    await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Doctor deleted successfully')).toBeInTheDocument();
    expect(callsTo(API.clinic.adminDeleteDoctor).map((c) => c.path)).toEqual(['/admin/doctors/d-1']);
    expect(screen.queryByRole('rowheader', { name: /Dr. Nimal Perera/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed delete toasts the server's message, or 'Error deleting doctor' without one", async () => {
    adminApi({ doctors: doctors() });
    server.use(handlerFor(API.clinic.adminDeleteDoctor, errorReply('CONFLICT', { message: 'This doctor has upcoming appointments' })));
    const user = await openDoctorsTab();
    const remove = async () => {
      await user.click(rowOf('Dr. Nimal Perera').getByRole('button', { name: 'Delete Dr. Nimal Perera' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByText('This doctor has upcoming appointments')).toBeInTheDocument();
    server.use(handlerFor(API.clinic.adminDeleteDoctor, () => new HttpResponse('Bad gateway', { status: 502 })));
    await remove();
    expect(await screen.findByText('Error deleting doctor')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Dr. Nimal Perera/ })).toBeInTheDocument();
  });
});
