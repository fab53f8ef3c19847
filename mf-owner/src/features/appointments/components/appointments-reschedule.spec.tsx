import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { Calendar } from '@vetnow/contracts/calendar';
import { createI18n } from '@vetnow/web-kit/i18n';
import { appointmentDoctor, callsTo, doctor, errorReply, handlerFor, timeSlots, useHandlers, clockStartsAt } from '@vetnow/web-kit/testing';
import { NOW, appointment } from '../../../testing/fixtures';
import { POYA_LABEL, poyaDay } from '../../../testing/calendar';
import { renderAppointmentsPage } from '../testing/render-appointments-page';
import { afterMove } from '../../../testing/moved-appointments';

clockStartsAt(NOW);

createI18n();

const POYA = POYA_LABEL;

/** Wed 25 Nov 09:00 (3 days ahead: may be moved); Sun 22 Nov 10:00 (under 24 h ahead: may not); a needs-rescheduling visit on the Poya day. */
function owned(): Appointment[] {
  return [
    appointment({ _id: 'ahead', createdAt: '2026-11-20T10:00:00.000Z' }),
    appointment({
      _id: 'soon',
      appointmentDate: '2026-11-22',
      at: '10:00',
      doctor: appointmentDoctor(doctor({ fullName: 'Dr. Amaya Silva' })),
      createdAt: '2026-11-19T10:00:00.000Z',
    }),
  ];
}

function needing(): Appointment {
  return appointment({
    _id: 'poya',
    appointmentDate: '2026-11-24',
    at: '14:00',
    status: 'needs-rescheduling',
    paymentMethod: 'card',
    paymentStatus: 'completed',
    doctor: appointmentDoctor(doctor({ fullName: 'Dr. Kamal Fernando' })),
    createdAt: '2026-11-21T10:00:00.000Z',
  });
}

const calendar = (from: string, to: string): Calendar => ({
  from,
  to,
  days: from <= '2026-11-24' && to >= '2026-11-24' ? [poyaDay('2026-11-24')] : [],
});

let list: Appointment[];
let refusal: Response | null;

beforeEach(() => {
  list = owned();
  refusal = null;
  useHandlers(
    handlerFor(API.booking.own, () => list),
    handlerFor(API.clinic.getCalendar, ({ query }) => calendar(query.from!, query.to!)),
    handlerFor(API.clinic.getSlots, () => timeSlots(['09:30'], ['09:00', '09:30', '10:00'])),
    // The cancel dialog's refund note.
    handlerFor(API.payments.refundPolicy, { cutoffHours: 24 }),
    handlerFor(API.booking.reschedule, ({ params, body }) => {
      if (refusal) return refusal;
      const move = body as { appointmentDate: string; timeSlot: string };
      const hhmm = move.timeSlot === '10:00 AM' ? '10:00' : '09:00';
      list = afterMove(list, params.id!, move, hhmm, hhmm.replace(':00', ':30'));
      return { success: true as const, appointment: list.find((a) => a._id === params.id)! };
    }),
  );
});

function renderPage() {
  return renderAppointmentsPage({ toaster: true });
}

const card = async (doctor: string) =>
  (await screen.findByRole('heading', { name: doctor })).closest('article')!;

async function moveTo(user: ReturnType<typeof userEvent.setup>, day: string, time: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: day }));
  await user.click(await within(dialog).findByRole('button', { name: time }));
  return dialog;
}

describe('My Appointments: reschedule', () => {
  it('offers Reschedule 24 hours or more before a scheduled visit, and not closer to it', async () => {
    renderPage();
    expect(
      within(await card('Dr. Nimal Perera')).getByRole('button', {
        name: 'Reschedule the appointment with Dr. Nimal Perera on Wed, 25 Nov 2026 at 09:00 AM',
      }),
    ).toBeInTheDocument();
    const soon = await card('Dr. Amaya Silva');
    expect(within(soon).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(within(soon).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
  });

  it('moves the visit with the wizard’s calendar (closed days disabled with their reason) and slot grid; the card shows the new time', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await card('Dr. Nimal Perera')).getByRole('button', { name: /^Reschedule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(dialog).toHaveAccessibleDescription('Now: Wed, 25 Nov 2026 at 09:00 AM with Dr. Nimal Perera');
    const poya = within(dialog).getByRole('button', { name: 'Tuesday, November 24, 2026' });
    await waitFor(() => expect(poya).toHaveAttribute('aria-disabled', 'true'));
    expect(poya).toHaveAccessibleDescription(POYA);
    expect(callsTo(API.clinic.getCalendar).map((c) => c.query)).toContainEqual({
      from: '2026-11-23',
      to: '2027-01-21',
      doctorId: 'd-1',
    });

    expect(within(dialog).getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
    await moveTo(user, 'Thursday, November 26, 2026', '10:00 AM');
    expect(within(dialog).getByText('New time: Thu, 26 Nov 2026 at 10:00 AM')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    expect(await screen.findByText('Appointment moved to Thu, 26 Nov 2026 at 10:00 AM')).toBeInTheDocument();
    expect(callsTo(API.booking.reschedule).map((c) => [c.params.id, c.body])).toEqual([
      ['ahead', { appointmentDate: '2026-11-26', timeSlot: '10:00 AM' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const moved = await card('Dr. Nimal Perera');
    await waitFor(() => expect(within(moved).getByText('Thu, 26 Nov 2026')).toBeInTheDocument());
    expect(within(moved).getByText('10:00 AM')).toBeInTheDocument();
  });

  it('on a refusal (409) says why by its code in the dialog, reads the slots again and leaves the visit as it was', async () => {
    const user = userEvent.setup();
    refusal = errorReply('BOOKING_SLOT_TAKEN');
    renderPage();
    await user.click(within(await card('Dr. Nimal Perera')).getByRole('button', { name: /^Reschedule/ }));
    const dialog = await moveTo(user, 'Thursday, November 26, 2026', '10:00 AM');
    const slotReads = callsTo(API.clinic.getSlots).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time slot has just been booked. Please choose another slot.',
    );
    await waitFor(() => expect(callsTo(API.clinic.getSlots).length).toBeGreaterThan(slotReads));
    expect(within(dialog).getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep current time' }));
    const unchanged = await card('Dr. Nimal Perera');
    expect(within(unchanged).getByText('Wed, 25 Nov 2026')).toBeInTheDocument();
    expect(within(unchanged).getByText('09:00 AM')).toBeInTheDocument();
  });

  it('shows a needs-rescheduling visit with its badge and reason, its payment as it was, and moves it in one step', async () => {
    const user = userEvent.setup();
    list = [...owned(), needing()];
    renderPage();
    const poya = await card('Dr. Kamal Fernando');
    expect(within(poya).getByText('Needs rescheduling')).toBeInTheDocument();
    expect(await within(poya).findByText(`This visit needs a new time: ${POYA}`)).toBeInTheDocument();
    expect(within(poya).getByText('Paid')).toBeInTheDocument();
    await user.click(
      within(poya).getByRole('button', {
        name: 'Pick a new time for the appointment with Dr. Kamal Fernando on Tue, 24 Nov 2026 at 02:00 PM',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pick a new time' });
    await moveTo(user, 'Friday, November 27, 2026', '09:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Appointment moved to Fri, 27 Nov 2026 at 09:00 AM')).toBeInTheDocument();
    const moved = await card('Dr. Kamal Fernando');
    await waitFor(() => expect(within(moved).getByText('Scheduled')).toBeInTheDocument());
    expect(within(moved).getByText('Paid')).toBeInTheDocument();
    expect(within(moved).queryByText(/needs a new time/)).toBeNull();
  });

  it('lists a needs-rescheduling visit under Upcoming', async () => {
    const user = userEvent.setup();
    list = [needing()];
    renderPage();
    await card('Dr. Kamal Fernando');
    await user.click(screen.getByRole('button', { name: /^Upcoming/ }));
    expect(await card('Dr. Kamal Fernando')).toBeInTheDocument();
  });
});
