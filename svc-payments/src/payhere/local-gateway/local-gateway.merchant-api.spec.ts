// The local gateway's merchant APIs over real HTTP (1/2): OAuth client credentials, 401s, the Charging API, faults.
// The app credentials are the docs' own example, so the docs' literal Authorization header must be accepted.
import { formatAmount, verifyNotifySignature } from '../payhere-protocol.js';
import {
  DOCS_EXAMPLE_APP,
  MERCHANT_API_CREDS as CREDS,
  orderIds,
  requestAccessToken,
  useMerchantApiGateway,
} from '../../testing/payhere-gateway-driver.js';

// https://support.payhere.lk/api-&-mobile-sdk/refund-api, step 3: the header of the docs' example App ID:App Secret.
const DOCS_BASIC =
  'Basic NE9WeDMzUlZPUGc0RHpkWlV6cTRBOTREMjo4bjRWQ2oyNU1YcDRKTERGeXZzRTloNGE4cWdiUGFaVUk0SkVXSzRGQ3ZvcA==';
const orderId = orderIds('VN-APT-M');
const m = useMerchantApiGateway(orderId);
const { bearer, api, hostedPayment } = m;

const token = (authorization = DOCS_BASIC): Promise<Response> => requestAccessToken(m.gw, authorization);
const charge = (accessToken: string, customerToken: string, extra: Record<string, unknown> = {}) =>
  api('payment/charge', accessToken, {
    type: 'PAYMENT',
    order_id: orderId(),
    items: 'Consultation',
    currency: 'LKR',
    amount: 3450.5,
    customer_token: customerToken,
    ...extra,
  });

describe('OAuth (client credentials)', () => {
  it("accepts the docs' example Authorization header and answers the docs' token shape", async () => {
    const res = await token();
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 599,
      scope: 'SANDBOX',
    });
    expect(
      `Basic ${Buffer.from(`${DOCS_EXAMPLE_APP.appId}:${DOCS_EXAMPLE_APP.appSecret}`).toString('base64')}`,
    ).toBe(DOCS_BASIC);
  });

  it('refuses wrong app credentials (401) and another grant type (400)', async () => {
    expect(
      (await token(`Basic ${Buffer.from(`${DOCS_EXAMPLE_APP.appId}:wrong`).toString('base64')}`)).status,
    ).toBe(401);
    expect((await token('Bearer nothing')).status).toBe(401);
    const res = await fetch(`${m.gw.origin}/merchant/v1/oauth/token`, {
      method: 'POST',
      headers: { authorization: DOCS_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(res.status).toBe(400);
  });

  it('401 in the OAuth2 error shape for a missing, unknown, expired (clock) or force-expired token', async () => {
    expect((await fetch(`${m.gw.origin}/merchant/v1/payment/search?order_id=x`)).status).toBe(401);
    const unknown = await api('payment/search?order_id=x', 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_token' });

    const t = await bearer();
    expect((await api('payment/search?order_id=x', t)).status).toBe(200);
    m.now += 600_000; // the token's 600 s are over
    const expired = await api('payment/search?order_id=x', t);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error_description: string }).error_description).toMatch(/expired/i);

    const fresh = await bearer();
    m.gw.faults.expireTokens();
    expect((await api('payment/search?order_id=x', fresh)).status).toBe(401);
    expect((await api('payment/search?order_id=x', await bearer())).status).toBe(200); // a new token works again
  });
});

describe('Charging API', () => {
  it('charges a preapproved customer_token: status 1, data in the docs shape, md5sig verifiable; notify_url notified', async () => {
    const pre = await hostedPayment('4916217501611292', '/pay/preapprove');
    const res = await charge(await bearer(), pre['customer_token']!, {
      notify_url: m.rx.url,
      custom_1: 'appt-9',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; msg: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ status: 1, msg: 'Automatic payment charged successfully' });
    expect(body.data).toMatchObject({
      items: 'Consultation',
      currency: 'LKR',
      amount: 3450.5,
      custom_1: 'appt-9',
      custom_2: null,
      status_code: 2,
    });
    expect(typeof body.data['payment_id']).toBe('number');
    const signed = {
      merchant_id: CREDS.merchantId,
      order_id: String(body.data['order_id']),
      payhere_amount: formatAmount(345050),
      payhere_currency: 'LKR',
      status_code: '2',
      md5sig: String(body.data['md5sig']),
    };
    expect(verifyNotifySignature(signed, CREDS.merchantSecret)).toBe(true);
    const notify = await m.rx.next();
    expect(notify).toMatchObject({
      order_id: signed.order_id,
      payment_id: String(body.data['payment_id']),
      status_code: '2',
      payhere_amount: '3450.50',
      custom_1: 'appt-9',
    });
    expect(verifyNotifySignature(notify, CREDS.merchantSecret)).toBe(true);
  });

  it('a token whose card has insufficient funds is declined: status -1, status_code -2', async () => {
    const pre = await hostedPayment('5459051433777487', '/pay/preapprove');
    expect(pre['status_code']).toBe('2'); // preapproval itself moves no money
    const body = (await (await charge(await bearer(), pre['customer_token']!)).json()) as {
      status: number;
      data: Record<string, unknown>;
    };
    expect(body.status).toBe(-1);
    expect(body.data).toMatchObject({ status_code: -2, status_message: 'Insufficient funds' });
  });

  it('refuses an unknown token or a bad amount (status -1)', async () => {
    const t = await bearer();
    const unknown = await charge(t, 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ status: -1, data: null });
    const pre = await hostedPayment('4916217501611292', '/pay/preapprove');
    expect((await charge(t, pre['customer_token']!, { amount: 10.005 })).status).toBe(400);
    expect((await charge(t, pre['customer_token']!, { amount: 0 })).status).toBe(400);
  });

  it('injected http500 twice, then the same order charges; an injected timeout is never answered', async () => {
    const pre = await hostedPayment('4916217501611292', '/pay/preapprove');
    const t = await bearer();
    m.gw.faults.next('charge', 'http500', 2);
    const order = { order_id: orderId() };
    expect((await charge(t, pre['customer_token']!, order)).status).toBe(500);
    expect((await charge(t, pre['customer_token']!, order)).status).toBe(500);
    expect((await charge(t, pre['customer_token']!, order)).status).toBe(200);
    m.gw.faults.next('charge', 'timeout');
    const body = {
      type: 'PAYMENT',
      order_id: orderId(),
      items: 'x',
      currency: 'LKR',
      amount: 100,
      customer_token: pre['customer_token'],
    };
    await expect(api('payment/charge', t, body, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    expect((await api('payment/charge', t, body)).status).toBe(200);
  });
});
