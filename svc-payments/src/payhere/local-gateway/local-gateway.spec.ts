// The local gateway's hosted flows over real HTTP: Checkout and Preapproval forms, the card page, the signed notify,
// the browser redirects. (Faults: local-gateway.faults.spec.ts; merchant APIs: local-gateway.merchant-api.spec.ts.)
import { verifyNotifySignature } from '../payhere-protocol.js';
import {
  openHostedPage,
  payWithCard,
  postForm,
  useHostedFlowGateway,
  TEST_CREDS as CREDS,
  SLOW_CARD_MS as SLOW_MS,
} from '../../testing/payhere-gateway-driver.js';

const f = useHostedFlowGateway();

describe('POST /pay/checkout', () => {
  it('renders the hosted card page: titled, labelled, test cards, merchant/order/amount, no external assets', async () => {
    const { id, html, action } = await f.openCheckout();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Pay LKR 2,500\.00 — VetNow<\/title>/);
    expect(html).toContain(id);
    expect(html).toContain('<meta name="viewport"');
    for (const field of ['card_number', 'card_holder_name', 'card_expiry', 'card_cvv'])
      expect(html).toContain(`<label for="${field}"`);
    for (const card of [
      '4916 2175 0161 1292',
      '5307 7321 2553 1191',
      '4024 0071 9434 9121',
      '5459 0514 3377 7487',
      '4242 4242 4242 4242',
    ]) {
      expect(html).toContain(card);
    }
    expect(html).toMatch(/Cancel and return/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(action.startsWith(`${f.gw.origin}/pay/session/`)).toBe(true);
  });

  it('answers 400 with a plain message on a bad hash, an unknown merchant, a missing field or a bad amount', async () => {
    const good = f.checkoutForm();
    const cases: Record<string, string>[] = [
      { ...good, hash: good['hash']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      { ...good, amount: '2500.01' }, // hash no longer matches
      { ...good, merchant_id: '999' },
      { ...good, notify_url: '' },
      { ...good, amount: '-5.00' },
      { ...good, currency: 'XYZ' },
    ];
    for (const form of cases) {
      const res = await postForm(`${f.gw.origin}/pay/checkout`, form);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    const bad = await postForm(`${f.gw.origin}/pay/checkout`, cases[0]!);
    expect(await bad.text()).toMatch(/invalid hash/i);
  });
});

describe('the card form', () => {
  it.each([
    ['4916217501611292', '2', 'VISA', '************1292'],
    ['5307732125531191', '2', 'MASTER', '************1191'],
    ['4929768900837248', '-2', 'VISA', '************7248'],
    ['5459051433777487', '-2', 'MASTER', '************7487'],
  ])(
    'card %s → notify status_code %s (%s), signed, before the 303 to return_url',
    async (card, status, method, masked) => {
      const { id, action } = await f.openCheckout({ returnUrl: 'http://127.0.0.1:9/r?appt=1', extra: { custom_1: 'c1' } });
      const before = f.rx.received.length;
      const res = await payWithCard(action, card.replace(/(\d{4})/g, '$1 ').trim());
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:9/r');
      expect(location.searchParams.get('order_id')).toBe(id);
      expect(location.searchParams.get('appt')).toBe('1');
      expect(f.rx.received.length).toBe(before + 1); // notified before the browser came back
      const notify = await f.rx.next();
      expect(notify).toMatchObject({
        merchant_id: CREDS.merchantId,
        order_id: id,
        payhere_amount: '2500.00',
        payhere_currency: 'LKR',
        status_code: status,
        method,
        card_no: masked,
        card_expiry: '12/30',
        card_holder_name: 'S Perera',
        custom_1: 'c1',
      });
      expect(notify['payment_id']).toMatch(/^\d{12}$/);
      expect(notify).not.toHaveProperty('customer_token');
      expect(verifyNotifySignature(notify, CREDS.merchantSecret)).toBe(true);
      expect(f.gw.merchants.payment(notify['payment_id']!)).toMatchObject({
        orderId: id,
        amountMinor: 250000,
        statusCode: Number(status),
      });
      if (status === '-2')
        expect(notify['status_message']).toMatch(
          card === '4929768900837248' ? /Do not honor/ : /Insufficient funds/,
        );
    },
  );

  it('the slow card answers no sooner than slowCardMs', async () => {
    const { action } = await f.openCheckout();
    const started = performance.now();
    const res = await payWithCard(action, '4242424242424242');
    expect(res.status).toBe(303);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 1); // timers are ms-granular;
    expect((await f.rx.next())['status_code']).toBe('2');
  });

  it('an unknown card or bad CVV re-renders the page (422) without a payment; the page stays usable', async () => {
    const { id, action } = await f.openCheckout();
    const unknown = await payWithCard(action, '4111111111111111');
    expect(unknown.status).toBe(422);
    const html = await unknown.text();
    expect(html).toMatch(/role="alert"/);
    expect(html).not.toContain('4111111111111111'); // the number is not echoed back
    expect((await payWithCard(action, '4916217501611292', { card_cvv: '12' })).status).toBe(422);
    expect(f.gw.merchants.paymentsFor(id)).toEqual([]);
    expect((await payWithCard(action, '4916217501611292')).status).toBe(303);
    expect((await f.rx.next())['order_id']).toBe(id);
    expect((await payWithCard(action, '4916217501611292')).status).toBe(409); // a session is paid once
  });

  it('Cancel sends the browser to cancel_url with order_id, without a notify or a payment', async () => {
    const { id, action } = await f.openCheckout();
    const deliveries = f.gw.merchants.notifications().length;
    const res = await fetch(`${action}/cancel`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://127.0.0.1:9/payments/cancel?order_id=${id}`);
    expect(f.gw.merchants.notifications().length).toBe(deliveries);
    expect(f.gw.merchants.paymentsFor(id)).toEqual([]);
    expect((await payWithCard(action, '4916217501611292')).status).toBe(409);
  });

  it('never keeps the card number or CVV: only the masked number is recorded and notified', async () => {
    const json = JSON.stringify({ p: f.gw.merchants.payments(), n: f.gw.merchants.notifications() });
    for (const card of ['4916217501611292', '5307732125531191', '4929768900837248', '5459051433777487'])
      expect(json).not.toContain(card);
    expect(json).toContain('************1292');
  });
});

describe('POST /pay/preapprove', () => {
  const preapprovalForm = (): Record<string, string> => {
    const { amount: _amount, ...form } = f.checkoutForm({ amountMinor: 0 });
    return form; // no amount: the hash is computed over "0.00"
  };

  it('a good card → notify with customer_token and the masked card fields', async () => {
    const form = preapprovalForm();
    const id = form['order_id'];
    const { html, action } = await openHostedPage(f.gw, form, '/pay/preapprove');
    expect(html).toMatch(/<title>Save your card — VetNow<\/title>/);
    expect((await payWithCard(action, '5307732125531191', { card_expiry: '08/2031' })).status).toBe(303);
    const notify = await f.rx.next();
    expect(notify).toMatchObject({
      order_id: id,
      status_code: '2',
      method: 'MASTER',
      card_no: '************1191',
      card_expiry: '08/31',
    });
    expect(notify['customer_token']).toMatch(/^[0-9A-F]{32}$/);
    expect(verifyNotifySignature(notify, CREDS.merchantSecret)).toBe(true);
  });

  it('a declined card → status_code -2 and no token', async () => {
    const { action } = await openHostedPage(f.gw, preapprovalForm(), '/pay/preapprove');
    await payWithCard(action, '4929768900837248');
    const notify = await f.rx.next();
    expect(notify['status_code']).toBe('-2');
    expect(notify).not.toHaveProperty('customer_token');
  });
});
