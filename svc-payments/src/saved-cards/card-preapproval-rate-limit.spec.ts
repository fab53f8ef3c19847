import { SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { TEST_MERCHANT } from '../testing/payhere-gateway-driver.js';
import { PaymentsHarness, type Account } from '../testing/payments-test-kit.js';

const TOO_MANY = { statusCode: 429, code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests };

describe('POST /payments/saved-cards/preapproval rate limits (issue 10 §2, the save-card policy): per owner and per address, shared by replicas', () => {
  let a: PaymentsHarness;
  let b: PaymentsHarness | undefined;
  // A merchant, so the form is signed; no call leaves VetNow (the form is built here).
  const env = {
    RATE_LIMIT_SCALE: undefined,
    RATE_LIMIT_SAVE_CARD_PER_USER: '3',
    RATE_LIMIT_SAVE_CARD_PER_IP: '6',
    PAYHERE_MERCHANT_ID: TEST_MERCHANT.merchantId,
    PAYHERE_MERCHANT_SECRET: TEST_MERCHANT.merchantSecret,
    PAYHERE_MODE: 'sandbox',
  };
  beforeAll(async () => {
    a = await PaymentsHarness.start(env);
    // A second instance on the same database, trusting the same token keys (another replica).
    b = await PaymentsHarness.start({ ...env, DATABASE_URL: a.t.env['DATABASE_URL'], JWT_PUBLIC_KEY: a.t.keys.publicKeyPem });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const start = (h: PaymentsHarness, who: Account, ip: string) =>
    h.t.app.inject({ method: 'POST', url: '/payments/saved-cards/preapproval', headers: { authorization: who.bearer }, remoteAddress: ip, payload: { phone: '+94771234567' } });

  it('the 4th start of one owner within the window gets 429 + Retry-After + message, whichever replica answers', async () => {
    const owner = await a.account('user');
    expect((await start(a, owner, '203.0.113.1')).statusCode).toBe(200);
    expect((await start(b!, owner, '203.0.113.2')).statusCode).toBe(200);
    expect((await start(a, owner, '203.0.113.3')).statusCode).toBe(200);
    for (const h of [b!, a]) {
      const limited = await start(h, owner, '203.0.113.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect((await start(a, await a.account('user'), '203.0.113.5')).statusCode).toBe(200);
  });

  it('one client address gets 429 after 6 starts across owners', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 6; i++) expect((await start(i % 2 ? a : b!, await a.account('user'), ip)).statusCode).toBe(200);
    const limited = await start(a, await a.account('user'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
