import { afterEach } from '@jest/globals';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, clockStartsAt, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import type { HttpHandler } from 'msw';
import toast from 'react-hot-toast/headless';
import { AppointmentsPanel } from '../components/appointments-panel';

/** The appointments the admin's list answers, which the spec's write handlers change. */
export interface AppointmentsWorld {
  appointments: Appointment[];
  /** Replaces the appointment `id` by `change(it)` (what a write does on the server) and answers the new one. */
  update(id: string, change: (appointment: Appointment) => Appointment): Appointment;
}

/** The Appointments tab's specs: every test at NOW (the clock moves on from it), and no toast left for the next test. */
export function appointmentsPanelSpec(): void {
  clockStartsAt(NOW);
  afterEach(() => act(() => toast.remove()));
}

/**
 * The admin's Appointments tab (with the toaster) at NOW over `appointments`, the list served from a world that
 * the handlers `writes` gives (a dialog's POST or PUT) change, so the list shows what the dialog did.
 */
export function openAppointmentsPanel(
  appointments: Appointment[],
  writes: (world: AppointmentsWorld) => HttpHandler[] = () => [],
) {
  const world: AppointmentsWorld = {
    appointments,
    update(id, change) {
      const index = world.appointments.findIndex((a) => a._id === id);
      const changed = change(world.appointments[index]!);
      world.appointments[index] = changed;
      return changed;
    },
  };
  server.use(handlerFor(API.booking.adminAppointments, () => world.appointments), ...writes(world));
  renderWithProviders(
    <>
      <AppToaster />
      <AppointmentsPanel now={() => NOW} />
    </>,
  );
  return { user: userEvent.setup(), world };
}
