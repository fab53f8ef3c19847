// The local gateway with a ledger file (PAYHERE_LOCAL_STATE_FILE): what it took outlives a restart of `npm start`.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accessToken,
  hostedPayment,
  merchantApi,
  orderIds,
  startNotifyReceiver,
  DOCS_EXAMPLE_APP,
  TEST_MERCHANT,
  type NotifyReceiver,
} from '../../testing/payhere-gateway-driver.js';
import { startLocalGateway } from './index.js';
import type { LocalGateway } from './types.js';

const orderId = orderIds('VN-APT-L');
let dir: string;
let stateFile: string;
let rx: NotifyReceiver;
const open: LocalGateway[] = [];

const start = async (): Promise<LocalGateway> => {
  const gw = await startLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP, stateFile });
  open.push(gw);
  return gw;
};

beforeAll(async () => {
  rx = await startNotifyReceiver();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'payhere-ledger-'));
  stateFile = join(dir, 'payhere', 'ledger.jsonl');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((gw) => gw.close()));
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => rx.close());

describe('the local gateway ledger', () => {
  it('remembers payments, refunds and customer tokens across a restart, and never a card number', async () => {
    const first = await start();
    const paid = await hostedPayment(first, rx, orderId(), '4916217501611292');
    const saved = await hostedPayment(first, rx, orderId(), '5307732125531191', '/pay/preapprove');
    const partial = await merchantApi(first, 'payment/refund', await accessToken(first), {
      payment_id: paid['payment_id'],
      description: 'Goodwill',
      amount: 1000,
    });
    expect(await partial.json()).toMatchObject({ status: 1 });
    await first.close();

    const file = readFileSync(stateFile, 'utf8');
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);
    expect(file).not.toContain('4916217501611292');
    expect(file).not.toContain('5307732125531191');

    const second = await start();
    const token = await accessToken(second);
    // The Retrieval API still finds the payment (partly refunded: still RECEIVED), then REFUNDED once the rest is.
    const search = () => merchantApi(second, `payment/search?order_id=${paid['order_id']}`, token).then((r) => r.json());
    expect(await search()).toMatchObject({ status: 1, data: [{ payment_id: Number(paid['payment_id']), status: 'RECEIVED' }] });
    expect(second.merchants.payment(paid['payment_id']!)!.refundedMinor).toBe(100000);
    // The rest can be refunded once; more cannot.
    const rest = await merchantApi(second, 'payment/refund', token, { payment_id: paid['payment_id'], description: 'Cancelled' });
    expect(await rest.json()).toMatchObject({ status: 1 });
    expect(await search()).toMatchObject({ status: 1, data: [{ status: 'REFUNDED' }] });
    const again = await merchantApi(second, 'payment/refund', token, { payment_id: paid['payment_id'], description: 'Again' });
    expect(await again.json()).toMatchObject({ status: -1, msg: 'Payment already refunded' });
    // The saved card's token still charges; a new payment id never repeats an old one.
    const charge = await merchantApi(second, 'payment/charge', token, {
      type: 'PAYMENT',
      order_id: orderId(),
      items: 'Consultation',
      currency: 'LKR',
      amount: 2500,
      customer_token: saved['customer_token'],
    });
    const charged = (await charge.json()) as { status: number; data: { payment_id: number } };
    expect(charged.status).toBe(1);
    expect(charged.data.payment_id).toBeGreaterThan(Number(saved['payment_id']));
    expect(second.merchants.refunds().map((r) => r.amountMinor)).toEqual([100000, 150000]);
  });

  it('skips a line a crash cut short, and keeps the facts before it', async () => {
    const first = await start();
    const paid = await hostedPayment(first, rx, orderId(), '4916217501611292');
    await first.close();
    appendFileSync(stateFile, '{"fact":"refund","refund":{"refundId":"5600');
    const second = await start();
    expect(second.merchants.payment(paid['payment_id']!)).toMatchObject({ refundedMinor: 0, amountMinor: 250000 });
    expect(second.merchants.refunds()).toEqual([]);
  });
});
