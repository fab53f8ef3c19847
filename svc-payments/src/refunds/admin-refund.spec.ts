import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { payments } from '../database/schema.js';
import { DOCS_EXAMPLE_APP, TEST_MERCHANT, useLocalGateway } from '../testing/payhere-gateway-driver.js';
import { bookedPayload, PaymentsHarness } from '../testing/payments-test-kit.js';
import {
  adminRefund,
  bookedCard,
  gatewayRefunds,
  paidCardAppointment,
  paymentOf,
  refundedEvents,
  simulatedPaidAppointment,
  startAdminWithGateway,
} from '../testing/refund-test-kit.js';

describe('the admin refunds a paid card appointment by hand: POST /payments/refunds (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let { h, admin } = {} as Awaited<ReturnType<typeof startAdminWithGateway>>;
  beforeAll(async () => ({ h, admin } = await startAdminWithGateway(fx)));
  afterAll(() => h?.close());

  it('a part, then the rest: each refunded at PayHere once, payment.refunded each time with the total; then nothing is left', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { feeMinor: 250_000 });

    const part = await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 1000.5, reason: 'Goodwill: the vet was late' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toEqual({ state: 'refunded', totalRefunded: 1000.5, message: M.refundMade });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([100050]);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ status: 'completed', refundState: 'refunded', refundedAmountMinor: 100_050 });

    const rest = await adminRefund(h, admin, { appointmentId: b.appointmentId, reason: 'The owner was not seen' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({ state: 'refunded', totalRefunded: 2500, message: M.refundMade });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([100050, 149950]);
    expect(fx.gw.merchants.payment(payment.providerPaymentId!)!.refundedMinor).toBe(250000);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([
      { appointmentId: b.appointmentId, paymentId: payment.id, amountMinor: 100_050, totalRefundedMinor: 100_050, currency: 'LKR', reason: 'Goodwill: the vet was late' },
      { appointmentId: b.appointmentId, paymentId: payment.id, amountMinor: 149_950, totalRefundedMinor: 250_000, currency: 'LKR', reason: 'The owner was not seen' },
    ]);

    const more = await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ code: 'PAYMENT_REFUND_TOO_LARGE' });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toHaveLength(2);
  });

  it('more than is left → 400 PAYMENT_REFUND_TOO_LARGE, nothing asked of PayHere', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { feeMinor: 250_000 });
    const res = await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 2500.01, reason: 'Too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REFUND_TOO_LARGE', message: 'The refund is larger than what is left to refund' });
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: null, refundedAmountMinor: 0, refundRequestedAmountMinor: null });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);
  });

  it('twice at the same moment → one refund; the other is refused (in progress, or nothing left)', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    const body = { appointmentId: b.appointmentId, reason: 'Clinic closed' };
    const answers = await Promise.all([adminRefund(h, admin, body), adminRefund(h, admin, body)]);

    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok.map((r) => r.json())).toEqual([{ state: 'refunded', totalRefunded: 2500, message: M.refundMade }]);
    expect(refused).toHaveLength(1);
    expect([409, 400]).toContain(refused[0]!.statusCode);
    expect(['PAYMENT_REFUND_IN_PROGRESS', 'PAYMENT_REFUND_TOO_LARGE']).toContain(refused[0]!.json().code);
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('a refund under way → 409 PAYMENT_REFUND_IN_PROGRESS', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'http500');
    const first = await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 500, reason: 'Partly' });
    expect(first.json()).toEqual({ state: 'requested', totalRefunded: 0, message: M.refundRequested });
    const second = await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 500, reason: 'Partly again' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PAYMENT_REFUND_IN_PROGRESS' });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([]);
  });

  it('not paid → 409 PAYMENT_NOT_REFUNDABLE; no card payment (unknown, cash, not an id) → 404 PAYMENT_NOT_FOUND', async () => {
    const owner = await h.account('user');
    const unpaid = await bookedCard(h, owner);
    const notPaid = await adminRefund(h, admin, { appointmentId: unpaid.appointmentId, reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ code: 'PAYMENT_NOT_REFUNDABLE' });
    expect(await paymentOf(h, unpaid.appointmentId)).toMatchObject({ status: 'pending', refundState: null });

    const cash = bookedPayload({ paymentMethod: 'cash', paymentData: undefined });
    await h.deliver('appointment.booked', cash);
    for (const appointmentId of [cash.appointmentId, bookedPayload().appointmentId, 'not-an-id']) {
      const res = await adminRefund(h, admin, { appointmentId, reason: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    }
  });

  it('an owner (even the payer) or a doctor → 403; no reason, or three decimals → 400; nothing refunded', async () => {
    const { owner, b, payment } = await paidCardAppointment(h, fx);
    for (const who of [owner, await h.account('doctor')]) {
      const res = await adminRefund(h, who, { appointmentId: b.appointmentId, reason: 'Please' });
      expect(res.statusCode).toBe(403);
    }
    expect((await h.request('POST', '/payments/refunds', undefined, { appointmentId: b.appointmentId, reason: 'x' })).statusCode).toBe(401);
    const noReason = await adminRefund(h, admin, { appointmentId: b.appointmentId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 10.005, reason: 'x' })).statusCode).toBe(400);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: null, refundedAmountMinor: 0, refundRequestedAmountMinor: null });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([]);
  });
});

describe('POST /payments/refunds without a PayHere merchant', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start({ PAYHERE_MERCHANT_ID: undefined, PAYHERE_MERCHANT_SECRET: undefined, REFUND_POLL_MS: '0' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("a saved card's payment the simulation made before ADR 0053: a part is refunded at once", async () => {
    const owner = await h.account('user');
    const b = await simulatedPaidAppointment(h, owner, { feeMinor: 250_000 });
    const res = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, amount: 700, reason: 'Goodwill' });
    expect(res.json()).toEqual({ state: 'refunded', totalRefunded: 700, message: M.refundMade });
    expect((await refundedEvents(h, b.appointmentId)).map((e) => [e['amountMinor'], e['totalRefundedMinor']])).toEqual([[70_000, 70_000]]);
  });

  it('a PayHere payment (paid while a merchant was set) → 503 PAYMENT_PROVIDER_UNAVAILABLE, nothing requested', async () => {
    const b = bookedPayload();
    await h.t.db.insert(payments).values({
      appointmentId: b.appointmentId,
      userId: b.userId,
      amountMinor: 250_000,
      currency: 'LKR',
      status: 'completed',
      provider: 'payhere',
      orderId: b.reference,
      providerPaymentId: '320027150501',
    });
    const res = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, reason: 'Clinic closed' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: null, refundedAmountMinor: 0, refundRequestedAmountMinor: null });
  });
});
