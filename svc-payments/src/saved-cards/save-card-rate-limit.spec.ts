import { SERVER_MESSAGES } from '@vetnow/contracts/messages';
import { PaymentsHarness, visaBody, type Account } from '../testing/payments-test-kit.js';

const TOO_MANY = { statusCode: 429, code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests };

describe('POST /payments/save-card rate limits (issue 10 §2): per owner and per address, shared by replicas', () => {
  let a: PaymentsHarness;
  let b: PaymentsHarness | undefined;
  const limits = { RATE_LIMIT_SCALE: undefined, RATE_LIMIT_SAVE_CARD_PER_USER: '3', RATE_LIMIT_SAVE_CARD_PER_IP: '6' };
  beforeAll(async () => {
    a = await PaymentsHarness.start(limits);
    // A second instance on the same database, trusting the same token keys (another replica).
    b = await PaymentsHarness.start({ ...limits, DATABASE_URL: a.t.env['DATABASE_URL'], JWT_PUBLIC_KEY: a.t.keys.publicKeyPem });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const save = (h: PaymentsHarness, who: Account, ip: string, body: Record<string, unknown> = visaBody()) =>
    h.t.app.inject({ method: 'POST', url: '/payments/save-card', headers: { authorization: who.bearer }, remoteAddress: ip, payload: body });

  it('the 4th save of one owner within the window gets 429 + Retry-After + message, whichever replica answers', async () => {
    const owner = await a.account('user');
    expect((await save(a, owner, '203.0.113.1')).statusCode).toBe(201);
    expect((await save(b!, owner, '203.0.113.2')).statusCode).toBe(200); // same card again
    expect((await save(a, owner, '203.0.113.3', visaBody({ cardholderName: 'Nimal Silva' }))).statusCode).toBeLessThan(300);
    for (const h of [b!, a]) {
      const limited = await save(h, owner, '203.0.113.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect((await save(a, await a.account('user'), '203.0.113.5')).statusCode).toBe(201);
  });

  it('one client address gets 429 after 6 saves across owners', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 6; i++) expect((await save(i % 2 ? a : b!, await a.account('user'), ip)).statusCode).toBe(201);
    const limited = await save(a, await a.account('user'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
