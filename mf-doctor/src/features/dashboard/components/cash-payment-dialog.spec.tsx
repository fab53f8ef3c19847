import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { callsTo, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { NOW, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Cash at the desk (issue 35): Mark as paid on an unpaid pay-at-clinic appointment → the amount (the fee prefilled)
// and the receipt number → POST /appointments/:id/cash-payment → a toast, and the card reads Paid (cash).

let list: Appointment[];

beforeEach(() => {
  list = doctorApi(doctorAppointments());
});

async function openCashDialog(reference: string) {
  renderWithProviders(
    <>
      <AppToaster />
      <DoctorDashboardPage now={() => NOW} />
    </>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'All Appointments' }));
  await user.click(within(cardWith(reference)).getByRole('button', { name: 'Mark as paid' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Mark as paid' }) };
}

const cardWith = (text: string) =>
  within(screen.getByRole('list', { name: 'All appointments' }))
    .getAllByRole('article')
    .find((c) => within(c).queryByText(text))!;
const posts = () =>
  callsTo(API.booking.cashPayment).map(({ method, path, body }) => ({ method, path, body }));

describe('Mark as paid (cash at the desk)', () => {
  it('prefills the fee, labels both fields, explains itself, and Cancel closes without a call', async () => {
    const { user, dialog } = await openCashDialog('VN-T10');
    expect(dialog).toHaveAccessibleDescription(
      'Record the cash paid at the clinic for the visit with Misty (Ama Fernando). The owner sees Paid (cash) with the receipt number.',
    );
    expect(within(dialog).getByLabelText(/Amount received \(LKR\)/)).toHaveValue(2500);
    expect(within(dialog).getByLabelText(/Receipt number/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('shows the field messages of the contract and sends nothing while they stand', async () => {
    const { user, dialog } = await openCashDialog('VN-T10');
    const amount = within(dialog).getByLabelText(/Amount received/);
    const receipt = within(dialog).getByLabelText(/Receipt number/);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The amount must be more than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Receipt number is required')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '2500.125');
    await user.type(receipt, 'R'.repeat(41));
    expect(
      await within(dialog).findByText('The amount can have at most 2 decimal places'),
    ).toBeInTheDocument();
    expect(receipt).toHaveValue('R'.repeat(40)); // maxLength keeps it to 40
    await user.clear(receipt);
    await user.type(receipt, 'RC#1');
    expect(
      await within(dialog).findByText(
        'Receipt number may contain only letters, numbers, spaces, hyphens and slashes',
      ),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('Save (keyboard) posts the amount and receipt, toasts, closes, and the card reads Paid (cash) with the receipt', async () => {
    const { user, dialog } = await openCashDialog('VN-T10');
    const amount = within(dialog).getByLabelText(/Amount received/);
    await user.clear(amount);
    await user.type(amount, '2000.50');
    await user.type(within(dialog).getByLabelText(/Receipt number/), ' RC-2026/0042 ');
    await user.tab(); // Cancel
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Payment recorded for VN-T10')).toBeInTheDocument();
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/appointments/t10/cash-payment',
        body: { amount: 2000.5, receiptNumber: 'RC-2026/0042' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(cardWith('VN-T10')).getByText('(Paid in cash)')).toBeInTheDocument());
    expect(
      within(cardWith('VN-T10')).getByText('Receipt RC-2026/0042 · LKR 2,000.5 received'),
    ).toBeInTheDocument();
    expect(
      within(cardWith('VN-T10')).queryByRole('button', { name: 'Mark as paid' }),
    ).not.toBeInTheDocument();
    expect(list.find((a) => a._id === 't10')?.paymentStatus).toBe('completed');
  });

  it("a refusal shows the server's message and keeps the dialog open", async () => {
    server.use(handlerFor(API.booking.cashPayment, errorReply('APPOINTMENT_ALREADY_PAID')));
    const { user, dialog } = await openCashDialog('VN-T09');
    await user.type(within(dialog).getByLabelText(/Receipt number/), 'A 17');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This appointment is already paid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as paid' })).toBeInTheDocument();
  });
});
