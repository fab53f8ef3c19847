import { formatAmount } from './amount.js';
import { FakePayHere, hang, json, raw, status } from './__fixtures__/fake-payhere.js';
import { PayHereMerchantApi } from './merchant-api.client.js';
import type { ChargeRequest, PayHereMerchantApiOptions } from './merchant-api.types.js';

const APP_ID = '4OVx33RVOPg4DzdZUzq4A94D2';
const APP_SECRET = '8n4VCj25MXp4JLDFyvsE9h4a8qgbPaZUI4JEWK4FCvop';
const CUSTOMER_TOKEN = '59AFEE022CC69CA39D325E1B59130862';
const CHARGE = '/merchant/v1/payment/charge';
const SEARCH = '/merchant/v1/payment/search';

describe('PayHereMerchantApi against a fake PayHere (docs shapes)', () => {
  let fake: FakePayHere;
  let clock: number;
  let logs: Record<string, unknown>[];
  let sleeps: number[];

  beforeEach(async () => {
    fake = await FakePayHere.start(APP_ID, APP_SECRET);
    clock = 1_000_000;
    logs = [];
    sleeps = [];
  });
  afterEach(async () => {
    await fake.close();
  });

  const api = (o: Partial<PayHereMerchantApiOptions> = {}) =>
    new PayHereMerchantApi({
      baseUrl: fake.url,
      appId: APP_ID,
      appSecret: APP_SECRET,
      timeoutMs: 1000, // a hung answer is given up on after this
      now: () => clock,
      sleep: async (ms) => void sleeps.push(ms),
      logger: { log: (e) => void logs.push(e), warn: (e) => void logs.push(e) },
      ...o,
    });
  const order = (id = 'APT-1001', o: Partial<ChargeRequest> = {}): ChargeRequest => ({
    orderId: id,
    amountMinor: 250000,
    currency: 'LKR',
    items: 'Consultation APT-1001',
    customerToken: CUSTOMER_TOKEN,
    ...o,
  });

  it('formats minor units for the wire', () => {
    expect([formatAmount(250000), formatAmount(34567), formatAmount(5), formatAmount(0)]).toEqual([
      '2500.00',
      '345.67',
      '0.05',
      '0.00',
    ]);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('charges: paid, with the documented body, Basic OAuth and a Bearer token', async () => {
    const r = await api().charge(order('APT-1', { customFields: { custom1: 'u-1' } }));
    expect(r).toEqual({ outcome: 'paid', paymentId: '320025021815', statusCode: 2 });
    const [hit] = fake.hits(CHARGE);
    expect(hit?.bearer).toBe(fake.issued[0]);
    expect(hit?.body).toEqual({
      type: 'PAYMENT',
      order_id: 'APT-1',
      items: 'Consultation APT-1001',
      currency: 'LKR',
      amount: 2500,
      customer_token: CUSTOMER_TOKEN,
      custom_1: 'u-1',
    });
  });

  it('sends line items as itemList with major-unit amounts', async () => {
    await api().charge(
      order('APT-2', {
        amountMinor: 34567,
        items: [{ name: 'Consultation', number: 'C1', quantity: 1, unitAmountMinor: 34567 }],
      }),
    );
    expect(fake.hits(CHARGE)[0]?.body).toMatchObject({
      amount: 345.67,
      items: 'Consultation',
      itemList: [{ name: 'Consultation', number: 'C1', quantity: 1, unit_amount: 345.67 }],
    });
  });

  it('charges: declined (status_code -2) and a rejected customer token (status -1)', async () => {
    expect(await api().charge(order('APT-3', { customerToken: 'DECLINE' }))).toEqual({
      outcome: 'declined',
      message: 'Payment declined by the issuer.',
      statusCode: -2,
    });
    expect(await api().charge(order('APT-4', { customerToken: 'BAD' }))).toEqual({
      outcome: 'error',
      reason: 'rejected',
      message: 'Invalid token',
    });
    fake.next.charge.push((res, b) =>
      json(res, 200, {
        status: -1,
        msg: 'Automatic payment failed',
        data: { order_id: b.order_id, payment_id: 9, status_code: -2, status_message: 'Do not honor' },
      }),
    );
    expect(await api().charge(order('APT-4b'))).toEqual({
      outcome: 'declined',
      message: 'Do not honor',
      statusCode: -2,
    });
    expect(fake.hits(CHARGE)).toHaveLength(3); // none is retried
  });

  it('caches the token until expires_in minus the margin, then renews it', async () => {
    const client = api();
    await client.charge(order('A'));
    await client.retrieve('A');
    clock += (599 - 60) * 1000 - 1;
    await client.refund({ paymentId: '320025021815', description: 'x' });
    expect(fake.tokenRequests).toBe(1);
    clock += 1;
    await client.retrieve('A');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.hits(SEARCH).at(-1)?.bearer).toBe(fake.issued[1]);
  });

  it('shares one token request among concurrent callers', async () => {
    const client = api();
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => client.charge(order(id))));
    expect(results.map((r) => r.outcome)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(fake.tokenRequests).toBe(1);
  });

  it('on a 401 renews the token once and repeats the call once', async () => {
    const client = api();
    await client.retrieve('none');
    fake.valid.clear(); // PayHere revoked it before expiry
    expect((await client.charge(order('APT-5'))).outcome).toBe('paid');
    expect(fake.tokenRequests).toBe(2);
    expect(fake.hits(CHARGE).map((h) => h.bearer)).toEqual([fake.issued[0], fake.issued[1]]);

    fake.rejectAllBearer = true;
    expect(await client.charge(order('APT-6'))).toMatchObject({ outcome: 'error', reason: 'auth' });
    expect(fake.tokenRequests).toBe(3); // one refresh, no loop
    expect(fake.hits(CHARGE)).toHaveLength(4);
  });

  it('bad app credentials end in an auth error, not a throw', async () => {
    expect(await api({ appSecret: 'wrong-secret' }).charge(order())).toMatchObject({
      outcome: 'error',
      reason: 'auth',
    });
    expect(fake.hits(CHARGE)).toHaveLength(0);
  });

  it('a timeout, then success on retry, with the same order id (after asking the Retrieval API)', async () => {
    fake.next.charge.push(hang);
    const r = await api().charge(order('APT-7'));
    expect(r).toMatchObject({ outcome: 'paid' });
    expect(fake.hits(CHARGE).map((h) => h.body.order_id)).toEqual(['APT-7', 'APT-7']);
    expect(fake.requests.map((h) => h.path)).toEqual([CHARGE, SEARCH, CHARGE]);
    expect(sleeps).toEqual([250]);
  });

  it('a timed-out charge that went through is settled as paid, not charged twice', async () => {
    fake.next.charge.push((_res, body, f) => void f.record(body)); // charges, then never answers
    const r = await api().charge(order('APT-8'));
    expect(r).toEqual({ outcome: 'paid', paymentId: '320025021815', statusCode: 2 });
    expect(fake.hits(CHARGE)).toHaveLength(1);
  });

  it('persistent 5xx: error after 3 attempts with 250/1000 ms backoff', async () => {
    fake.next.charge.push(status(500), status(502), status(503), status(500));
    const r = await api().charge(order('APT-9'));
    expect(r).toEqual({ outcome: 'error', reason: 'http', message: 'PayHere answered HTTP 503' });
    expect(fake.hits(CHARGE).map((h) => h.body.order_id)).toEqual(['APT-9', 'APT-9', 'APT-9']);
    expect(sleeps).toEqual([250, 1000]);
  });

  it('a network error ends in an error outcome', async () => {
    const url = fake.url;
    await fake.close();
    expect(await api({ baseUrl: url }).retrieve('x')).toMatchObject({ outcome: 'error', reason: 'network' });
    fake = await FakePayHere.start(APP_ID, APP_SECRET);
  });

  it('refunds in full (no amount) and in part ("100.50")', async () => {
    const client = api();
    const paid = await client.charge(order('APT-10'));
    const paymentId = paid.outcome === 'paid' ? paid.paymentId : '';
    expect(
      await client.refund({ paymentId, description: 'Cancelled 3 days ahead', amountMinor: 10050 }),
    ).toEqual({
      outcome: 'refunded',
      paymentId,
      refundId: '560034010257',
      amountMinor: 10050,
      message: 'Successfully processed the refund',
    });
    expect(await client.refund({ paymentId, description: 'Clinic closed' })).toMatchObject({
      outcome: 'refunded',
      refundId: '560034010257',
    });
    const bodies = fake.hits('/merchant/v1/payment/refund').map((h) => h.body);
    expect(bodies).toEqual([
      { payment_id: paymentId, description: 'Cancelled 3 days ahead', amount: '100.50' },
      { payment_id: paymentId, description: 'Clinic closed' },
    ]);
    expect(await client.refund({ paymentId, description: 'again' })).toEqual({
      outcome: 'failed',
      status: -1,
      message: 'Error processing refund',
    });
  });

  it('a refund is sent once, even on a 5xx', async () => {
    fake.next.refund.push(status(500));
    expect(await api().refund({ paymentId: '1', description: 'x' })).toMatchObject({
      outcome: 'error',
      reason: 'http',
    });
    expect(fake.hits('/merchant/v1/payment/refund')).toHaveLength(1);
  });

  it('retrieves the payments of an order, or not_found', async () => {
    const client = api();
    await client.charge(order('APT 11/ü'));
    expect(await client.retrieve('APT 11/ü')).toEqual({
      outcome: 'found',
      payments: [
        {
          paymentId: '320025021815',
          orderId: 'APT 11/ü',
          date: '2026-01-16 16:21:02',
          description: 'Order APT 11/ü',
          status: 'RECEIVED',
          currency: 'LKR',
          amountMinor: 250000,
          method: 'VISA',
          cardNo: '************1234',
          amountDetail: { currency: 'LKR', grossMinor: 250000, feeMinor: 1450, netMinor: 248550 },
        },
      ],
    });
    expect(await client.retrieve('APT-404')).toEqual({ outcome: 'not_found' });
  });

  it('malformed bodies end in { outcome: error }, never a throw', async () => {
    const client = api();
    fake.next.charge.push(raw('<html>oops</html>'));
    expect(await client.charge(order('M1'))).toMatchObject({ outcome: 'error', reason: 'malformed' });
    fake.next.charge.push((res) =>
      json(res, 200, { status: 1, msg: 'ok', data: { order_id: 'M2', status_code: 'two' } }),
    );
    expect(await client.charge(order('M2'))).toMatchObject({ outcome: 'error', reason: 'malformed' });
    fake.next.charge.push((res) =>
      json(res, 200, { status: 1, msg: 'ok', data: { order_id: 'OTHER', payment_id: 1, status_code: 2 } }),
    );
    expect(await client.charge(order('M3'))).toMatchObject({ outcome: 'error', reason: 'malformed' });
    fake.next.refund.push(raw('{"status":"1"}'));
    expect(await client.refund({ paymentId: '1', description: 'x' })).toMatchObject({
      outcome: 'error',
      reason: 'malformed',
    });
    fake.next.search.push((res) =>
      json(res, 200, { status: 1, msg: 'ok', data: [{ payment_id: 1, order_id: 'M4' }] }),
    );
    expect(await client.retrieve('M4')).toMatchObject({ outcome: 'error', reason: 'malformed' });
    const fresh = api();
    fake.next.token.push(raw('{"access_token":""}'));
    expect(await fresh.retrieve('M5')).toMatchObject({ outcome: 'error', reason: 'malformed' });
  });

  it('never logs or returns the app secret, an access token or a customer token', async () => {
    const client = api();
    await client.charge(order('S1'));
    fake.next.charge.push((res, body) =>
      json(res, 200, { status: -1, msg: `Invalid token ${String(body.customer_token)}`, data: null }),
    );
    const echoed = await client.charge(order('S2'));
    expect(echoed).toEqual({ outcome: 'error', reason: 'rejected', message: 'Invalid token [redacted]' });
    fake.next.charge.push(hang);
    await client.charge(order('S3'));
    fake.valid.clear();
    await client.retrieve('S1');
    await client.refund({ paymentId: '320025021815', description: 'x' });
    expect(logs.length).toBeGreaterThan(4);
    const text = JSON.stringify(logs);
    const basic = Buffer.from(`${APP_ID}:${APP_SECRET}`).toString('base64');
    for (const secret of [APP_SECRET, basic, CUSTOMER_TOKEN, ...fake.issued])
      expect(text).not.toContain(secret);
    expect(
      logs.every((e) =>
        Object.keys(e).every((k) =>
          ['msg', 'orderId', 'paymentId', 'outcome', 'reason', 'attempt'].includes(k),
        ),
      ),
    ).toBe(true);
  });
});
