// The formulas checked against MD5 computed independently here from the docs' literal formulas
// (https://support.payhere.lk/api-&-mobile-sdk/checkout-api), plus literal values computed once by hand with `node -e`.
// The docs' only worked signature (the Charging API answer's md5sig) omits its merchant id and secret, so it cannot be
// reproduced; the stored pages show no worked checkout hash.
import { createHash } from 'node:crypto';
import {
  checkoutHash,
  formatAmount,
  isPreapprovalOrder,
  normaliseCardExpiry,
  notifySignature,
  PAYHERE_STATUS,
  parseAmountToMinor,
  payhereBaseUrl,
  payhereNotifySchema,
  preapprovalHash,
  verifyNotifySignature,
} from './payhere-protocol.js';
import { signNotify } from '../testing/notify-signing.js';

const md5 = (s: string): string => createHash('md5').update(s).digest('hex');
const MERCHANT_ID = '1211149';
const SECRET = 'vetnow-local-secret-1';

function signedNotify(overrides: Record<string, string> = {}): Record<string, string> {
  const body: Record<string, string> = {
    merchant_id: MERCHANT_ID,
    order_id: 'VN-APT-0001',
    payment_id: '320025071278',
    payhere_amount: '2500.00',
    payhere_currency: 'LKR',
    status_code: '2',
    status_message: 'Successfully completed the payment.',
    method: 'VISA',
    card_holder_name: 'S Perera',
    card_no: '************1292',
    card_expiry: '12/30',
    ...overrides,
  };
  return signNotify(body, SECRET);
}

describe('formatAmount', () => {
  it.each([
    [250000, '2500.00'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [34567, '345.67'],
    [123456789, '1234567.89'], // no thousands separator
  ])('%i minor units → %s', (minor, text) => {
    expect(formatAmount(minor)).toBe(text);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'rejects %p with a RangeError',
    (bad) => {
      expect(() => formatAmount(bad)).toThrow(RangeError);
    },
  );

  it('round-trips through parseAmountToMinor; refuses signs, separators, 3 decimals, exponents', () => {
    for (const minor of [0, 1, 99, 100, 250000, 123456789])
      expect(parseAmountToMinor(formatAmount(minor))).toBe(minor);
    expect(parseAmountToMinor('2500')).toBe(250000);
    expect(parseAmountToMinor('2500.5')).toBe(250050);
    for (const bad of ['-1.00', '2,500.00', '2500.001', '1e3', '', ' . ', 'abc'])
      expect(parseAmountToMinor(bad)).toBeNull();
  });
});

describe('checkoutHash', () => {
  // One order of LKR 2,500.00 every case below starts from.
  const base = {
    merchantId: MERCHANT_ID,
    orderId: 'VN-APT-0001',
    amountMinor: 250000,
    currency: 'LKR',
    merchantSecret: SECRET,
  };

  it('is UPPER(MD5(merchant_id + order_id + amount(2dp) + currency + UPPER(MD5(secret))))', () => {
    const expected = md5(
      MERCHANT_ID + 'VN-APT-0001' + '2500.00' + 'LKR' + md5(SECRET).toUpperCase(),
    ).toUpperCase();
    expect(checkoutHash(base)).toBe(expected);
  });

  it('matches the value computed once by hand (node -e)', () => {
    expect(md5(SECRET).toUpperCase()).toBe('94F5E1839840614DBF801D43E936EAE7');
    expect(checkoutHash(base)).toBe('AF064B21E7BC2D123E7BFB3C64B40A10');
  });

  it('changes with every input', () => {
    const h = checkoutHash(base);
    expect(checkoutHash({ ...base, merchantId: '1211150' })).not.toBe(h);
    expect(checkoutHash({ ...base, orderId: 'VN-APT-0002' })).not.toBe(h);
    expect(checkoutHash({ ...base, amountMinor: 250001 })).not.toBe(h);
    expect(checkoutHash({ ...base, currency: 'USD' })).not.toBe(h);
    expect(checkoutHash({ ...base, merchantSecret: 'other' })).not.toBe(h);
    expect(h).toMatch(/^[0-9A-F]{32}$/);
  });
});

describe('notifySignature / verifyNotifySignature', () => {
  it('is UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(MD5(secret))))', () => {
    const expected = md5(
      MERCHANT_ID + 'VN-APT-0001' + '2500.00' + 'LKR' + '-2' + md5(SECRET).toUpperCase(),
    ).toUpperCase();
    const args = {
      merchantId: MERCHANT_ID,
      orderId: 'VN-APT-0001',
      payhereAmount: '2500.00',
      payhereCurrency: 'LKR',
      merchantSecret: SECRET,
    };
    expect(notifySignature({ ...args, statusCode: -2 })).toBe(expected);
    expect(notifySignature({ ...args, statusCode: '-2' })).toBe(expected);
    expect(expected).toBe('19B089C3B63DAB5EA0242D4571E024D9'); // by hand, node -e
    expect(notifySignature({ ...args, statusCode: PAYHERE_STATUS.SUCCESS })).toBe(
      'A6064E776FF6599B468C65F80D7C130B',
    );
  });

  it('accepts a correctly signed body', () => {
    expect(verifyNotifySignature(signedNotify(), SECRET)).toBe(true);
    expect(verifyNotifySignature(signedNotify({ status_code: '-2' }), SECRET)).toBe(true);
  });

  it.each(['merchant_id', 'order_id', 'payhere_amount', 'payhere_currency', 'status_code'])(
    'rejects a tampered %s',
    (field) => {
      const body = signedNotify();
      body[field] = field === 'status_code' ? '0' : `${body[field]!}9`;
      expect(verifyNotifySignature(body, SECRET)).toBe(false);
    },
  );

  it('rejects a wrong secret, a lower-cased, truncated, padded or missing md5sig, missing fields and non-objects', () => {
    const body = signedNotify();
    expect(verifyNotifySignature(body, 'other-secret')).toBe(false);
    expect(verifyNotifySignature({ ...body, md5sig: body['md5sig']!.toLowerCase() }, SECRET)).toBe(false);
    expect(verifyNotifySignature({ ...body, md5sig: body['md5sig']!.slice(0, 31) }, SECRET)).toBe(false);
    expect(verifyNotifySignature({ ...body, md5sig: `${body['md5sig']!}0` }, SECRET)).toBe(false);
    expect(verifyNotifySignature({ ...body, md5sig: '' }, SECRET)).toBe(false);
    const { payhere_amount: _dropped, ...noAmount } = body;
    expect(verifyNotifySignature(noAmount, SECRET)).toBe(false);
    expect(verifyNotifySignature({ ...body, status_code: 2 as unknown as string }, SECRET)).toBe(false);
    expect(verifyNotifySignature(null, SECRET)).toBe(false);
    expect(verifyNotifySignature(undefined, SECRET)).toBe(false);
  });

  it('does not let extra (unsigned) fields matter — they are not part of md5sig', () => {
    expect(
      verifyNotifySignature(
        signedNotify({ status_message: 'anything', card_no: '************0000' }),
        SECRET,
      ),
    ).toBe(true);
  });
});

describe('payhereNotifySchema', () => {
  it('parses a form-encoded notify (strings), keeping the preapproval fields', () => {
    const body = Object.fromEntries(
      new URLSearchParams(
        new URLSearchParams(signedNotify({ customer_token: '59AFEE022CC69CA39D325E1B59130862' })).toString(),
      ),
    );
    const parsed = payhereNotifySchema.parse({ ...body, unexpected: 'x' });
    expect(parsed).toMatchObject({
      status_code: '2',
      payhere_amount: '2500.00',
      customer_token: '59AFEE022CC69CA39D325E1B59130862',
    });
    expect(parsed).not.toHaveProperty('unexpected');
  });

  it.each([
    ['status_code', '3'],
    ['payhere_amount', '2500'],
    ['payhere_currency', 'lkr'],
    ['payment_id', 'abc'],
    ['md5sig', 'not-a-hash'],
  ])('refuses %s = %p', (field, value) => {
    expect(payhereNotifySchema.safeParse({ ...signedNotify(), [field]: value }).success).toBe(false);
  });
});

describe('payhereBaseUrl', () => {
  it('answers the documented hosts', () => {
    expect(payhereBaseUrl('sandbox')).toBe('https://sandbox.payhere.lk');
    expect(payhereBaseUrl('live')).toBe('https://www.payhere.lk');
  });
});

describe('preapproval (ADR 0053)', () => {
  it('signs the form without an amount: the checkout formula with "0.00", as PHP\'s number_format gives an absent amount', () => {
    const upper = (t: string) => md5(t).toUpperCase();
    const expected = upper(`${MERCHANT_ID}CARD-0A1B2C3D0.00LKR${upper(SECRET)}`);
    expect(preapprovalHash({ merchantId: MERCHANT_ID, orderId: 'CARD-0A1B2C3D', currency: 'LKR', merchantSecret: SECRET })).toBe(expected);
    expect(preapprovalHash({ merchantId: MERCHANT_ID, orderId: 'CARD-0A1B2C3D', currency: 'LKR', merchantSecret: SECRET })).not.toBe(
      upper(`${MERCHANT_ID}CARD-0A1B2C3DLKR${upper(SECRET)}`),
    );
  });

  it('tells a preapproval\'s order id from an appointment reference', () => {
    expect(isPreapprovalOrder('CARD-0A1B2C3D')).toBe(true);
    expect(isPreapprovalOrder('VN-7K3Q2X')).toBe(false);
  });

  it.each([
    ['0130', '01/30'],
    ['12/30', '12/30'],
    ['12/2031', '12/31'],
    [' 07 / 29 ', '07/29'],
    ['1330', null],
    ['', null],
    [undefined, null],
  ])('reads the card expiry %p as %p', (text, expected) => {
    expect(normaliseCardExpiry(text)).toBe(expected);
  });
});
