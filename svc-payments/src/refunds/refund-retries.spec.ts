import { eventually } from '@vetnow/service-kit/testing';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { accessToken, DOCS_EXAMPLE_APP, merchantApi, TEST_MERCHANT, useLocalGateway } from '../testing/payhere-gateway-driver.js';
import type { PaymentsHarness } from '../testing/payments-test-kit.js';
import { RefundService } from './refund.service.js';
import {
  adminRefund,
  cancel,
  gatewayRefunds,
  makeRefundDue,
  paidCardAppointment,
  paymentOf,
  refundedEvents,
  refundJob,
  startWithGateway,
} from '../testing/refund-test-kit.js';

const MAX_ATTEMPTS = 3;

describe('a refund PayHere could not make at once is tried again, never twice, and given up visibly (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  beforeAll(async () => {
    // A short merchant-API timeout: the held (timed-out) refund request fails in 1 s, not 10.
    h = await startWithGateway(fx, { REFUND_MAX_ATTEMPTS: String(MAX_ATTEMPTS), PAYHERE_API_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** The attempt made right after the cancellation's commit has been recorded. */
  const attempted = (appointmentId: string, attempts: number) =>
    eventually(`refund attempt ${attempts} recorded`, async () => {
      const p = await paymentOf(h, appointmentId);
      return p.refundAttempts === attempts && (p.refundState !== 'requested' || p.refundError !== null) ? p : undefined;
    });

  /** PayHere processed a refund whose answer never reached us (as its portal would show it). */
  async function refundedAtPayHereOnly(providerPaymentId: string) {
    const res = await merchantApi(fx.gw, 'payment/refund', await accessToken(fx.gw), { payment_id: providerPaymentId, description: 'Cancelled 24 hours or more before the visit' });
    expect(await res.json()).toMatchObject({ status: 1 });
  }

  it('Refund API 500 → still requested, tried again after 30 s; the job then refunds it once, after the fault cleared', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'http500');
    await cancel(h, b);

    const waiting = await attempted(b.appointmentId, 1);
    expect(waiting).toMatchObject({ refundState: 'requested', refundedAmountMinor: 0, refundError: 'PayHere answered HTTP 500' });
    const inMs = waiting.refundNextAt!.getTime() - Date.now();
    expect(inMs).toBeGreaterThan(20_000);
    expect(inMs).toBeLessThanOrEqual(31_000);
    expect(await refundJob(h).runOnce()).toBe(0); // not due yet
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);

    await makeRefundDue(h, payment.id);
    expect(await refundJob(h).runOnce()).toBe(1);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 250_000, refundAttempts: 2, refundError: null, refundNextAt: null });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
    expect(await refundJob(h).runOnce()).toBe(0);
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
  });

  it('Refund API timeout on the admin route → answered `requested`; the job refunds it once later', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'timeout');
    const res = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, amount: 1200, reason: 'Goodwill' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'requested', totalRefunded: 0, message: M.refundRequested });
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'requested', refundAttempts: 1, refundError: expect.stringMatching(/time/i) });

    await makeRefundDue(h, payment.id);
    await refundJob(h).runOnce();
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 120_000 });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([120000]);
    expect((await refundedEvents(h, b.appointmentId)).map((e) => e['amountMinor'])).toEqual([120_000]);
  }, 40_000);

  it('the refund was made at PayHere but its answer was lost: the next try asks (Retrieval API) and does not send it again', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'http500');
    await cancel(h, b);
    await attempted(b.appointmentId, 1);
    await refundedAtPayHereOnly(payment.providerPaymentId!);

    await makeRefundDue(h, payment.id);
    await refundJob(h).runOnce();
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 250_000, refundAttempts: 2, providerRefundId: null });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('a part whose answer was lost while PayHere shows the whole payment refunded: not counted, not sent again → failed for the admin', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    const admin = await h.account('admin');
    fx.gw.faults.next('refund', 'http500');
    expect((await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 1000, reason: 'Partly' })).json()).toMatchObject({ state: 'requested' });
    await refundedAtPayHereOnly(payment.providerPaymentId!); // all of it, outside VetNow

    await makeRefundDue(h, payment.id);
    await refundJob(h).runOnce();
    const after = await paymentOf(h, b.appointmentId);
    expect(after).toMatchObject({ refundState: 'failed', refundedAmountMinor: 0, refundAttempts: 2 });
    expect(after.refundError).toContain('REFUNDED');
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);
  });

  it('the rest after a part, its answer lost: PayHere shows REFUNDED, so it counts (sent once)', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    const admin = await h.account('admin');
    expect((await adminRefund(h, admin, { appointmentId: b.appointmentId, amount: 1000, reason: 'Partly' })).json()).toMatchObject({ state: 'refunded' });
    fx.gw.faults.next('refund', 'http500');
    expect((await adminRefund(h, admin, { appointmentId: b.appointmentId, reason: 'The rest' })).json()).toMatchObject({ state: 'requested', totalRefunded: 1000 });
    await refundedAtPayHereOnly(payment.providerPaymentId!); // the rest, as PayHere made it

    await makeRefundDue(h, payment.id);
    await refundJob(h).runOnce();
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 250_000 });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([100000, 150000]);
    expect((await refundedEvents(h, b.appointmentId)).map((e) => [e['amountMinor'], e['totalRefundedMinor']])).toEqual([[100_000, 100_000], [150_000, 250_000]]);
  });

  it(`PayHere unreachable ${MAX_ATTEMPTS} times → failed, with the error for the admin; the admin asks again once it is back → refunded once`, async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'http500', 10);
    await cancel(h, b);
    await attempted(b.appointmentId, 1);
    for (let n = 2; n <= MAX_ATTEMPTS; n++) {
      expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'requested' });
      await makeRefundDue(h, payment.id);
      await refundJob(h).runOnce();
      expect((await paymentOf(h, b.appointmentId)).refundAttempts).toBe(n);
    }
    const failed = await paymentOf(h, b.appointmentId);
    expect(failed).toMatchObject({ refundState: 'failed', refundedAmountMinor: 0, refundNextAt: null });
    expect(failed.refundError).toBe(`PayHere could not be reached (${MAX_ATTEMPTS} attempts): PayHere answered HTTP 500`);
    expect(await refundJob(h).runOnce()).toBe(0);
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);

    fx.gw.faults.reset();
    const again = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, reason: 'Cancelled in time' });
    expect(again.json()).toEqual({ state: 'refunded', totalRefunded: 2500, message: M.refundMade });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('a requested refund tried by several callers at once (a job pass, another copy, the moment after a commit) is sent once', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    fx.gw.faults.next('refund', 'http500');
    await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, amount: 300, reason: 'Partly' });
    await makeRefundDue(h, payment.id);

    const refunds = h.t.app.get(RefundService);
    await Promise.all([refundJob(h).runOnce(), refunds.execute(payment.id), refunds.execute(payment.id), refunds.execute(payment.id)]);
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 30_000, refundAttempts: 2 });
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([30000]);
    expect(await refundedEvents(h, b.appointmentId)).toHaveLength(1);
  });

  it('PayHere refuses the refund → failed at once (not tried again), the admin sees why', async () => {
    const { b, payment } = await paidCardAppointment(h, fx);
    await refundedAtPayHereOnly(payment.providerPaymentId!); // e.g. refunded in PayHere's portal

    const res = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, reason: 'Clinic closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'failed', totalRefunded: 0, message: M.refundFailed('Payment already refunded') });
    expect(await paymentOf(h, b.appointmentId)).toMatchObject({ refundState: 'failed', refundAttempts: 1, refundError: 'Payment already refunded', refundNextAt: null });
    expect(await refundJob(h).runOnce()).toBe(0);
    expect(gatewayRefunds(fx, payment.providerPaymentId)).toEqual([250000]);
    expect(await refundedEvents(h, b.appointmentId)).toEqual([]);
  });

  // Reads what the tests above logged (a 500, a timeout, a refusal, refunds made and given up).
  it("the logs name refunds by ids and outcomes, never PayHere's secrets or the admin's reason", () => {
    const logs = h.t.logs();
    expect(logs).toContain('"msg":"refund made"');
    expect(logs).toContain('"msg":"refund given up: the provider could not be reached"');
    for (const secret of [DOCS_EXAMPLE_APP.appSecret, TEST_MERCHANT.merchantSecret, Buffer.from(`${DOCS_EXAMPLE_APP.appId}:${DOCS_EXAMPLE_APP.appSecret}`).toString('base64')]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain('Goodwill');
  });
});
