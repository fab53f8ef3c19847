import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeAppointmentsLimitMessage } from '@vetnow/contracts/booking-limits';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import en from '../i18n/en.json' with { type: 'json' };
import { countUpcoming } from '../hooks/use-upcoming-count';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { appointment as fixture, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { NOW, doctor, timeSlots } from '@vetnow/web-kit/testing';
import { renderWizard } from '../testing/render-wizard';

createI18n();

// NOW, 2026-11-21 20:00 UTC, is 2026-11-22 01:30 in Colombo: the last bookable date is 2026-11-22 + 60 = 2027-01-21.

function appointment(i: number, status: Appointment['status'], startsAt: string): Appointment {
  return fixture({ _id: `a-${i}`, status, startsAt, appointmentDate: startsAt.slice(0, 10), timeSlot: '09:00 AM' });
}
let mine: Appointment[];
let apiCalls: StubbedCall[];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.clear();
  mine = [];
  apiCalls = stubApi((_method, path) => {
    if (path === '/api/doctors/d-1') return [200, doctor()];
    if (path === '/api/doctors/d-1/slots') return [200, timeSlots([], ['09:00'])];
    if (path === '/api/users/appointments') return [200, mine];
    return undefined;
  });
});

const day = (label: string) => screen.getByRole('button', { name: label });

describe('booking limits in the wizard (issue 10 §2)', () => {
  it('the calendar stops at the booking horizon: 60 days ahead in clinic time', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('grid', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Thursday, January 21, 2027')).toBeEnabled();
    expect(day('Friday, January 22, 2027')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('says early that the owner already holds the maximum of upcoming appointments, and does not go on', async () => {
    const future = '2026-12-01T03:30:00.000Z';
    mine = [
      ...[1, 2, 3, 4, 5].map((i) => appointment(i, 'scheduled', future)),
      appointment(6, 'cancelled', future),
      appointment(7, 'scheduled', '2026-11-01T03:30:00.000Z'),
    ];
    renderWizard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have 5 upcoming appointments. Please cancel one or wait until after a visit to book another.');
    expect(screen.getByRole('link', { name: 'View my appointments' })).toHaveAttribute('href', '/appointments');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing below the cap', async () => {
    mine = [1, 2, 3, 4].map((i) => appointment(i, 'scheduled', '2026-12-01T03:30:00.000Z'));
    renderWizard();
    await screen.findByRole('grid', { name: 'November 2026' });
    await waitFor(() => expect(apiCalls.map((c) => c.path)).toContain('/api/users/appointments'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts upcoming appointments (scheduled or needs-rescheduling) that have not started; the catalogue text is the contracts message', () => {
    const list = [appointment(1, 'scheduled', '2026-11-21T20:00:01Z'), appointment(2, 'scheduled', '2026-11-21T20:00:00Z'), appointment(3, 'completed', '2026-12-01T00:00:00Z')];
    expect(countUpcoming(list as never, NOW)).toBe(1);
    expect(countUpcoming([...list, appointment(4, 'needs-rescheduling', '2026-12-01T00:00:00Z')] as never, NOW)).toBe(2);
    expect(en.limits.tooManyActive.replace('{{max}}', '5')).toBe(activeAppointmentsLimitMessage(5));
  });
});
