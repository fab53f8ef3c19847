import { NOW } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { render } from '../../../testing/render';
import { AppointmentsPage } from '../components/appointments-page';

/** My Appointments at NOW under a memory router; `toaster`: with the toaster, for the specs that read toasts. */
export function renderAppointmentsPage({ toaster = false }: { toaster?: boolean } = {}) {
  return render(
    <MemoryRouter>
      {toaster && <AppToaster />}
      <AppointmentsPage now={() => NOW} />
    </MemoryRouter>,
  );
}
