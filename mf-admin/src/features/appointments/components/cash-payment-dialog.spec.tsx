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
} from '@vetnow/web-kit/testing';
import { owner, rowOf } from '../testing/appointments-table';
import { appointmentsPanelSpec, openAppointmentsPanel } from '../testing/open-appointments-panel';

// Cash at the desk (issue 35), the admin's side: Mark as paid on an unpaid pay-at-clinic appointment of any doctor.

appointmentsPanelSpec();

/** The admin's appointments, and POST cash-payment marking one paid in the world the list answers. */
function open(appointments: Appointment[]) {
  return openAppointmentsPanel(appointments, (world) => [
    handlerFor(API.booking.cashPayment, ({ params, body }) => {
      const { amount, receiptNumber } = body as { amount: number; receiptNumber: string };
      return world.update(params.id!, (a) => ({
        ...a,
        paymentStatus: 'completed',
        cashPayment: { amount, receiptNumber, recordedAt: '2026-11-22T05:00:00.000Z' },
      }));
    }),
  ]);
}

describe('admin appointments: Mark as paid', () => {
  it('is offered on unpaid cash appointments that are not cancelled; never on card, paid or cancelled ones', async () => {
    open([
      appointment('a1', { user: owner('Kasun Jayawardena') }),
      appointment('a2', { user: owner('Nadeesha Perera'), paymentMethod: 'card' }),
      appointment('a3', { user: owner('Ruwan Silva'), status: 'cancelled' }),
      appointment('a4', {
        user: owner('Dilani Fernando'),
        status: 'completed',
        paymentStatus: 'completed',
        cashPayment: { amount: 2500, receiptNumber: 'R-1', recordedAt: '2026-11-20T05:00:00.000Z' },
      }),
    ]);
    await screen.findByRole('table', { name: 'Every appointment, newest first' });
    expect(
      rowOf('Kasun Jayawardena').getByRole('button', {
        name: "Mark as paid: Bruno's appointment of Kasun Jayawardena on Wed, 25 Nov 2026 at 09:00 AM",
      }),
    ).toBeEnabled();
    for (const name of ['Nadeesha Perera', 'Ruwan Silva', 'Dilani Fernando'])
      expect(rowOf(name).queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(rowOf('Dilani Fernando').getByText('Paid (cash) · Receipt R-1')).toBeInTheDocument();
  });

  it('validates, posts the amount and the receipt, toasts, and the row reads Paid (cash)', async () => {
    const { user, world } = open([appointment('a1', { user: owner('Kasun Jayawardena') })]);
    await user.click(await screen.findByRole('button', { name: /^Mark as paid: Bruno's appointment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    const amount = within(dialog).getByLabelText(/Amount received \(LKR\)/);
    expect(amount).toHaveValue(2500);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receipt number is required')).toBeInTheDocument();
    expect(callsTo(API.booking.cashPayment)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Receipt number/), 'ADM-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Payment recorded for /)).toBeInTheDocument();
    expect(
      callsTo(API.booking.cashPayment).map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      {
        method: 'POST',
        path: '/appointments/a1/cash-payment',
        body: { amount: 2500, receiptNumber: 'ADM-9' },
      },
    ]);
    await waitFor(() =>
      expect(rowOf('Kasun Jayawardena').getByText('Paid (cash) · Receipt ADM-9')).toBeInTheDocument(),
    );
    expect(rowOf('Kasun Jayawardena').queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(world.appointments[0]!.paymentStatus).toBe('completed');
  });

  it("a refusal shows the server's message and keeps the dialog open", async () => {
    const { user } = open([appointment('a1', { user: owner('Kasun Jayawardena') })]);
    server.use(handlerFor(API.booking.cashPayment, errorReply('APPOINTMENT_CANCELLED_NOT_PAYABLE')));
    await user.click(await screen.findByRole('button', { name: /^Mark as paid: Bruno's appointment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    await user.type(within(dialog).getByLabelText(/Receipt number/), 'ADM-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A cancelled appointment cannot be marked as paid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as paid' })).toBeInTheDocument();
  });
});
