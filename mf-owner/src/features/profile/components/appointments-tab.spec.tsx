import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { MemoryRouter } from '@vetnow/web-kit/router';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, ownerAppointments, stubApi, stubApiNeverAnswering } from '../../../testing/fixtures';
import { AppointmentsTab } from './appointments-tab';

createI18n();

let list: Appointment[];
let calls: ReturnType<typeof stubApi>;

function renderTab() {
  return render(
    <MemoryRouter>
      <AppToaster />
      <AppointmentsTab now={() => NOW} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  list = ownerAppointments();
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, list];
    if (method === 'PUT' && path === '/api/appointments/future-scheduled/cancel') {
      list = list.map((a) => (a._id === 'future-scheduled' ? { ...a, status: 'cancelled' } : a));
      // The contract's answer: the cancelled appointment comes back with the message.
      return [200, { success: true, message: 'Appointment cancelled successfully', appointment: list.find((a) => a._id === 'future-scheduled') }];
    }
    return undefined;
  });
});
afterEach(() => toast.remove());

describe('Appointments tab', () => {
  it('shows a spinner until the appointments arrive', () => {
    stubApiNeverAnswering();
    renderTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Your appointments' })).toBeInTheDocument();
    expect(screen.getByText('Loading appointments…').closest('[role="status"]')).toBeInTheDocument();
  });

  it("lists the owner's appointments with the appointments feature's cards under its h2", async () => {
    renderTab();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const headings = screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
    expect(headings).toEqual(['Dr. Nimal Perera', 'Dr. Nimal Perera', 'Dr. Nimal Perera', 'Dr. Amaya Silva']);
    expect(screen.getByRole('group', { name: 'Filter appointments' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]!).getByText('VN-FUTURE')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(['/api/users/appointments']);
  });

  it('cancels a scheduled future visit through the confirm dialog', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: /^Cancel the appointment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Appointment cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel the appointment/ })).not.toBeInTheDocument());
  });

  it("shows 'No appointments found' without appointments", async () => {
    list = [];
    renderTab();
    expect(await screen.findByRole('heading', { level: 3, name: 'No appointments found' })).toBeInTheDocument();
  });
});
