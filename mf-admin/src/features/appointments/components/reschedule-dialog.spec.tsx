import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import {
  appointment,
  callsTo,
  errorReply,
  handlerFor,
  server,
  slotText,
  timeSlots,
} from '@vetnow/web-kit/testing';
import { appointmentsTable as list, owner, rowOf } from '../testing/appointments-table';
import { appointmentsPanelSpec, openAppointmentsPanel } from '../testing/open-appointments-panel';

appointmentsPanelSpec();

/** The admin's appointments (a world PUT reschedule changes) and the doctor's slots of any date. */
function open(appointments: Appointment[]) {
  return openAppointmentsPanel(appointments, (world) => [
    handlerFor(API.clinic.getSlots, () => timeSlots(['09:30'], ['09:00', '09:30', '10:00', '10:30'])),
    handlerFor(API.booking.reschedule, ({ params, body }) => {
      const { appointmentDate, timeSlot } = body as { appointmentDate: string; timeSlot: string };
      const moved = world.update(params.id!, (a) => ({ ...a, appointmentDate, timeSlot, status: 'scheduled' as const }));
      return { success: true as const, appointment: moved };
    }),
  ]);
}


describe('admin appointments: Reschedule', () => {
  it('offers Reschedule for scheduled and needs-rescheduling appointments only', async () => {
    open([
      appointment('a1', { user: owner('Kasun Jayawardena') }),
      appointment('a2', { user: owner('Nadeesha Perera'), status: 'needs-rescheduling' }),
      appointment('a3', { user: owner('Ruwan Silva'), status: 'completed' }),
      appointment('a4', { user: owner('Dilani Fernando'), status: 'cancelled' }),
    ]);
    await screen.findByRole('table', { name: 'Every appointment, newest first' });
    expect(within(list()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Owner → Doctor', 'Date', 'Time', 'Pet', 'Status', 'Actions']);
    expect(rowOf('Kasun Jayawardena').getByRole('button', { name: "Reschedule Bruno's appointment of Kasun Jayawardena on Wed, 25 Nov 2026 at 09:00 AM" })).toBeEnabled();
    expect(rowOf('Nadeesha Perera').getByRole('button', { name: /^Reschedule / })).toBeEnabled();
    // a completed visit's cash may still be paid at the desk (Mark as paid), but it is not moved
    expect(rowOf('Ruwan Silva').queryByRole('button', { name: /^Reschedule / })).not.toBeInTheDocument();
    expect(rowOf('Dilani Fernando').queryByRole('button')).not.toBeInTheDocument();
  });

  it("moves the visit to a free slot of the chosen date: PUT /appointments/:id/reschedule, toast, the list shows the new time", async () => {
    const { user } = open([appointment('a1', { user: owner('Kasun Jayawardena'), status: 'needs-rescheduling' })]);
    await user.click(await screen.findByRole('button', { name: /^Reschedule Bruno's appointment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
    expect(dialog).toHaveAccessibleDescription(
      "Kasun Jayawardena's appointment with Dr. Nimal Perera is now on Wed, 25 Nov 2026 at 09:00 AM. Choose a new date and time.",
    );
    expect(within(dialog).getByText("Choose a date to see the doctor's free time slots.")).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Move appointment' });
    expect(confirm).toBeDisabled();
    const date = within(dialog).getByLabelText('New date');
    expect(date).toHaveAttribute('min', '2026-11-22');
    await user.type(date, '2026-12-02');

    const slots = await within(dialog).findByRole('list', { name: 'Free time slots' });
    // Only the free slots: 09:30 is booked.
    expect(within(slots).getAllByRole('button').map((b) => b.textContent)).toEqual([slotText('09:00'), slotText('10:00'), slotText('10:30')]);
    expect(callsTo(API.clinic.getSlots).at(-1)!.path).toBe(`/doctors/${appointment('a1').doctor._id}/slots?date=2026-12-02`);
    await user.click(within(slots).getByRole('button', { name: '10:00 AM' }));
    expect(within(slots).getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByText('New time: Wed, 2 Dec 2026 at 10:00 AM')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Appointment moved to Wed, 2 Dec 2026 at 10:00 AM')).toBeInTheDocument();
    expect(callsTo(API.booking.reschedule).map((c) => [c.path, c.body])).toEqual([
      ['/appointments/a1/reschedule', { appointmentDate: '2026-12-02', timeSlot: '10:00 AM' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf('Kasun Jayawardena').getByText('Wed, 2 Dec 2026')).toBeInTheDocument());
    expect(rowOf('Kasun Jayawardena').getByText('10:00 AM')).toBeInTheDocument();
    expect(rowOf('Kasun Jayawardena').getByText('Scheduled')).toBeInTheDocument();
  });

  it('shows a refusal by its code in the dialog; on 409 the slots are read again and the choice cleared; nothing moves', async () => {
    const { user, world } = open([appointment('a1', { user: owner('Kasun Jayawardena') })]);
    server.use(handlerFor(API.booking.reschedule, errorReply('BOOKING_SLOT_TAKEN')));
    await user.click(await screen.findByRole('button', { name: /^Reschedule Bruno's appointment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
    await user.type(within(dialog).getByLabelText('New date'), '2026-12-02');
    await user.click(await within(dialog).findByRole('button', { name: '09:00 AM' }));
    const slotCalls = callsTo(API.clinic.getSlots).length;
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot has just been booked. Please choose another slot.');
    await waitFor(() => expect(callsTo(API.clinic.getSlots).length).toBeGreaterThan(slotCalls));
    expect(within(dialog).getByRole('button', { name: 'Move appointment' })).toBeDisabled();
    expect(world.appointments[0]!.timeSlot).toBe('09:00 AM');
    expect(world.appointments[0]!.appointmentDate).toBe('2026-11-25');
  });

  it("shows the slots' refusal by its code (a date beyond the booking horizon)", async () => {
    const { user } = open([appointment('a1', { user: owner('Kasun Jayawardena') })]);
    server.use(handlerFor(API.clinic.getSlots, errorReply('CLINIC_DATE_BEYOND_HORIZON')));
    await user.click(await screen.findByRole('button', { name: /^Reschedule Bruno's appointment/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
    await user.type(within(dialog).getByLabelText('New date'), '2027-06-01');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Appointments can be booked up to \d+ days ahead/);
    expect(within(dialog).getByRole('button', { name: 'Move appointment' })).toBeDisabled();
  });
});
