import { randomUUID } from 'node:crypto';
import { saveCardResponseSchema, savedCardsSchema } from '@vetnow/contracts/card';
import { CARD_MESSAGES } from '@vetnow/contracts/messages';
import { sql } from 'drizzle-orm';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { savedCards } from '../database/schema.js';
import { futureExpiry, PaymentsHarness, visaBody, type Account } from '../testing/payments-test-kit.js';

describe('saved cards (PostgreSQL)', () => {
  let h: PaymentsHarness;
  let owner: Account;
  let other: Account;
  beforeAll(async () => {
    h = await PaymentsHarness.start();
    owner = await h.account('user');
    other = await h.account('user');
  });
  afterAll(async () => {
    await h?.close();
  });

  const cardCount = async () => (await h.t.db.select({ n: sql<number>`count(*)::int` }).from(savedCards))[0]!.n;

  it('saves 4111 1111 1111 1111 as brand, last four, holder and expiry only — the number is nowhere in the database or the logs', async () => {
    const res = await h.request('POST', '/payments/save-card', owner, visaBody());
    expect(res.statusCode).toBe(201);
    const { card } = saveCardResponseSchema.parse(res.json());
    expect(card).toEqual({ id: expect.any(String), cardType: 'visa', lastFour: '1111', cardholderName: 'Kamal Silva', expiryDate: futureExpiry() });
    expect(JSON.stringify(res.json())).not.toContain('4111111111111111');

    const [row] = await h.t.db.select().from(savedCards);
    expect(Object.keys(row!).sort()).toEqual(['cardType', 'cardholderName', 'createdAt', 'expiryDate', 'id', 'lastFour', 'userId']);
    expect(await h.columnsContaining('4111111111111111')).toEqual([]);
    expect(await h.columnsContaining('4111 1111 1111 1111')).toEqual([]);
    // the probe can find what is there
    expect(await h.columnsContaining('Kamal Silva')).toContain('public.saved_cards.cardholder_name');

    expect(h.t.logs()).not.toContain('4111111111111111');
    expect(h.t.logs()).not.toContain('4111 1111 1111 1111');
  });

  it("the request logger redacts cardNumber and cvv (the kit's redaction, on this service's logger)", () => {
    const log = h.t.app.getHttpAdapter().getInstance().log;
    log.info({ body: { cardNumber: '4111 1111 1111 1111', cvv: '123', card: { number: '4111111111111111' } } }, 'redaction probe');
    const line = h.t
      .logs()
      .split('\n')
      .find((l) => l.includes('redaction probe'));
    expect(line).toBeDefined();
    expect(line).toContain('[Redacted]');
    expect(line).not.toContain('4111');
    // As a value: a timestamp may hold the digits by chance ("41.123Z").
    expect(line).not.toContain('"123"');
    expect(JSON.parse(line!).body).toEqual({ cardNumber: '[Redacted]', cvv: '[Redacted]', card: { number: '[Redacted]' } });
  });

  it('saving the same card again returns the existing card (200), not a second one', async () => {
    const res = await h.request('POST', '/payments/save-card', owner, visaBody({ cardNumber: '4111111111111111' }));
    expect(res.statusCode).toBe(200);
    const list = savedCardsSchema.parse((await h.request('GET', '/payments/saved-cards', owner)).json());
    expect(list).toHaveLength(1);
    expect(res.json().card.id).toBe(list[0]!.id);
  });

  describe('refusals: 400 with a clear message, nothing stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a number failing Luhn', visaBody({ cardNumber: '4111 1111 1111 1112', lastFour: '1112' }), 'VALIDATION_FAILED', CARD_MESSAGES.cardNumberInvalid],
      ['a brand that is not the number’s', visaBody({ cardType: 'mastercard' }), 'CARD_DETAILS_MISMATCH', CARD_MESSAGES.cardDetailsMismatch],
      ['a last four that is not the number’s', visaBody({ lastFour: '4242' }), 'CARD_DETAILS_MISMATCH', CARD_MESSAGES.cardDetailsMismatch],
      ['an expired card', visaBody({ expiryDate: '01/20' }), 'VALIDATION_FAILED', CARD_MESSAGES.expired],
      ['a malformed expiry', visaBody({ expiryDate: '13/30' }), 'VALIDATION_FAILED', CARD_MESSAGES.expiryFormat],
      ['a CVV', visaBody({ cvv: '123' }), 'CARD_CVV_REFUSED', 'Never send the CVV: it is not needed to save a card and is never stored'],
      ['a CVC', visaBody({ CVC: '123' }), 'CARD_CVV_REFUSED', 'Never send the CVV: it is not needed to save a card and is never stored'],
      ['no cardholder', visaBody({ cardholderName: ' ' }), 'VALIDATION_FAILED', CARD_MESSAGES.cardholderRequired],
      ['letters in the number', visaBody({ cardNumber: '4111-1111-1111-111a' }), 'VALIDATION_FAILED', CARD_MESSAGES.cardNumberInvalid],
    ];
    it.each(cases)('%s', async (_name, body, code, message) => {
      const before = await cardCount();
      const res = await h.request('POST', '/payments/save-card', other, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code, message });
      expect(await cardCount()).toBe(before);
    });
  });

  it('lists only the caller’s cards; deletes only the caller’s (others’ → 404); owners only', async () => {
    const mastercard = {
      cardNumber: '5555 5555 5555 4444',
      expiryDate: futureExpiry(2),
      cardholderName: 'Other Owner',
      cardType: 'mastercard',
      lastFour: '4444',
    };
    const saved = await h.request('POST', '/payments/save-card', other, mastercard);
    expect(saved.statusCode).toBe(201);
    const otherCardId = saved.json().card.id as string;

    const mine = savedCardsSchema.parse((await h.request('GET', '/payments/saved-cards', owner)).json());
    expect(mine.map((c) => c.lastFour)).toEqual(['1111']);
    const theirs = savedCardsSchema.parse((await h.request('GET', '/payments/saved-cards', other)).json());
    expect(theirs.map((c) => c.id)).toEqual([otherCardId]);

    expect((await h.request('DELETE', `/payments/saved-cards/${otherCardId}`, owner)).json()).toEqual({
      statusCode: 404,
      code: 'CARD_NOT_FOUND',
      message: CARD_MESSAGES.cardNotFound,
    });
    expect((await h.request('DELETE', `/payments/saved-cards/${randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await h.request('DELETE', '/payments/saved-cards/not-a-card', owner)).json()).toEqual({
      statusCode: 400,
      code: 'CARD_INVALID_ID',
      message: 'Invalid card ID',
    });
    expect(savedCardsSchema.parse((await h.request('GET', '/payments/saved-cards', other)).json())).toHaveLength(1);

    const del = await h.request('DELETE', `/payments/saved-cards/${otherCardId}`, other);
    expect(del.json()).toEqual({ success: true, message: M.cardDeleted });
    expect((await h.request('GET', '/payments/saved-cards', other)).json()).toEqual([]);

    const doctor = await h.account('doctor');
    expect((await h.request('GET', '/payments/saved-cards', doctor)).statusCode).toBe(403);
    expect((await h.request('POST', '/payments/save-card', doctor, visaBody())).statusCode).toBe(403);
    expect((await h.request('GET', '/payments/saved-cards')).statusCode).toBe(401);
  });
});
