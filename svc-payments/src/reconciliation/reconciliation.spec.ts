import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '../payhere/local-gateway/index.js';
import { payments } from '../database/schema.js';
import { DOCS_EXAMPLE_APP, openHostedPage, payWithCard, TEST_MERCHANT, useLocalGateway } from '../testing/payhere-gateway-driver.js';
import { bookedPayload, type PaymentsHarness, type Account } from '../testing/payments-test-kit.js';
import { startWithGateway } from '../testing/refund-test-kit.js';
import { ABANDONED_REASON } from './reconcile-payment.service.js';
import { ReconciliationJob } from './reconciliation.job.js';

const SUCCESS = TEST_CARDS.find((c) => c.outcome === 'success')!.number;

describe('nothing lost: a pending card payment is settled from the Retrieval API (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startWithGateway(fx, { RECONCILE_AFTER_MINUTES: '0' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const paymentOf = async (appointmentId: string) => (await h.t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId)))[0]!;
  const eventsOf = async (type: string, appointmentId: string) => (await h.outbox(type)).filter((e) => e.payload['appointmentId'] === appointmentId);
  const refresh = (owner: Account, appointmentId: string) => h.request('POST', '/payments/checkout/refresh', owner, { appointmentId });

  async function checkedOut(owner: Account) {
    const b = bookedPayload({ userId: owner.sub, paymentData: undefined });
    await h.deliver('appointment.booked', b);
    const res = await h.request('POST', '/payments/checkout', owner, { appointmentId: b.appointmentId, phone: '+94771234567' });
    expect(res.statusCode).toBe(200);
    return { b, fields: (res.json() as { fields: Record<string, string> }).fields };
  }

  /** Pays on the hosted page while the gateway drops its notify: the owner is back, and we were told nothing. */
  async function paidWithoutNotify(owner: Account) {
    const { b, fields } = await checkedOut(owner);
    fx.gw.faults.notify('drop');
    const page = await openHostedPage(fx.gw, fields);
    expect((await payWithCard(page.action, SUCCESS)).status).toBe(303);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'pending' });
    return b;
  }

  it('back from the hosted page with no notify: refresh asks PayHere and settles it once; the late notify then changes nothing', async () => {
    const owner = await h.account('user');
    const b = await paidWithoutNotify(owner);
    const dropped = fx.gw.merchants.notifications().at(-1)!.body;

    const res = await refresh(owner, b.appointmentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'completed' });
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'completed', providerPaymentId: dropped['payment_id'], lastFour: SUCCESS.slice(-4) });
    expect((await refresh(owner, b.appointmentId)).json()).toEqual({ status: 'completed' });

    const late = await h.t.app.inject({
      method: 'POST',
      url: '/payments/payhere/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(dropped).toString(),
    });
    expect(late.statusCode).toBe(200);
    expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);
  });

  it("refresh: another owner's payment → 404; a doctor → 403", async () => {
    const owner = await h.account('user');
    const { b } = await checkedOut(owner);
    expect((await refresh(await h.account('user'), b.appointmentId)).json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect((await refresh(await h.account('doctor'), b.appointmentId)).statusCode).toBe(403);
  });

  it('the job settles a paid order whose notify never came, and fails a checkout nobody paid (payment.failed, so the owner can pay again)', async () => {
    const payer = await h.account('user');
    const paid = await paidWithoutNotify(payer);
    const leaver = await h.account('user');
    const { b: left } = await checkedOut(leaver);

    const job = h.t.app.get(ReconciliationJob);
    expect(await job.runOnce()).toBeGreaterThanOrEqual(2);
    expect(await paymentOf(paid.appointmentId)).toMatchObject({ status: 'completed' });
    expect(await eventsOf('payment.completed', paid.appointmentId)).toHaveLength(1);
    expect(await paymentOf(left.appointmentId)).toMatchObject({ status: 'failed', failureReason: ABANDONED_REASON });
    expect((await eventsOf('payment.failed', left.appointmentId)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ reason: ABANDONED_REASON, amountMinor: 250_000, currency: 'LKR' }),
    ]);

    // The owner who left pays again later: a new checkout of the same order.
    const again = await h.request('POST', '/payments/checkout', leaver, { appointmentId: left.appointmentId, phone: '+94771234567' });
    expect(again.statusCode).toBe(200);
    expect(await paymentOf(left.appointmentId)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('PayHere unreachable: the payment stays pending (asked again on the next pass)', async () => {
    const owner = await h.account('user');
    const b = await paidWithoutNotify(owner);
    fx.gw.faults.next('search', 'http500', 10);
    expect((await refresh(owner, b.appointmentId)).json()).toEqual({ status: 'pending' });
    fx.gw.faults.reset();
    expect((await refresh(owner, b.appointmentId)).json()).toEqual({ status: 'completed' });
  });
});
