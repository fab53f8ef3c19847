import type { AdminRefundData } from '@vetnow/contracts/payments';
import type { AdminPayment, PaymentDayTotals, PaymentTotals } from '@vetnow/contracts/payments';
import { addDays } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { handlerFor, server } from '@vetnow/web-kit/testing';

/** A paid card payment on the hosted page (LKR 2,500, Visa •••• 1292), 22 Nov 2026 09:30 in the clinic; `o` changes it. */
export function payment(id: string, o: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id,
    appointmentId: `a-${id}`,
    reference: `VN-${id.toUpperCase()}`,
    amount: 2500,
    currency: 'LKR',
    status: 'completed',
    method: 'checkout',
    cardType: 'visa',
    lastFour: '1292',
    refundState: null,
    refundedAmount: 0,
    refundError: null,
    // 09:30 in Battaramulla (UTC+05:30)
    createdAt: '2026-11-22T04:00:00.000Z',
    settledAt: '2026-11-22T04:01:00.000Z',
    failureReason: null,
    ...o,
  };
}

/** One day of the totals: nothing, unless `o` says otherwise. */
export function dayTotals(date: string, o: { ours?: Partial<PaymentDayTotals['ours']>; gateway?: Partial<PaymentDayTotals['gateway']> } = {}): PaymentDayTotals {
  return {
    date,
    ours: { count: 0, paid: 0, refunded: 0, ...o.ours },
    gateway: { checked: 0, paid: 0, missing: [], unavailable: false, ...o.gateway },
  };
}

export interface PaymentsWorld {
  payments: AdminPayment[];
  /** Days by date; a day not listed answers nothing. */
  days: Record<string, PaymentDayTotals>;
  csv: string;
}

/**
 * svc-payments for the admin's Payments tab, from the contracts: GET /payments pages `payments` by the query's
 * status, method and limit (cursor: the id after which the page starts), GET /payments/daily-totals answers each day
 * of the range from `days`, GET /payments/export.csv answers `csv`, and POST /payments/refunds refunds (the row's
 * refunded amount grows).
 */
export function paymentsApi(initial: Partial<PaymentsWorld> = {}): PaymentsWorld {
  const world: PaymentsWorld = { payments: initial.payments ?? [], days: initial.days ?? {}, csv: initial.csv ?? 'payment_id,reference\r\n' };
  server.use(
    handlerFor(API.payments.list, ({ query }) => {
      const selected = world.payments.filter(
        (p) =>
          (!query['status'] ||
            (query['status'] === 'refunded'
              ? p.refundState === 'refunded'
              : query['status'] === 'refund_failed'
                ? p.refundState === 'failed'
                : p.status === query['status'])) &&
          (!query['method'] || p.method === query['method']),
      );
      const start = query['cursor'] ? selected.findIndex((p) => p.id === query['cursor']) + 1 : 0;
      const limit = Number(query['limit'] ?? 50);
      const page = selected.slice(start, start + limit);
      return { payments: page, nextCursor: start + limit < selected.length ? page[page.length - 1]!.id : null };
    }),
    handlerFor(API.payments.dailyTotals, ({ query }): PaymentTotals => {
      const days: PaymentDayTotals[] = [];
      for (let d = query['from']!; d <= query['to']!; d = addDays(d, 1)) days.push(world.days[d] ?? dayTotals(d));
      return { from: query['from']!, to: query['to']!, days };
    }),
    handlerFor(API.payments.exportCsv, () => world.csv),
    handlerFor(API.payments.refund, ({ body }) => {
      const { appointmentId, amount } = body as AdminRefundData;
      const index = world.payments.findIndex((p) => p.appointmentId === appointmentId);
      const p = world.payments[index]!;
      const total = p.refundedAmount + (amount ?? p.amount - p.refundedAmount);
      world.payments[index] = { ...p, refundState: 'refunded', refundedAmount: total };
      return { state: 'refunded' as const, totalRefunded: total, message: "The refund was made: the money goes back to the owner's card" };
    }),
  );
  return world;
}
