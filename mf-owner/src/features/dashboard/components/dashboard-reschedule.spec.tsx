import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { callsTo, handlerFor, owner, signedInSession, timeSlots, useHandlers, clockStartsAt } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, appointment } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';
import { afterMove } from '../../../testing/moved-appointments';

clockStartsAt(NOW);

createI18n();

const SESSION = signedInSession();

const NEEDS = appointment({
  _id: 'needs',
  appointmentDate: '2026-11-27',
  at: '14:00',
  status: 'needs-rescheduling',
  createdAt: '2026-11-10T10:00:00.000Z',
});

let list: Appointment[];

beforeEach(() => {
  list = [appointment({ _id: 'fine' }), NEEDS];
  useHandlers(
    handlerFor(API.booking.own, () => list),
    handlerFor(API.auth.getProfile, owner({ pets: [] })),
    handlerFor(API.waitlist.mine, []),
    handlerFor(API.pets.list, []),
    handlerFor(API.clinic.getCalendar, ({ query }) => ({
      from: query.from!,
      to: query.to!,
      days:
        query.from === '2026-11-27'
          ? [
              {
                date: '2026-11-27',
                closed: false,
                label: 'Staff training — clinic closed',
                entries: [
                  {
                    kind: 'closure' as const,
                    id: 'c-1',
                    startTime: '13:00',
                    endTime: '17:00',
                    reason: 'Staff training',
                  },
                ],
              },
            ]
          : [],
    })),
    handlerFor(API.clinic.getSlots, () => timeSlots([], ['09:00', '09:30'])),
    handlerFor(API.booking.reschedule, ({ params, body }) => {
      list = afterMove(list, params.id!, body as { appointmentDate: string; timeSlot: string }, '09:30', '10:00');
      return { success: true as const, appointment: list.find((a) => a._id === params.id)! };
    }),
  );
});

function renderPage() {
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={SESSION}>
        <AppToaster />
        <DashboardPage now={() => NOW} />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('/dashboard: visits that need a new time', () => {
  it('lists them with why, and moves one in one step; the list then has none', async () => {
    const user = userEvent.setup();
    renderPage();
    const region = await screen.findByRole('region', { name: 'A visit needs a new time' });
    expect(within(region).getByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(within(region).getByText(/Fri, 27 Nov 2026 at 02:00 PM/)).toBeInTheDocument();
    expect(await within(region).findByText('Staff training — clinic closed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Recent Appointments' })).getByText('Needs rescheduling'),
    ).toBeInTheDocument();

    await user.click(
      within(region).getByRole('button', {
        name: /^Pick a new time for the appointment with Dr. Nimal Perera/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pick a new time' });
    await user.click(within(dialog).getByRole('button', { name: 'Saturday, November 28, 2026' }));
    await user.click(await within(dialog).findByRole('button', { name: '09:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Appointment moved to Sat, 28 Nov 2026 at 09:30 AM')).toBeInTheDocument();
    expect(callsTo(API.booking.reschedule)[0]?.body).toEqual({
      appointmentDate: '2026-11-28',
      timeSlot: '09:30 AM',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A visit needs a new time' })).toBeNull(),
    );
  });

  it('shows nothing of the kind when no visit needs a new time', async () => {
    list = [appointment({ _id: 'fine' })];
    renderPage();
    await screen.findByRole('region', { name: 'Recent Appointments' });
    expect(screen.queryByRole('region', { name: /need a new time|needs a new time/ })).toBeNull();
  });
});
