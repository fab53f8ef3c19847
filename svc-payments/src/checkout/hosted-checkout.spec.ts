import { eq } from 'drizzle-orm';
import { checkoutHash, formatAmount } from '../payhere/payhere-protocol.js';
import { TEST_CARDS } from '../payhere/local-gateway/index.js';
import { paymentEvents, payments } from '../database/schema.js';
import { openHostedPage, payWithCard, TEST_MERCHANT, useLocalGateway, DOCS_EXAMPLE_APP } from '../testing/payhere-gateway-driver.js';
import { bookedPayload, PaymentsHarness, type Account } from '../testing/payments-test-kit.js';
import { signNotify } from '../testing/notify-signing.js';

const SUCCESS = TEST_CARDS.find((c) => c.outcome === 'success' && c.brand === 'VISA')!.number;
const DECLINED = TEST_CARDS.find((c) => c.outcome === 'declined')!.number;
const NOTIFY = '/payments/payhere/notify';

describe('card payment on the hosted checkout: checkout, notify, settle (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start({
      PAYHERE_MERCHANT_ID: TEST_MERCHANT.merchantId,
      PAYHERE_MERCHANT_SECRET: TEST_MERCHANT.merchantSecret,
      PAYHERE_MODE: 'local',
      PAYHERE_BASE_URL: fx.gw.origin,
      // The app is not listening (inject): the gateway's notify goes to the receiver, and the test posts it on.
      PAYHERE_NOTIFY_URL: fx.rx.url,
      PUBLIC_URL: 'https://vetnow.example',
      RATE_LIMIT_SCALE: '1',
      RATE_LIMIT_PAYMENT_NOTIFY_PER_IP: '40',
      CHECKOUT_WAIT_MS: '300',
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const paymentOf = async (appointmentId: string) => (await h.t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId)))[0]!;
  const eventsOf = async (type: string, appointmentId: string) =>
    (await h.outbox(type)).filter((e) => e.payload['appointmentId'] === appointmentId);
  const postNotify = (body: Record<string, string>) =>
    h.t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });

  async function booked(owner: Account, feeMinor = 250_000) {
    const b = bookedPayload({ userId: owner.sub, consultationFeeMinor: feeMinor, paymentData: undefined });
    await h.deliver('appointment.booked', b);
    return b;
  }
  const checkout = (owner: Account, appointmentId: string) =>
    h.request('POST', '/payments/checkout', owner, { appointmentId, phone: '+94771234567', address: '12 Main St', city: 'Battaramulla' });

  /** Checkout → the hosted page → the card (the browser's part); answers the form and where the browser went back to. */
  async function payInBrowser(owner: Account, appointmentId: string, card: string) {
    const res = await checkout(owner, appointmentId);
    expect(res.statusCode).toBe(200);
    const { action, fields } = res.json() as { action: string; fields: Record<string, string> };
    const page = await openHostedPage(fx.gw, fields);
    const back = await payWithCard(page.action, card);
    return { fields, action, back };
  }

  /** payInBrowser, then the signed notify PayHere sent for it (not yet posted to us). */
  async function payOnHostedPage(owner: Account, appointmentId: string, card: string) {
    const paid = await payInBrowser(owner, appointmentId, card);
    return { ...paid, notify: await fx.rx.next() };
  }

  it('a new card on the hosted page → the signed notify → completed, payment.completed once; the same notify again changes nothing', async () => {
    const owner = await h.account('user');
    const b = await booked(owner, 320_000);
    const { fields, action, back, notify } = await payOnHostedPage(owner, b.appointmentId, SUCCESS);

    expect(action).toBe(`${fx.gw.origin}/pay/checkout`);
    expect(fields).toMatchObject({
      merchant_id: TEST_MERCHANT.merchantId,
      order_id: b.reference,
      amount: '3200.00',
      currency: 'LKR',
      first_name: 'Test',
      last_name: 'user',
      email: 'user@vetnow.test',
      phone: '+94771234567',
      notify_url: fx.rx.url,
      return_url: `https://vetnow.example/confirmation?appointment=${b.appointmentId}&checkout=return`,
      cancel_url: `https://vetnow.example/confirmation?appointment=${b.appointmentId}&checkout=cancelled`,
    });
    expect(fields['hash']).toBe(checkoutHash({ ...TEST_MERCHANT, orderId: b.reference, amountMinor: 320000, currency: 'LKR' }));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`appointment=${b.appointmentId}`);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'pending', attempts: 1 });

    const first = await postNotify(notify);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await paymentOf(b.appointmentId)).toMatchObject({
      status: 'completed',
      providerPaymentId: notify['payment_id'],
      cardType: 'visa',
      lastFour: SUCCESS.slice(-4),
    });
    expect(await paymentOf(b.appointmentId)).toMatchObject({ amountMinor: 320_000 });
    expect((await postNotify(notify)).statusCode).toBe(200);
    expect((await eventsOf('payment.completed', b.appointmentId)).map((e) => e.payload)).toEqual([
      { appointmentId: b.appointmentId, paymentId: expect.any(String), amountMinor: 320_000, currency: 'LKR' },
    ]);
    expect(await h.t.db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, notify['payment_id']!))).toHaveLength(1);
    // Paid: no second checkout.
    expect((await checkout(owner, b.appointmentId)).json()).toMatchObject({ code: 'PAYMENT_ALREADY_COMPLETED' });
  });

  it('a declined card → failed and payment.failed; trying again with a good card → completed (a late failure does not undo it)', async () => {
    const owner = await h.account('user');
    const b = await booked(owner);
    const declined = await payOnHostedPage(owner, b.appointmentId, DECLINED);
    expect(declined.notify['status_code']).toBe('-2');
    expect((await postNotify(declined.notify)).statusCode).toBe(200);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'failed' });
    expect(await eventsOf('payment.failed', b.appointmentId)).toHaveLength(1);

    const retry = await payOnHostedPage(owner, b.appointmentId, SUCCESS);
    expect(retry.fields['order_id']).toBe(b.reference);
    expect((await postNotify(retry.notify)).statusCode).toBe(200);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'completed', attempts: 2, failureReason: null });
    expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);

    // The first attempt's failure arriving again, late: nothing changes.
    expect((await postNotify(declined.notify)).statusCode).toBe(200);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'completed' });
    expect(await eventsOf('payment.failed', b.appointmentId)).toHaveLength(1);
  });

  it('a notify that never comes leaves the payment pending (the return URL is not trusted)', async () => {
    const owner = await h.account('user');
    const b = await booked(owner);
    fx.gw.faults.notify('drop');
    const { back } = await payInBrowser(owner, b.appointmentId, SUCCESS);
    expect(back.status).toBe(303);
    expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'pending' });
  });

  describe('attacks on the notify change nothing', () => {
    let owner: Account;
    let b: ReturnType<typeof bookedPayload>;
    let good: Record<string, string>;
    beforeAll(async () => {
      owner = await h.account('user');
      b = await booked(owner);
      fx.gw.faults.notify('drop');
      await payInBrowser(owner, b.appointmentId, SUCCESS);
      good = fx.gw.merchants.notifications().at(-1)!.body;
    });
    const signed = (over: Record<string, string>) => signNotify({ ...good, ...over }, TEST_MERCHANT.merchantSecret);

    it.each([
      ['a wrong signature', () => ({ ...good, md5sig: 'A'.repeat(32) })],
      ['a signature made with another secret', () => signNotify(good, 'guessed')],
      ['a lower amount (signed)', () => signed({ payhere_amount: formatAmount(100) })],
      ['another currency (signed)', () => signed({ payhere_currency: 'USD' })],
      ['another merchant (signed)', () => signed({ merchant_id: '9999999' })],
      ['an unknown order (signed)', () => signed({ order_id: 'VN-NOPE00' })],
    ])('%s → 400 PAYMENT_NOTIFY_REJECTED', async (_name, body) => {
      const res = await postNotify(body());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOTIFY_REJECTED', message: 'The payment notification was rejected' });
      expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'pending' });
      expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(0);
    });

    it('a malformed body → 400 with a message', async () => {
      const res = await postNotify({ order_id: b.reference, status_code: '2' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('the genuine notify still settles it, once', async () => {
      expect((await postNotify(good)).statusCode).toBe(200);
      expect((await postNotify(good)).statusCode).toBe(200);
      expect(await paymentOf(b.appointmentId)).toMatchObject({ status: 'completed' });
      expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);
    });
  });

  it('checkout: another owner\'s appointment → 404; a cancelled one → 409; an unknown id → 404', async () => {
    const owner = await h.account('user');
    const other = await h.account('user');
    const b = await booked(owner);
    expect((await checkout(other, b.appointmentId)).json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect((await checkout(owner, 'not-a-uuid')).statusCode).toBe(404);
    await h.deliver('appointment.cancelled', { appointmentId: b.appointmentId, doctorId: b.doctorId, userId: owner.sub, startsAt: b.startsAt, endsAt: b.endsAt });
    const res = await checkout(owner, b.appointmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE' });
    const doctor = await h.account('doctor');
    expect((await checkout(doctor, b.appointmentId)).statusCode).toBe(403);
  });

  it('the notify route is rate-limited per address: 429 with Retry-After', async () => {
    let res = await postNotify({});
    for (let i = 0; i < 41 && res.statusCode !== 429; i++) res = await postNotify({});
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('without a PayHere merchant', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start({ PAYHERE_MERCHANT_ID: undefined, PAYHERE_MERCHANT_SECRET: undefined });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a checkout answers 503 PAYMENT_PROVIDER_UNAVAILABLE with a message', async () => {
    const owner = await h.account('user');
    const res = await h.request('POST', '/payments/checkout', owner, { appointmentId: bookedPayload().appointmentId, phone: '+94771234567' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: expect.stringContaining('pay at the clinic') });
  });
});
