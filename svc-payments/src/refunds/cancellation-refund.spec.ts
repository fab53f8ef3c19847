import { eventually } from '@vetnow/service-kit/testing';
import { CANCELLATION_REFUND_REASONS as R } from '../common/payments-messages.js';
import { DOCS_EXAMPLE_APP, TEST_MERCHANT, useLocalGateway } from '../testing/payhere-gateway-driver.js';
import { PaymentsHarness } from '../testing/payments-test-kit.js';
import {
  bookedCard,
  cancel,
  gatewayRefunds,
  needsRescheduling,
  paidCardAppointment,
  paymentOf,
  refundedEvents,
  refundJob,
  simulatedPaidAppointment,
  startWithGateway,
  type Booked,
} from '../testing/refund-test-kit.js';

describe('a cancelled, paid card appointment is refunded by the policy (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startWithGateway(fx);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('GET /payments/refund-policy answers the default cut-off, 24 hours, without a sign-in', async () => {
    const answer = await h.request('GET', '/payments/refund-policy');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cutoffHours: 24 });
  });

  /** The refund requested in the event's transaction, made right after its commit (no job pass). */
  const refunded = (appointmentId: string) =>
    eventually('the refund made', async () => {
      const p = await paymentOf(h, appointmentId);
      return p.refundState === 'refunded' ? p : undefined;
    });

  /** Nothing requested in the event's transaction (the event is handled once deliver() returns), nothing due later. */
  async function expectNoRefund(b: Booked, providerPaymentId: string | null) {
    expect(await refundJob(h).runOnce()).toBe(0);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ status: 'completed', refundState: null, refundedAmountMinor: 0, refundedAt: null });
    expect(gatewayRefunds(fx, providerPaymentId)).toEqual([]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);
  }

  it('the owner cancels 3 days ahead → refunded in full at PayHere, payment.refunded once; the cancellation again changes nothing', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { hoursAhead: 72, feeMinor: 320_000 });
    await cancel(h, b);

    expect(await refunded(b.appointmentId)).toMatchObject({
      status: 'completed',
      refundState: 'refunded',
      refundedAmountMinor: 320_000,
      refundRequestedAmountMinor: 320_000,
      refundReason: R.inTime(24),
      refundAttempts: 1,
      refundError: null,
      refundNextAt: null,
      providerRefundId: expect.stringMatching(/^\d+$/),
      refundedAt: expect.any(Date),
    });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([320000]);
    expect(fx.gw.merchants.refunds().find((r) => r.paymentId === payment.providerPaymentId)?.refundId).toBe(
      (await paymentOf(h, b.appointmentId)).providerRefundId,
    );
    expect(await refundedEvents(h, b.appointmentId)).toEqual([
      { appointmentId: b.appointmentId, paymentId: payment.id, amountMinor: 320_000, totalRefundedMinor: 320_000, currency: 'LKR', reason: R.inTime(24) },
    ]);

    await cancel(h, b); // delivered again under a new event id
    expect(await refundJob(h).runOnce()).toBe(0);
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([320000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('the owner cancels 2 hours ahead → no refund', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { hoursAhead: 2 });
    await cancel(h, b);
    await expectNoRefund(b, payment.providerPaymentId);
  });

  it('the clinic (an admin) cancels 2 hours ahead → refunded', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { hoursAhead: 2 });
    await cancel(h, b, 'admin');
    expect(await refunded(b.appointmentId)).toMatchObject({ refundedAmountMinor: 250_000, refundReason: R.byClinic });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect((await refundedEvents(h, b.appointmentId)).map((e) => e['reason'])).toEqual([R.byClinic]);
  });

  it('a closure covered it (needs-rescheduling), then the owner cancels 2 hours ahead → refunded', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { hoursAhead: 2 });
    await needsRescheduling(h, b, 'Clinic closed for a public holiday');
    expect((await paymentOf(h, b.appointmentId)).clinicDisruptedAt).toBeInstanceOf(Date);
    await cancel(h, b);
    expect(await refunded(b.appointmentId)).toMatchObject({ refundedAmountMinor: 250_000, refundReason: R.disrupted });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('disrupted, then moved to a new slot (rescheduled): the ordinary cut-off applies again → cancelling 2 hours ahead refunds nothing', async () => {
    const { b, payment } = await paidCardAppointment(h, fx, { hoursAhead: 2 });
    const slot = { appointmentDate: b.appointmentDate, timeSlot: b.timeSlot, startsAt: b.startsAt, endsAt: b.endsAt };
    await needsRescheduling(h, b, 'Doctor on leave');
    await h.deliver('appointment.rescheduled', { ...slot, appointmentId: b.appointmentId, reference: b.reference, doctorId: b.doctorId, userId: b.userId, previous: slot, by: 'owner' });
    expect((await paymentOf(h, b.appointmentId)).clinicDisruptedAt).toBeNull();
    await cancel(h, b);
    await expectNoRefund(b, payment.providerPaymentId);
  });

  it('an unpaid card payment is only cancelled: nothing to refund', async () => {
    const owner = await h.account('user');
    const b = await bookedCard(h, owner, { hoursAhead: 72 });
    await cancel(h, b);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ status: 'cancelled', refundState: null });
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);
  });
});

describe('a saved card payment the simulation made before ADR 0053 is refunded without any provider (no PayHere merchant)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    // A cut-off of 48 h (REFUND_CUTOFF_HOURS): the owner's cancel dialog reads it from GET /payments/refund-policy.
    h = await PaymentsHarness.start({ PAYHERE_MERCHANT_ID: undefined, PAYHERE_MERCHANT_SECRET: undefined, REFUND_POLL_MS: '0', REFUND_CUTOFF_HOURS: '48' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the owner cancels 3 days ahead → refunded at once, payment.refunded', async () => {
    const owner = await h.account('user');
    const b = await simulatedPaidAppointment(h, owner, { hoursAhead: 72 });
    const paid = await paymentOf(h, b.appointmentId);
    expect(paid).toMatchObject({ status: 'completed', provider: 'simulated' });

    await cancel(h, b);
    const done = await eventually('the simulated refund', async () => {
      const p = await paymentOf(h, b.appointmentId);
      return p.refundState === 'refunded' ? p : undefined;
    });
    expect(done).toMatchObject({ status: 'completed', refundedAmountMinor: 250_000, providerRefundId: null, refundError: null });
    expect(await refundedEvents(h, b.appointmentId)).toEqual([
      { appointmentId: b.appointmentId, paymentId: paid.id, amountMinor: 250_000, totalRefundedMinor: 250_000, currency: 'LKR', reason: R.inTime(48) },
    ]);
  });

  it('GET /payments/refund-policy answers the cut-off set (public: the cancel dialog of any owner)', async () => {
    const answer = await h.request('GET', '/payments/refund-policy');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cutoffHours: 48 });
  });
});
