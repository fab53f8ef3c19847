// The local gateway's merchant APIs over real HTTP (2/2): the Refund and Retrieval APIs, faults.
import { orderIds, useMerchantApiGateway } from '../../testing/payhere-gateway-driver.js';

const m = useMerchantApiGateway(orderIds('VN-APT-M'));
const { bearer, api, hostedPayment } = m;

describe('Refund API', () => {
  it('partial then the rest; over-refunding is refused; refunds are recorded', async () => {
    const paid = await hostedPayment('4916217501611292');
    const t = await bearer();
    const partial = await api('payment/refund', t, {
      payment_id: paid['payment_id'],
      description: 'Partial goodwill',
      amount: 1000,
    });
    expect(await partial.json()).toEqual({
      status: 1,
      msg: 'Successfully processed the refund',
      data: expect.any(Number),
    });
    const over = await api('payment/refund', t, {
      payment_id: paid['payment_id'],
      description: 'Too much',
      amount: 1500.01,
    });
    expect(await over.json()).toMatchObject({ status: -1 });
    const rest = await api('payment/refund', t, {
      payment_id: paid['payment_id'],
      description: 'Cancelled 3 days ahead',
    });
    expect(await rest.json()).toMatchObject({ status: 1 });
    expect(
      m.gw.merchants
        .refunds()
        .filter((r) => r.paymentId === paid['payment_id'])
        .map((r) => r.amountMinor),
    ).toEqual([100000, 150000]);
    expect(m.gw.merchants.payment(paid['payment_id']!)!.refundedMinor).toBe(250000);
    expect(
      await (await api('payment/refund', t, { payment_id: paid['payment_id'], description: 'Again' })).json(),
    ).toMatchObject({ status: -1 });
  });

  it('full refund in one call; a declined payment or unknown id cannot be refunded; injected 500', async () => {
    const t = await bearer();
    const paid = await hostedPayment('5307732125531191');
    m.gw.faults.next('refund', 'http500');
    expect(
      (await api('payment/refund', t, { payment_id: paid['payment_id'], description: 'x' })).status,
    ).toBe(500);
    expect(
      await (
        await api('payment/refund', t, { payment_id: paid['payment_id'], description: 'Clinic closed' })
      ).json(),
    ).toMatchObject({ status: 1 });
    const declined = await hostedPayment('4929768900837248');
    expect(
      await (await api('payment/refund', t, { payment_id: declined['payment_id'], description: 'x' })).json(),
    ).toMatchObject({ status: -1 });
    expect(
      await (await api('payment/refund', t, { payment_id: '1', description: 'x' })).json(),
    ).toMatchObject({ status: -1 });
  });
});

describe('Retrieval API', () => {
  it("answers the docs' shape for a paid order, REFUNDED after a full refund; status -1 for none", async () => {
    const paid = await hostedPayment('4916217501611292');
    const t = await bearer();
    const found = (await (await api(`payment/search?order_id=${paid['order_id']!}`, t)).json()) as {
      status: number;
      msg: string;
      data: Record<string, unknown>[];
    };
    expect(found.status).toBe(1);
    expect(found.msg).toBe(`Payments with order_id:${paid['order_id']!}`);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      payment_id: Number(paid['payment_id']),
      order_id: paid['order_id'],
      date: new Date(m.now).toISOString().slice(0, 19).replace('T', ' '),
      status: 'RECEIVED',
      currency: 'LKR',
      amount: 2500,
      customer: { fist_name: 'Saman', last_name: 'Perera', delivery_details: { city: 'Colombo' } },
      amount_detail: { currency: 'LKR', gross: 2500, fee: 72.5, net: 2427.5 },
      payment_method: { method: 'VISA', card_customer_name: 'S Perera', card_no: '************1292' },
    });
    await api('payment/refund', t, { payment_id: paid['payment_id'], description: 'x' });
    const after = (await (await api(`payment/search?order_id=${paid['order_id']!}`, t)).json()) as {
      data: { status: string }[];
    };
    expect(after.data[0]!.status).toBe('REFUNDED');

    const declined = await hostedPayment('4929768900837248');
    expect(await (await api(`payment/search?order_id=${declined['order_id']!}`, t)).json()).toMatchObject({
      status: -1,
      data: null,
    });
    expect(await (await api('payment/search?order_id=never-paid', t)).json()).toMatchObject({
      status: -1,
      data: null,
    });
  });

  it('injected timeout: the client gives up; the next search answers', async () => {
    const t = await bearer();
    m.gw.faults.next('search', 'timeout');
    await expect(
      api('payment/search?order_id=x', t, undefined, { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    expect((await api('payment/search?order_id=x', t)).status).toBe(200);
  });
});
