import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_NOW, deskApi, deskAppointment } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// The desk takes the cash at the counter: Mark as paid on the day sheet for a pay-at-clinic visit not paid yet.

clockStartsAt(DESK_NOW); // 10:00 on Sunday 22 November 2026 in Colombo

afterEach(() => act(() => toast.remove()));

const table = () => screen.findByRole('table', { name: 'Appointments on Sun, 22 Nov 2026, in time order' });
const rowAt = (time: string) => within(screen.getByRole('rowheader', { name: time }).closest('tr')!);
const markAsPaid = (time: string) => `Mark as paid: Kasun Jayawardena with Bruno at ${time}`;

function day() {
  return deskApi({
    appointments: [
      deskAppointment('a1', { at: '09:00' }),
      deskAppointment('a2', { at: '09:30', paymentMethod: 'card', paymentStatus: 'completed' }),
      deskAppointment('a3', { at: '10:30', status: 'cancelled' }),
      deskAppointment('a4', { at: '11:00', arrival: { state: 'arrived', at: '2026-11-22T05:25:00.000Z' } }),
      deskAppointment('a5', { at: '08:00', arrival: { state: 'no-show', at: '2026-11-22T02:50:00.000Z' } }),
    ],
  });
}

describe('cash at the front desk', () => {
  it('is offered on unpaid pay-at-clinic visits, arrived or expected; never on a card-paid, cancelled or no-show one', async () => {
    day();
    renderFrontDesk();
    await table();
    expect(rowAt('09:00 AM').getByRole('button', { name: markAsPaid('09:00 AM') })).toBeEnabled();
    expect(rowAt('11:00 AM').getByRole('button', { name: markAsPaid('11:00 AM') })).toBeEnabled();
    expect(rowAt('11:00 AM').getByRole('button', { name: 'Undo: Kasun Jayawardena with Bruno at 11:00 AM' })).toBeInTheDocument();
    expect(rowAt('09:30 AM').queryByRole('button', { name: /^Mark as paid/ })).toBeNull();
    expect(rowAt('10:30 AM').queryByRole('button', { name: /^Mark as paid/ })).toBeNull();
    // nobody came to pay: Undo only (an owner who came late is checked in after Undo, and pays then)
    expect(rowAt('08:00 AM').getAllByRole('button').map((b) => b.textContent)).toEqual(['Undo']);
  });

  it('takes the fee as the amount and the receipt number, toasts, and the row reads Paid (cash) with the receipt', async () => {
    const user = userEvent.setup();
    day();
    renderFrontDesk();
    await table();
    await user.click(rowAt('09:00 AM').getByRole('button', { name: markAsPaid('09:00 AM') }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    expect(within(dialog).getByLabelText(/^Amount received \(LKR\)/)).toHaveValue(2500);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Receipt number is required')).toBeInTheDocument();
    expect(callsTo(API.booking.cashPayment)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Receipt number/), 'RC-2026/0042');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment recorded for VN-A1')).toBeInTheDocument();
    expect(callsTo(API.booking.cashPayment).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/appointments/a1/cash-payment', body: { amount: 2500, receiptNumber: 'RC-2026/0042' } },
    ]);
    await waitFor(() => expect(rowAt('09:00 AM').getByText('Paid (cash)')).toBeInTheDocument());
    expect(rowAt('09:00 AM').getByText('Receipt RC-2026/0042')).toBeInTheDocument();
    expect(rowAt('09:00 AM').queryByRole('button', { name: /^Mark as paid/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a refusal shows the server's message and keeps the dialog open", async () => {
    const user = userEvent.setup();
    day();
    server.use(handlerFor(API.booking.cashPayment, errorReply('APPOINTMENT_ALREADY_PAID')));
    renderFrontDesk();
    await table();
    await user.click(rowAt('09:00 AM').getByRole('button', { name: markAsPaid('09:00 AM') }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    await user.type(within(dialog).getByLabelText(/^Receipt number/), 'RC-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This appointment is already paid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(rowAt('09:00 AM').getByText('Pending')).toBeInTheDocument();
  });
});
