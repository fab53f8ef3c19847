import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { TODAY, appointmentDoctor, clinicInstant, doctor } from '@vetnow/web-kit/testing';
import { appointment, stubApi } from '../../../testing/fixtures';
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { renderAppointmentsPage } from '../testing/render-appointments-page';

// Issue 39: My Appointments shows what the front desk recorded beside the status — "No-show" on a visit marked
// missed, "Checked in" on today's visit the owner was checked in for — and nothing while the owner is expected.

createI18n();

const withDoctor = (fullName: string) => appointmentDoctor(doctor({ fullName }));

function arrivalAppointments(): Appointment[] {
  return [
    appointment({ _id: 'today-in', appointmentDate: TODAY, at: '09:00', doctor: withDoctor('Dr. Checked In'), arrival: { state: 'arrived', at: clinicInstant(TODAY, '08:50') } }),
    appointment({ _id: 'missed', appointmentDate: '2026-11-15', at: '11:00', doctor: withDoctor('Dr. Missed'), arrival: { state: 'no-show', at: clinicInstant('2026-11-15', '11:20') } }),
    appointment({ _id: 'old-in', appointmentDate: '2026-11-10', at: '10:00', doctor: withDoctor('Dr. Other Day'), arrival: { state: 'arrived', at: clinicInstant('2026-11-10', '09:55') } }),
    appointment({ _id: 'today-done', appointmentDate: TODAY, at: '08:00', status: 'completed', doctor: withDoctor('Dr. Completed'), arrival: { state: 'arrived', at: clinicInstant(TODAY, '07:55') } }),
    appointment({ _id: 'expected', appointmentDate: '2026-11-25', at: '09:00', doctor: withDoctor('Dr. Expected') }),
  ];
}

function renderPage() {
  return renderAppointmentsPage();
}

const card = (doctorName: string) => within(screen.getAllByRole('article').find((a) => within(a).queryByRole('heading', { name: doctorName }))!);

beforeEach(async () => {
  localStorage.clear();
  await act(() => setLanguage('en'));
  stubApi((method, path) => (method === 'GET' && path === '/api/users/appointments' ? [200, arrivalAppointments()] : undefined));
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe('My Appointments: arrival badges', () => {
  it('No-show (red) on a missed visit and Checked in (blue) on today\'s, beside the status', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Dr. Missed' });
    expect(card('Dr. Missed').getByText('No-show')).toHaveClass('bg-red-100');
    expect(card('Dr. Missed').getByText('Scheduled')).toBeInTheDocument();
    expect(card('Dr. Checked In').getByText('Checked in')).toHaveClass('bg-blue-100');
    // Checked in is for the day itself; once the doctor completed the visit, Completed says it all.
    expect(card('Dr. Other Day').queryByText('Checked in')).not.toBeInTheDocument();
    expect(card('Dr. Completed').queryByText('Checked in')).not.toBeInTheDocument();
    expect(card('Dr. Expected').queryByText(/No-show|Checked in/)).not.toBeInTheDocument();
  });

  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('reads in %s', async (language, texts) => {
    await act(() => setLanguage(language));
    renderPage();
    await screen.findByRole('heading', { name: 'Dr. Missed' });
    expect(card('Dr. Missed').getByText(texts.arrival.noShow)).toBeInTheDocument();
    expect(card('Dr. Checked In').getByText(texts.arrival.checkedIn)).toBeInTheDocument();
  });
});
