import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, callsTo, clockStartsAt, errorReply, handlerFor, recordSavedFiles, renderWithProviders, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';
import { dayTotals, payment, paymentsApi, type PaymentsWorld } from '../testing/payments-api';
import { PaymentsPanel } from './payments-panel';

// The admin's Payments tab (issue 35 §5): filters, the list, Refund, Download CSV and the day totals.

clockStartsAt(NOW); // 22 Nov 2026, 01:30 in the clinic: the last 7 days are 16–22 Nov

afterEach(() => act(() => toast.remove()));

function open(world: Partial<PaymentsWorld> = {}) {
  const api = paymentsApi(world);
  renderWithProviders(
    <>
      <AppToaster />
      <PaymentsPanel now={() => NOW} />
    </>,
  );
  return { user: userEvent.setup(), world: api };
}

const table = () => screen.findByRole('table', { name: 'Card payments from Mon, 16 Nov 2026 to Sun, 22 Nov 2026, newest first' });
const rowOf = async (reference: string) => within((await screen.findByRole('rowheader', { name: reference })).closest('tr')!);
const listQueries = () => callsTo(API.payments.list).map((c) => c.query);

describe('admin Payments tab', () => {
  it('asks for the last 7 clinic days and shows each payment: reference, clinic time, amount, status, method with the card, refunded', async () => {
    open({
      payments: [
        payment('p1', { amount: 3200.5 }),
        payment('p2', { method: 'saved-card', cardType: 'mastercard', lastFour: '1191', refundState: 'refunded', refundedAmount: 1000, createdAt: '2026-11-21T18:15:00.000Z' }),
        payment('p3', { status: 'failed', cardType: 'amex', lastFour: '0225', failureReason: 'Limit exceeded', settledAt: null }),
        payment('p4', { status: 'pending', cardType: null, lastFour: null, settledAt: null }),
        payment('p5', { refundState: 'failed', refundError: 'PayHere refused the refund' }),
        payment('p6', { reference: null, method: 'saved-card' }),
      ],
    });
    expect(await table()).toBeInTheDocument();
    expect(screen.getByText('Cash paid at the clinic is recorded on each appointment.')).toBeInTheDocument();
    expect(listQueries()).toEqual([{ from: '2026-11-16', to: '2026-11-22', limit: '50' }]);
    expect(screen.getByRole('search', { name: 'Filter the payments' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-11-16');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Method')).toHaveValue('');
    expect(within(await table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reference',
      'Date and time',
      'Amount',
      'Status',
      'Method and card',
      'Refunded',
      'Actions',
    ]);

    const p1 = await rowOf('VN-P1');
    expect(p1.getByText('22 Nov 2026, 09:30')).toHaveAttribute('datetime', '2026-11-22T04:00:00.000Z');
    expect(p1.getByText('LKR 3,200.50')).toBeInTheDocument();
    expect(p1.getByText('Paid')).toBeInTheDocument();
    expect(p1.getByText('Payment page')).toBeInTheDocument();
    expect(p1.getByText('Visa •••• 1292')).toBeInTheDocument();
    expect(p1.getByText('None')).toBeInTheDocument();

    // 23:45 in the clinic on the 21st (18:15 UTC)
    const p2 = await rowOf('VN-P2');
    expect(p2.getByText('21 Nov 2026, 23:45')).toBeInTheDocument();
    expect(p2.getByText('Saved card')).toBeInTheDocument();
    expect(p2.getByText('Mastercard •••• 1191')).toBeInTheDocument();
    expect(p2.getByText('LKR 1,000.00')).toBeInTheDocument();

    const p3 = await rowOf('VN-P3');
    expect(p3.getByText('Failed')).toBeInTheDocument();
    expect(p3.getByText('Limit exceeded')).toBeInTheDocument();
    expect(p3.getByText('Amex •••• 0225')).toBeInTheDocument();
    expect((await rowOf('VN-P4')).getByText('Pending')).toBeInTheDocument();
    expect((await rowOf('VN-P5')).getByText('Refund failed: PayHere refused the refund')).toBeInTheDocument();
    expect(await rowOf('No reference')).toBeTruthy();

    // Refund: on paid payments not refunded in full, no refund under way
    for (const reference of ['VN-P1', 'VN-P2', 'VN-P5', 'No reference'])
      expect((await rowOf(reference)).getByRole('button', { name: `Refund the payment ${reference} of ${reference === 'VN-P2' ? '21 Nov 2026, 23:45' : '22 Nov 2026, 09:30'}` })).toHaveAttribute('aria-haspopup', 'dialog');
    for (const reference of ['VN-P3', 'VN-P4']) expect((await rowOf(reference)).queryByRole('button', { name: /^Refund/ })).toBeNull();
  });

  it('filters change the query (status, method, dates); a reversed range asks nothing and says why', async () => {
    const { user } = open({ payments: [payment('p1'), payment('p2', { method: 'saved-card', refundState: 'refunded', refundedAmount: 2500 })] });
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ from: '2026-11-16', to: '2026-11-22', limit: '50', status: 'refunded' }));
    expect(await screen.findByRole('rowheader', { name: 'VN-P2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'VN-P1' })).toBeNull());
    expect(screen.getByRole('option', { name: 'Refund failed' })).toHaveValue('refund_failed');

    await user.selectOptions(screen.getByLabelText('Method'), 'Saved card');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ status: 'refunded', method: 'saved-card' }));
    await user.selectOptions(screen.getByLabelText('Method'), 'Payment page');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ method: 'checkout' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Method'), 'All methods');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ from: '2026-11-16', to: '2026-11-22', limit: '50' }));

    const from = screen.getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-22', limit: '50' }));
    expect(callsTo(API.payments.dailyTotals).at(-1)!.query).toEqual({ from: '2026-11-01', to: '2026-11-22' });

    const asked = callsTo(API.payments.list).length;
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(callsTo(API.payments.list)).toHaveLength(asked);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Refund opens the refund dialog on the row\'s appointment; after it the list is read again', async () => {
    const { user } = open({ payments: [payment('p1', { refundedAmount: 500, refundState: 'refunded' })] });
    await user.click((await rowOf('VN-P1')).getByRole('button', { name: /^Refund the payment VN-P1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the card payment' });
    expect(dialog).toHaveAccessibleDescription(
      'Refund the card payment VN-P1 of 22 Nov 2026, 09:30 through PayHere. The owner is told when the money is back.',
    );
    expect(within(dialog).getByText('Paid by card').nextElementSibling).toHaveTextContent('LKR 2,500.00');
    expect(within(dialog).getByText('Already refunded').nextElementSibling).toHaveTextContent('LKR 500.00');
    expect(within(dialog).getByLabelText(/Amount to refund \(LKR\)/)).toHaveValue(2000);
    const before = callsTo(API.payments.list).length;
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Visit did not take place');
    await user.click(within(dialog).getByRole('button', { name: 'Refund LKR 2,000.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(API.payments.refund).map((c) => c.body)).toEqual([{ appointmentId: 'a-p1', reason: 'Visit did not take place' }]);
    expect(callsTo(API.payments.list).length).toBeGreaterThan(before);
    await waitFor(async () => expect((await rowOf('VN-P1')).queryByRole('button', { name: /^Refund/ })).toBeNull());
    expect((await rowOf('VN-P1')).getAllByRole('cell').map((c) => c.textContent)).toContain('Refunded: LKR 2,500.00');
  });

  describe('Download CSV', () => {
    const saved = recordSavedFiles();

    it('fetches the export with the filters through the API client and saves vetnow-payments-<from>-<to>.csv', async () => {
      const csv = 'payment_id,reference\r\np1,"VN-P1, ""A"""\r\n';
      const { user } = open({ payments: [payment('p1')], csv });
      await table();
      await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
      const button = screen.getByRole('button', { name: 'Download CSV' });
      expect(button).toHaveAccessibleDescription('Download the payments from Mon, 16 Nov 2026 to Sun, 22 Nov 2026 as a CSV file');
      await user.click(button);
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(callsTo(API.payments.exportCsv)).toMatchObject([
        { query: { from: '2026-11-16', to: '2026-11-22', status: 'completed' }, path: '/payments/export.csv?from=2026-11-16&to=2026-11-22&status=completed' },
      ]);
      expect(saved[0]!.name).toBe('vetnow-payments-2026-11-16-2026-11-22.csv');
      expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
      expect(await saved[0]!.blob.text()).toBe(csv);
    });

    it('says so in a toast when the file cannot be had, and saves nothing', async () => {
      const { user } = open({ payments: [payment('p1')] });
      server.use(handlerFor(API.payments.exportCsv, errorReply('FORBIDDEN')));
      await table();
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('day totals: our figures and PayHere\'s check — ✓, the missing order ids, not checked, nothing to check', async () => {
    open({
      payments: [payment('p1')],
      days: {
        '2026-11-20': dayTotals('2026-11-20', { ours: { count: 3, paid: 7500, refunded: 500.5 }, gateway: { checked: 2, paid: 5000 } }),
        '2026-11-21': dayTotals('2026-11-21', { ours: { count: 2, paid: 4300 }, gateway: { checked: 2, paid: 2500, missing: ['VN-GHOST1'] } }),
        '2026-11-22': dayTotals('2026-11-22', { ours: { count: 1, paid: 2500 }, gateway: { unavailable: true } }),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Day totals' }));
    const totals = await section.findByRole('table', { name: 'Day totals from Mon, 16 Nov 2026 to Sun, 22 Nov 2026' });
    expect(callsTo(API.payments.dailyTotals).map((c) => c.query)).toEqual([{ from: '2026-11-16', to: '2026-11-22' }]);
    expect(within(totals).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Payments', 'Paid', 'Refunded', 'PayHere check']);
    expect(within(totals).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Mon, 16 Nov 2026',
      'Tue, 17 Nov 2026',
      'Wed, 18 Nov 2026',
      'Thu, 19 Nov 2026',
      'Fri, 20 Nov 2026',
      'Sat, 21 Nov 2026',
      'Sun, 22 Nov 2026',
    ]);
    const day = (name: string) => within(within(totals).getByRole('rowheader', { name }).closest('tr')!);
    expect(day('Fri, 20 Nov 2026').getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Payments: 3',
      'Paid: LKR 7,500.00',
      'Refunded: LKR 500.50',
      'PayHere check: ✓ 2 payments found at PayHere',
    ]);
    expect(day('Sat, 21 Nov 2026').getByText('Not at PayHere: VN-GHOST1')).toBeInTheDocument();
    expect(day('Sun, 22 Nov 2026').getByText('Not checked')).toBeInTheDocument();
    expect(day('Mon, 16 Nov 2026').getByText('Nothing to check')).toBeInTheDocument();
  });

  it('day totals cover at most 31 days: a longer range says so and asks nothing', async () => {
    const { user } = open({ payments: [payment('p1')] });
    await table();
    const from = screen.getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '2026-10-01');
    expect(await screen.findByText('Day totals cover at most 31 days: choose a shorter range.')).toBeInTheDocument();
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ from: '2026-10-01' }));
    expect(callsTo(API.payments.dailyTotals).map((c) => c.query.from)).not.toContain('2026-10-01');
  });

  it('pages by cursor: Older payments, then Newer payments', async () => {
    // Cursors are payment ids (uuids: the contract checks them).
    const many = Array.from({ length: 52 }, (_, i) =>
      payment(`00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, { reference: `VN-P${i + 1}` }),
    );
    const { user } = open({ payments: many });
    await table();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(50);
    const pager = screen.getByRole('navigation', { name: 'Pages of payments' });
    expect(within(pager).getByRole('button', { name: 'Newer payments' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Older payments' }));
    expect(await screen.findByRole('rowheader', { name: 'VN-P52' })).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ from: '2026-11-16', to: '2026-11-22', limit: '50', cursor: many[49]!.id });
    const second = screen.getByRole('navigation', { name: 'Pages of payments' });
    expect(within(second).getByText('Page 2')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Older payments' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Newer payments' }));
    expect(await screen.findByRole('rowheader', { name: 'VN-P1' })).toBeInTheDocument();
  });

  it('says so when the list cannot be had, with Try again', async () => {
    paymentsApi();
    server.use(handlerFor(API.payments.list, errorReply('SERVICE_UNAVAILABLE')));
    renderWithProviders(<PaymentsPanel now={() => NOW} />);
    expect(await screen.findByRole('heading', { name: 'Error fetching payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is the Payments tab of the admin dashboard, reached from the keyboard', async () => {
    adminApi();
    paymentsApi({ payments: [payment('p1')] });
    const user = userEvent.setup();
    renderAdminDashboard();
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    const panel = within(screen.getByRole('tabpanel', { name: 'Payments' }));
    expect(await panel.findByRole('heading', { name: 'Card payments' })).toBeInTheDocument();
    expect(await panel.findByRole('rowheader', { name: 'VN-P1' })).toBeInTheDocument();
  });
});
