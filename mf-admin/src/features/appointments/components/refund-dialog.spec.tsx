import { afterAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import {
  adminRefundRequestSchema,
  type AdminRefundData,
  type RefundAnswer,
} from '@vetnow/contracts/payments';
import { API } from '@vetnow/web-kit/api';
import { COMMON_NAMESPACE, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import {
  appointment,
  callsTo,
  englishLeftovers,
  errorReply,
  handlerFor,
  server,
} from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import { owner, rowOf } from '../testing/appointments-table';
import { appointmentsPanelSpec, openAppointmentsPanel } from '../testing/open-appointments-panel';

// The admin refunds a paid card appointment by hand, fully or partly, with a reason (issue 35 §4).

appointmentsPanelSpec();

/** A paid card appointment of Kasun (the fee: LKR 2,500), refunded so far by `refunded` LKR. */
const paidByCard = (id: string, name = 'Kasun Jayawardena', refunded?: number): Appointment =>
  appointment(id, {
    user: owner(name),
    status: 'completed',
    paymentMethod: 'card',
    paymentStatus: 'completed',
    ...(refunded === undefined
      ? {}
      : { refund: { amount: refunded, refundedAt: '2026-11-20T05:00:00.000Z' } }),
  });

/** The admin's list, and POST /payments/refunds answering `state` (refunded: the appointment's refund grows). */
function open(appointments: Appointment[], state: RefundAnswer['state'] = 'refunded') {
  return openAppointmentsPanel(appointments, (world) => [
    handlerFor(API.payments.refund, ({ body }) => {
      const { appointmentId, amount } = body as AdminRefundData;
      const a = world.appointments.find((x) => x._id === appointmentId)!;
      const before = a.refund?.amount ?? 0;
      const total = before + (amount ?? a.doctor.consultationFee - before);
      if (state === 'refunded')
        world.update(appointmentId, (x) => ({ ...x, refund: { amount: total, refundedAt: '2026-11-22T05:00:00.000Z' } }));
      const message = {
        refunded: "The refund was made: the money goes back to the owner's card",
        requested: 'The card provider could not be reached: the refund is tried again by itself',
        failed: 'The refund failed: PayHere refused the refund',
      }[state];
      return { state, totalRefunded: state === 'refunded' ? total : before, message };
    }),
  ]);
}

async function openRefund(user: ReturnType<typeof userEvent.setup>, name = 'Kasun Jayawardena') {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Refund: Bruno's appointment of ${name} `) }),
  );
  return screen.findByRole('dialog', { name: 'Refund the card payment' });
}

/** A toast's text (the toaster's live region; a row may read the same). */
const toastSaying = (text: string) => screen.findByText(text, { selector: '[role="status"]' });
const refundBodies = () =>
  callsTo(API.payments.refund).map(({ method, path, body }) => ({ method, path, body }));

describe('admin appointments: Refund', () => {
  it('is offered on paid card appointments not refunded in full; never on cash, unpaid or fully refunded ones', async () => {
    open([
      paidByCard('a1', 'Kasun Jayawardena'),
      paidByCard('a2', 'Nadeesha Perera', 1000),
      paidByCard('a3', 'Ruwan Silva', 2500),
      appointment('a4', { user: owner('Dilani Fernando'), paymentMethod: 'card', paymentStatus: 'pending' }),
      appointment('a5', { user: owner('Sunil Bandara'), paymentMethod: 'card', paymentStatus: 'failed' }),
      appointment('a6', {
        user: owner('Chamari Atapattu'),
        status: 'completed',
        paymentStatus: 'completed',
        cashPayment: { amount: 2500, receiptNumber: 'R-1', recordedAt: '2026-11-20T05:00:00.000Z' },
      }),
      appointment('a7', { user: owner('Tharindu Weerasinghe') }),
    ]);
    await screen.findByRole('table', { name: 'Every appointment, newest first' });
    expect(
      rowOf('Kasun Jayawardena').getByRole('button', {
        name: "Refund: Bruno's appointment of Kasun Jayawardena on Wed, 25 Nov 2026 at 09:00 AM",
      }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    expect(rowOf('Nadeesha Perera').getByRole('button', { name: /^Refund: / })).toBeEnabled();
    for (const name of [
      'Ruwan Silva',
      'Dilani Fernando',
      'Sunil Bandara',
      'Chamari Atapattu',
      'Tharindu Weerasinghe',
    ])
      expect(rowOf(name).queryByRole('button', { name: /^Refund/ })).toBeNull();
    // what is refunded so far reads under the payment status
    expect(rowOf('Nadeesha Perera').getByText('Refunded LKR 1,000.00')).toBeInTheDocument();
    expect(rowOf('Ruwan Silva').getByText('Refunded LKR 2,500.00')).toBeInTheDocument();
    expect(rowOf('Kasun Jayawardena').queryByText(/^Refunded /)).toBeNull();
  });

  it('refunds everything left by default: no amount in the body, a toast, and the row reads Refunded', async () => {
    const { user } = open([paidByCard('a1')]);
    const dialog = await openRefund(user);
    expect(dialog).toHaveAccessibleDescription(
      'Refund the card payment of the visit with Bruno (Kasun Jayawardena) through PayHere. The owner is told when the money is back.',
    );
    expect(within(dialog).getByText('Paid by card').nextElementSibling).toHaveTextContent('LKR 2,500.00');
    expect(within(dialog).queryByText('Already refunded')).toBeNull();
    expect(within(dialog).getByText('Left to refund').nextElementSibling).toHaveTextContent('LKR 2,500.00');
    const amount = within(dialog).getByLabelText(/Amount to refund \(LKR\)/);
    expect(amount).toHaveValue(2500);
    expect(amount).toHaveAccessibleDescription(
      'Refund everything left (LKR 2,500.00), or lower the amount for a partial refund.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Refund everything left/ })).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Reason/), '  Visit did not take place  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 2,500.00' }));
    expect(await toastSaying('Refunded LKR 2,500.00')).toBeInTheDocument();
    expect(refundBodies()).toEqual([
      {
        method: 'POST',
        path: '/payments/refunds',
        body: { appointmentId: 'a1', reason: 'Visit did not take place' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(rowOf('Kasun Jayawardena').getByText('Refunded LKR 2,500.00')).toBeInTheDocument(),
    );
    expect(rowOf('Kasun Jayawardena').queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('refunds a part of what is left: the amount is sent; Refund everything left puts the rest back', async () => {
    const { user } = open([paidByCard('a1', 'Kasun Jayawardena', 1000)]);
    const dialog = await openRefund(user);
    expect(within(dialog).getByText('Already refunded').nextElementSibling).toHaveTextContent('LKR 1,000.00');
    expect(within(dialog).getByText('Left to refund').nextElementSibling).toHaveTextContent('LKR 1,500.00');
    const amount = within(dialog).getByLabelText(/Amount to refund \(LKR\)/);
    expect(amount).toHaveValue(1500);

    await user.clear(amount);
    await user.type(amount, '500.5');
    expect(amount).toHaveAccessibleDescription('A partial refund: at most LKR 1,500.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund everything left (LKR 1,500.00)' }));
    expect(amount).toHaveValue(1500);
    expect(within(dialog).getByRole('button', { name: 'Refund LKR 1,500.00' })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500.5');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill: the visit ran late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 500.50' }));
    expect(await toastSaying('Refunded LKR 500.50')).toBeInTheDocument();
    expect(refundBodies()).toEqual([
      {
        method: 'POST',
        path: '/payments/refunds',
        body: { appointmentId: 'a1', amount: 500.5, reason: 'Goodwill: the visit ran late' },
      },
    ]);
    await waitFor(() =>
      expect(rowOf('Kasun Jayawardena').getByText('Refunded LKR 1,500.50')).toBeInTheDocument(),
    );
    // LKR 999.50 is left: still offered
    expect(rowOf('Kasun Jayawardena').getByRole('button', { name: /^Refund: / })).toBeEnabled();
  });

  it('checks the form before sending: a reason, an amount above zero, at most what is left, two decimals', async () => {
    const { user } = open([paidByCard('a1', 'Kasun Jayawardena', 1000)]);
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText(/Amount to refund \(LKR\)/);
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 1,500.00' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();

    await user.type(reason, 'Overcharged');
    for (const [typed, message] of [
      ['1500.01', 'Enter at most LKR 1,500.00, what is left to refund'],
      ['12.345', 'Use at most two decimals'],
      ['0', 'Enter an amount above zero'],
      ['', 'Enter the amount to refund'],
    ] as const) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(within(dialog).getByRole('button', { name: /^Refund( LKR [\d,.]+)?$/ }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(callsTo(API.payments.refund)).toEqual([]);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const { user } = open([paidByCard('a1')]);
    server.use(handlerFor(API.payments.refund, errorReply('PAYMENT_REFUND_IN_PROGRESS')));
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText(/Amount to refund \(LKR\)/);
    await user.clear(amount);
    await user.type(amount, '700');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Double charge');
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 700.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund of this payment is already in progress',
    );
    expect(screen.getByRole('dialog', { name: 'Refund the card payment' })).toBeInTheDocument();
    expect(amount).toHaveValue(700);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Double charge');

    // a refund larger than what is left (the list was stale) is told at the amount
    server.use(handlerFor(API.payments.refund, errorReply('PAYMENT_REFUND_TOO_LARGE')));
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 700.00' }));
    expect(
      await within(dialog).findByText('The refund is larger than what is left to refund'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(callsTo(API.payments.refund)).toHaveLength(2);
  });

  it('tells a refund PayHere did not answer yet (requested) and one it refused (failed)', async () => {
    const requested = open([paidByCard('a1')], 'requested');
    let dialog = await openRefund(requested.user);
    await requested.user.type(within(dialog).getByLabelText(/^Reason/), 'Cancelled by the clinic');
    await requested.user.click(within(dialog).getByRole('button', { name: 'Refund LKR 2,500.00' }));
    expect(
      await toastSaying('Refund requested: PayHere did not answer yet; it is retried'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.use(
      handlerFor(API.payments.refund, {
        state: 'failed',
        totalRefunded: 0,
        message: 'The refund failed: PayHere refused the refund',
      }),
    );
    dialog = await openRefund(requested.user);
    await requested.user.type(within(dialog).getByLabelText(/^Reason/), 'Cancelled by the clinic');
    await requested.user.click(within(dialog).getByRole('button', { name: 'Refund LKR 2,500.00' }));
    expect(await toastSaying('The refund failed: PayHere refused the refund')).toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, Escape closes without sending, focus returns to Refund', async () => {
    const { user } = open([paidByCard('a1')]);
    const refund = await screen.findByRole('button', { name: /^Refund: Bruno's appointment/ });
    refund.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Refund the card payment' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Typed, then left');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refund).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Refund the card payment' });
    expect(within(again).getByLabelText(/^Reason/)).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refund).toHaveFocus();
    expect(callsTo(API.payments.refund)).toEqual([]);
  });

  it("every message of the contract's refund request is a refund validation code the kit's catalogue translates", () => {
    const messages = [
      { appointmentId: 'a1', reason: '' },
      { appointmentId: 'a1', reason: 'x'.repeat(301) },
      { appointmentId: 'a1', reason: 'x', amount: 'a' },
      { appointmentId: 'a1', reason: 'x', amount: 0 },
      { appointmentId: 'a1', reason: 'x', amount: 1.234 },
    ].flatMap(
      (body) => adminRefundRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(new Set(messages).size).toBe(5);
    for (const message of messages) expect(message).toMatch(/^refund\./);
    for (const message of messages) expect(i18n.exists(`validation.${message}`, { ns: COMMON_NAMESPACE })).toBe(true);
  });
});

describe('admin appointments: Refund in Sinhala', () => {
  afterAll(async () => {
    await act(() => setLanguage('en'));
  });

  it('the action, the dialog, its messages, the toast and the refunded line read in Sinhala', async () => {
    await act(() => setLanguage('si'));
    const fill = (template: string, values: Record<string, string>) =>
      template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => values[name]!);
    const lkr = (amount: number) =>
      `LKR ${new Intl.NumberFormat('si-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
    const { user } = open([paidByCard('a1', 'Kasun Jayawardena', 1000)]);
    const row = within(
      (await screen.findByRole('rowheader', { name: /^Kasun Jayawardena →/ })).closest('tr')!,
    );
    expect(row.getByText(fill(si.refund.refunded, { amount: lkr(1000) }))).toBeInTheDocument();
    const filled = new RegExp(
      `^${si.refund.actionLabel
        .split(/{{\s*\w+\s*}}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')}$`,
    );
    await user.click(row.getByRole('button', { name: filled }));
    const dialog = await screen.findByRole('dialog', { name: si.refund.title });
    await user.click(
      within(dialog).getByRole('button', { name: fill(si.refund.submit, { amount: lkr(1500) }) }),
    );
    expect(await within(dialog).findByText('හේතුවක් ඇතුළත් කරන්න')).toBeInTheDocument(); // the kit's validation.si.json
    const kitClose = i18n.getFixedT('si', COMMON_NAMESPACE)('close');
    expect(englishLeftovers(dialog, [en], kitClose === 'Close' ? ['Close'] : [])).toEqual([]);

    await user.type(within(dialog).getByLabelText(new RegExp(si.refund.reason)), 'හමුවීම සිදු නොවීය');
    await user.click(
      within(dialog).getByRole('button', { name: fill(si.refund.submit, { amount: lkr(1500) }) }),
    );
    expect(await toastSaying(fill(si.refund.result.refunded, { amount: lkr(1500) }))).toBeInTheDocument();
    await waitFor(() =>
      expect(row.getByText(fill(si.refund.refunded, { amount: lkr(2500) }))).toBeInTheDocument(),
    );
  });
});
