// The local gateway's fault injection on the hosted flow: notify drop / duplicate / delay, and route timeouts / 500s.
import { verifyNotifySignature } from '../payhere-protocol.js';
import { payWithCard, postForm, useHostedFlowGateway, TEST_CREDS as CREDS } from '../../testing/payhere-gateway-driver.js';

const f = useHostedFlowGateway();

describe('notify faults', () => {
  const pay = async (): Promise<{ id: string; res: Response }> => {
    const { id, action } = await f.openCheckout();
    return { id, res: await payWithCard(action, '4916217501611292') };
  };

  it('duplicate: the same signed notify arrives twice', async () => {
    f.gw.faults.notify('duplicate');
    const { id } = await pay();
    const [a, b] = [await f.rx.next(), await f.rx.next()];
    expect(a).toEqual(b);
    expect(verifyNotifySignature(a, CREDS.merchantSecret)).toBe(true);
    expect(a['order_id']).toBe(id);
  });

  it('drop: the browser returns, no notify is sent (recorded as dropped)', async () => {
    f.gw.faults.notify('drop');
    const before = f.rx.received.length;
    const { id, res } = await pay();
    expect(res.status).toBe(303);
    expect(f.rx.received.length).toBe(before);
    expect(f.gw.merchants.notifications().at(-1)).toMatchObject({ orderId: id, outcome: 'dropped' });
    expect(f.gw.merchants.paymentsFor(id)[0]!.statusCode).toBe(2); // the payment itself went through
  });

  it('delay: the browser returns first, the notify follows', async () => {
    f.gw.faults.notify('delay', { ms: 100 });
    const before = f.rx.received.length;
    const { id, res } = await pay();
    expect(res.status).toBe(303);
    expect(f.rx.received.length).toBe(before);
    const delivered = await f.gw.merchants.nextNotify((d) => d.orderId === id);
    expect(delivered.outcome).toBe(200);
    expect((await f.rx.next())['order_id']).toBe(id);
  });
});

describe('route faults on the hosted flow', () => {
  it('http500 for the next N checkouts, then normal', async () => {
    f.gw.faults.next('checkout', 'http500', 2);
    const form = f.checkoutForm();
    expect((await postForm(`${f.gw.origin}/pay/checkout`, form)).status).toBe(500);
    expect((await postForm(`${f.gw.origin}/pay/checkout`, form)).status).toBe(500);
    expect((await postForm(`${f.gw.origin}/pay/checkout`, form)).status).toBe(200);
  });

  it('timeout: the request is never answered (the client gives up)', async () => {
    f.gw.faults.next('preapprove', 'timeout');
    const form = f.checkoutForm();
    await expect(
      postForm(`${f.gw.origin}/pay/preapprove`, form, { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    expect((await postForm(`${f.gw.origin}/pay/preapprove`, form)).status).toBe(200);
  });
});
