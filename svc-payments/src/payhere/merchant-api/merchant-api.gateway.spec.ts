// PayHereMerchantApi against the local PayHere-compatible gateway (../local-gateway): OAuth, Charging, Refund and
// Retrieval over real HTTP, with a customer_token obtained through the gateway's hosted Preapproval page.
import {
  openHostedPage,
  payWithCard,
  signedCheckoutForm,
  useLocalGateway,
} from '../../testing/payhere-gateway-driver.js';
import { PayHereMerchantApi } from './merchant-api.client.js';
import type { PayHereMerchantApiOptions } from './merchant-api.types.js';

const CREDS = {
  merchantId: '1211149',
  merchantSecret: 'merchant-secret-for-tests',
  appId: 'app-id-for-tests',
  appSecret: 'app-secret-for-tests',
};
const VISA_OK = '4916217501611292';
// Preapproved (nothing is charged then), declined on every charge.
const MASTER_NO_FUNDS = '5459051433777487';

let now = Date.parse('2026-03-01T10:00:00Z');
let seq = 0;
const logs: Record<string, unknown>[] = [];
const orderId = (): string => `VN-MAPI-${++seq}`;

const f = useLocalGateway({ ...CREDS, clock: () => now, slowCardMs: 50 });

const client = (o: Partial<PayHereMerchantApiOptions> = {}) =>
  new PayHereMerchantApi({
    baseUrl: f.gw.origin,
    appId: CREDS.appId,
    appSecret: CREDS.appSecret,
    timeoutMs: 1000,
    now: () => now,
    sleep: async () => undefined,
    logger: { log: (e) => void logs.push(e), warn: (e) => void logs.push(e) },
    ...o,
  });

/** A customer_token through the hosted Preapproval page and its signed notify. */
async function preapprove(card: string): Promise<string> {
  const form = signedCheckoutForm(f.gw, { orderId: orderId(), notifyUrl: f.rx.url, amountMinor: 0 });
  delete form['amount'];
  const { action } = await openHostedPage(f.gw, form, '/pay/preapprove');
  await payWithCard(action, card);
  const notify = await f.rx.next();
  if (!notify['customer_token'])
    throw new Error(`preapproval gave no customer_token (status ${notify['status_code']})`);
  return notify['customer_token'];
}

const charge = (api: PayHereMerchantApi, customerToken: string, id = orderId(), amountMinor = 250000) =>
  api.charge({ orderId: id, amountMinor, currency: 'LKR', items: `Consultation ${id}`, customerToken });

describe('PayHereMerchantApi × local gateway', () => {
  let okToken: string;
  beforeAll(async () => {
    okToken = await preapprove(VISA_OK);
  });

  it('charges a saved card, retrieves the payment, refunds part then the rest', async () => {
    const api = client();
    const id = orderId();
    const paid = await charge(api, okToken, id);
    expect(paid).toMatchObject({ outcome: 'paid', statusCode: 2 });
    const paymentId = paid.outcome === 'paid' ? paid.paymentId : '';

    const found = await api.retrieve(id);
    expect(found).toMatchObject({
      outcome: 'found',
      payments: [
        {
          paymentId,
          orderId: id,
          status: 'RECEIVED',
          currency: 'LKR',
          amountMinor: 250000,
          method: 'VISA',
          cardNo: '************1292',
        },
      ],
    });

    expect(
      await api.refund({ paymentId, description: 'Partly refunded by the admin', amountMinor: 50000 }),
    ).toMatchObject({ outcome: 'refunded', amountMinor: 50000 });
    expect(await api.refund({ paymentId, description: 'Clinic closed' })).toMatchObject({
      outcome: 'refunded',
    });
    expect(
      f.gw.merchants
        .refunds()
        .filter((r) => r.paymentId === paymentId)
        .map((r) => r.amountMinor),
    ).toEqual([50000, 200000]);
    expect(await api.retrieve(id)).toMatchObject({ outcome: 'found', payments: [{ status: 'REFUNDED' }] });
    expect(await api.refund({ paymentId, description: 'again' })).toMatchObject({
      outcome: 'failed',
      status: -1,
    });
  });

  it('a declined saved card is declined, and nothing is retrievable for the order', async () => {
    const api = client();
    const noFunds = await preapprove(MASTER_NO_FUNDS);
    const id = orderId();
    expect(await charge(api, noFunds, id)).toEqual({
      outcome: 'declined',
      statusCode: -2,
      message: 'Insufficient funds',
    });
    expect(await api.retrieve(id)).toEqual({ outcome: 'not_found' });
  });

  it('an unknown customer token is rejected with the gateway message', async () => {
    expect(await charge(client(), 'not-a-token')).toMatchObject({ outcome: 'error', reason: 'rejected' });
  });

  it('a timeout then success on retry: the same order id, charged once', async () => {
    f.gw.faults.next('charge', 'timeout');
    const id = orderId();
    expect(await charge(client(), okToken, id)).toMatchObject({ outcome: 'paid' });
    expect(f.gw.merchants.paymentsFor(id)).toHaveLength(1);
  });

  it('persistent 500s end in an error after 3 attempts, with nothing charged', async () => {
    f.gw.faults.next('charge', 'http500', 3);
    const id = orderId();
    expect(await charge(client(), okToken, id)).toMatchObject({ outcome: 'error', reason: 'http' });
    expect(f.gw.merchants.paymentsFor(id)).toHaveLength(0);
  });

  it('expired access tokens are renewed once on the 401', async () => {
    const api = client();
    expect(await api.retrieve('VN-NONE')).toEqual({ outcome: 'not_found' });
    f.gw.faults.expireTokens();
    expect(await charge(api, okToken)).toMatchObject({ outcome: 'paid' });
    now += 10 * 60 * 1000; // past expires_in: the cache renews before calling
    expect(await charge(api, okToken)).toMatchObject({ outcome: 'paid' });
  });

  it('wrong app credentials end in an auth error', async () => {
    expect(await client({ appSecret: 'wrong' }).retrieve('VN-1')).toMatchObject({
      outcome: 'error',
      reason: 'auth',
    });
  });

  it('logs nothing secret', () => {
    const text = JSON.stringify(logs);
    for (const secret of [CREDS.appSecret, okToken]) expect(text).not.toContain(secret);
  });
});
