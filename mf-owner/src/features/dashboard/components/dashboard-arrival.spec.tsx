import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { SessionContext } from '@vetnow/web-kit/session';
import { TODAY, appointmentDoctor, clinicInstant, doctor, owner, signedInSession } from '@vetnow/web-kit/testing';
import { NOW, appointment, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';

// Issue 39: the dashboard's recent appointments show "No-show" beside the status of a visit marked missed, and
// "Checked in" on today's visit the owner was checked in for.

createI18n();

beforeEach(() => {
  localStorage.clear();
  const list = [
    appointment({ _id: 'today-in', appointmentDate: TODAY, at: '09:00', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Checked In' })), arrival: { state: 'arrived', at: clinicInstant(TODAY, '08:50') } }),
    appointment({ _id: 'missed', appointmentDate: '2026-11-15', at: '11:00', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Missed' })), arrival: { state: 'no-show', at: clinicInstant('2026-11-15', '11:20') } }),
    appointment({ _id: 'expected', appointmentDate: '2026-11-25', at: '09:00', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Expected' })) }),
  ];
  stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, list];
    if (method === 'GET' && path === '/api/users/profile') return [200, owner({ pets: [] })];
    if (method === 'GET' && path === '/api/pets') return [200, []];
    return undefined;
  });
});

describe('/dashboard (owner): arrival badges on the recent appointments', () => {
  it('No-show and Checked in beside the status; nothing on a visit still expected', async () => {
    render(
      <MemoryRouter>
        <SessionContext.Provider value={signedInSession()}>
          <DashboardPage now={() => NOW} />
        </SessionContext.Provider>
      </MemoryRouter>,
    );
    const recent = within(await screen.findByRole('region', { name: 'Recent Appointments' }));
    const item = (doctorName: string) => within(recent.getByText(doctorName).closest('li')!);
    expect(item('Dr. Missed').getByText('No-show')).toHaveClass('bg-red-100');
    expect(item('Dr. Missed').getByText('Scheduled')).toBeInTheDocument();
    expect(item('Dr. Checked In').getByText('Checked in')).toHaveClass('bg-blue-100');
    expect(item('Dr. Expected').queryByText(/No-show|Checked in/)).not.toBeInTheDocument();
  });
});
