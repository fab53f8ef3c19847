import { randomUUID } from 'node:crypto';
import { savedCardsSchema } from '@vetnow/contracts/card';
import { CARD_MESSAGES } from '@vetnow/contracts/validation-texts';
import { eq, sql } from 'drizzle-orm';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { cardPreapprovals, savedCards } from '../database/schema.js';
import { checkoutHash, preapprovalHash } from '../payhere/payhere-protocol.js';
import { openHostedPage, postForm, TEST_MERCHANT, useLocalGateway, DOCS_EXAMPLE_APP } from '../testing/payhere-gateway-driver.js';
import { signNotify } from '../testing/notify-signing.js';
import { PaymentsHarness, TEST_CARD_TOKEN_KEY, type Account } from '../testing/payments-test-kit.js';
import { startWithGateway } from '../testing/refund-test-kit.js';
import {
  askPreapproval,
  GOOD_CARD,
  POOR_CARD,
  postNotify,
  preapproveOnGateway,
  REFUSED_CARD,
  saveCardOnGateway,
} from '../testing/saved-card-test-kit.js';
import { CardTokenCipher, parseCardTokenKey } from './card-token-cipher.js';

const PUBLIC_URL = 'https://vetnow.example';

describe('saved cards through PayHere\'s Preapproval API (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  let owner: Account;
  let other: Account;
  /** The harness's key, to show what is stored is the token sealed (and nothing else). */
  const cipher = new CardTokenCipher(parseCardTokenKey(TEST_CARD_TOKEN_KEY, 'test'), 'env');
  beforeAll(async () => {
    h = await startWithGateway(fx, { PUBLIC_URL });
    owner = await h.account('user');
    other = await h.account('user');
  });
  afterAll(async () => {
    await h?.close();
  });

  const rowsOf = (userId: string) => h.t.db.select().from(savedCards).where(eq(savedCards.userId, userId));
  const cardCount = async () => (await h.t.db.select({ n: sql<number>`count(*)::int` }).from(savedCards))[0]!.n;
  const list = async (who: Account) => savedCardsSchema.parse((await h.request('GET', '/payments/saved-cards', who)).json());

  it('answers the signed Preapproval form: /pay/preapprove, our own CARD- order id, no amount, back to the profile\'s Payment Methods tab', async () => {
    const res = await askPreapproval(h, owner, { phone: '+94771234567', address: '12 Main St', city: 'Battaramulla' });
    expect(res.statusCode).toBe(200);
    const { action, fields } = res.json() as { action: string; fields: Record<string, string> };
    expect(action).toBe(`${fx.gw.origin}/pay/preapprove`);
    const orderId = fields['order_id']!;
    expect(orderId).toMatch(/^CARD-[0-9A-F]{8}$/);
    expect(fields).toEqual({
      merchant_id: TEST_MERCHANT.merchantId,
      return_url: `${PUBLIC_URL}/profile?tab=payment-methods&card=added`,
      cancel_url: `${PUBLIC_URL}/profile?tab=payment-methods&card=cancelled`,
      notify_url: fx.rx.url,
      first_name: 'Test',
      last_name: 'user',
      email: 'user@vetnow.test',
      phone: '+94771234567',
      address: '12 Main St',
      city: 'Battaramulla',
      country: 'Sri Lanka',
      order_id: orderId,
      items: 'VetNow saved card',
      currency: 'LKR',
      hash: expect.any(String),
    });
    expect(fields).not.toHaveProperty('amount');
    // The hash signs no amount (as "0.00"): not the checkout hash of any real amount.
    expect(fields['hash']).toBe(preapprovalHash({ ...TEST_MERCHANT, orderId, currency: 'LKR' }));
    expect(fields['hash']).toBe(checkoutHash({ ...TEST_MERCHANT, orderId, amountMinor: 0, currency: 'LKR' }));
    expect(fields['hash']).not.toBe(checkoutHash({ ...TEST_MERCHANT, orderId, amountMinor: 100, currency: 'LKR' }));
    // The gateway (PayHere's checks) takes the form and shows its card page; with another hash it refuses it.
    expect((await openHostedPage(fx.gw, fields, '/pay/preapprove')).html).toContain('<form method="post"');
    const forged = await postForm(`${fx.gw.origin}/pay/preapprove`, { ...fields, hash: checkoutHash({ ...TEST_MERCHANT, orderId, amountMinor: 250000, currency: 'LKR' }) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('invalid hash');
    expect(await h.t.db.select().from(cardPreapprovals).where(eq(cardPreapprovals.orderId, orderId))).toEqual([
      expect.objectContaining({ userId: owner.sub, status: 'pending', savedCardId: null }),
    ]);
  });

  it('the preapproval notify stores the card: brand, last four, expiry and holder for display, the token sealed (AES-256-GCM) — in no column as it is, in no answer, in no log', async () => {
    const { form, notify, back } = await preapproveOnGateway(h, fx, owner, GOOD_CARD.number);
    expect(back).toBe(`${PUBLIC_URL}/profile?tab=payment-methods&card=added&order_id=${form.fields['order_id']}`);
    const token = notify['customer_token']!;
    expect(token).toMatch(/^[0-9A-F]{32}$/);
    expect(await rowsOf(owner.sub)).toEqual([]); // the browser's return saves nothing: the notify does

    const res = await postNotify(h, notify);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const [row] = await rowsOf(owner.sub);
    expect(row).toMatchObject({ provider: 'payhere', cardType: 'visa', lastFour: '1292', expiryDate: '12/30', cardholderName: 'S Perera', tokenKeyId: cipher.keyId });
    expect(row!.tokenCiphertext).toMatch(/^v1:[A-Za-z0-9+/]+={0,2}$/);
    expect(cipher.open(row!.tokenCiphertext!, owner.sub)).toBe(token); // the token is there, sealed
    expect(cipher.open(row!.tokenCiphertext!, other.sub)).toBeNull(); // and bound to its owner
    expect(await h.columnsContaining(token)).toEqual([]);
    expect(await h.columnsContaining(token.toLowerCase())).toEqual([]);
    // The probe finds what is there.
    expect(await h.columnsContaining(row!.tokenCiphertext!.slice(3, 20))).toEqual(['public.saved_cards.token_ciphertext']);
    expect(await h.columnsContaining(GOOD_CARD.number)).toEqual([]);

    const listed = (await h.request('GET', '/payments/saved-cards', owner)).body;
    expect(JSON.parse(listed)).toEqual([{ id: row!.id, cardType: 'visa', lastFour: '1292', cardholderName: 'S Perera', expiryDate: '12/30' }]);
    expect(listed).not.toContain(token);
    expect(listed).not.toContain(row!.tokenCiphertext!);
    expect(h.t.logs()).not.toContain(token);
    expect(h.t.logs()).not.toContain(row!.tokenCiphertext!.slice(3, 20));
    expect(await h.t.db.select().from(cardPreapprovals).where(eq(cardPreapprovals.orderId, form.fields['order_id']!))).toEqual([
      expect.objectContaining({ status: 'saved', savedCardId: row!.id, providerPaymentId: notify['payment_id'] }),
    ]);

    // The same notify again (PayHere retries) changes nothing.
    expect((await postNotify(h, notify)).statusCode).toBe(200);
    expect(await rowsOf(owner.sub)).toEqual([row]);
  });

  it('a notify with a bad signature → 400 PAYMENT_NOTIFY_REJECTED, nothing stored; the genuine one still saves the card', async () => {
    const someone = await h.account('user');
    const { notify } = await preapproveOnGateway(h, fx, someone, GOOD_CARD.number);
    const before = await cardCount();
    for (const forged of [
      { ...notify, md5sig: 'A'.repeat(32) },
      signNotify(notify, 'guessed'),
      { ...notify, status_code: '0' }, // the signed status changed
    ]) {
      const res = await postNotify(h, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_NOTIFY_REJECTED', message: 'The payment notification was rejected' });
    }
    expect(await cardCount()).toBe(before);
    expect(await h.columnsContaining(notify['customer_token']!)).toEqual([]);

    expect((await postNotify(h, notify)).statusCode).toBe(200);
    expect(await rowsOf(someone.sub)).toHaveLength(1);
  });

  it('a signed notify for a CARD- order we never started → 400, nothing stored; a refused card or a cancelled page stores nothing', async () => {
    const someone = await h.account('user');
    const { notify } = await preapproveOnGateway(h, fx, someone, REFUSED_CARD.number);
    expect(notify['status_code']).toBe('-2');
    expect(notify).not.toHaveProperty('customer_token');
    expect((await postNotify(h, notify)).statusCode).toBe(200);
    expect(await rowsOf(someone.sub)).toEqual([]);
    expect(await h.t.db.select().from(cardPreapprovals).where(eq(cardPreapprovals.orderId, notify['order_id']!))).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Limit exceeded', savedCardId: null }),
    ]);

    const unknown = signNotify({ ...notify, order_id: 'CARD-00000000', status_code: '2' }, TEST_MERCHANT.merchantSecret);
    expect((await postNotify(h, { ...unknown, customer_token: 'F'.repeat(32) })).statusCode).toBe(400);
    expect(await h.columnsContaining('F'.repeat(32))).toEqual([]);

    // Cancel on the hosted page: PayHere sends no notify; the owner is back with card=cancelled.
    const res = await askPreapproval(h, someone);
    const page = await openHostedPage(fx.gw, (res.json() as { fields: Record<string, string> }).fields, '/pay/preapprove');
    const cancel = await fetch(page.action.replace(/\/pay\/session\/([^/]+)$/, '/pay/session/$1/cancel'), { redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toContain(`${PUBLIC_URL}/profile?tab=payment-methods&card=cancelled`);
    expect(await rowsOf(someone.sub)).toEqual([]);
  });

  it('the same card saved again replaces its token in the one row, under a new id (the page sees the card it just added); a card saved before PayHere (no token) is listed as needing renewal', async () => {
    const someone = await h.account('user');
    const first = await saveCardOnGateway(h, fx, someone, POOR_CARD.number);
    const again = await saveCardOnGateway(h, fx, someone, POOR_CARD.number);
    expect(again.card.id).not.toBe(first.card.id);
    expect((await list(someone)).map((c) => c.id)).toEqual([again.card.id]);
    expect(again.token).not.toBe(first.token);
    const rows = await rowsOf(someone.sub);
    expect(rows).toHaveLength(1);
    expect(cipher.open(rows[0]!.tokenCiphertext!, someone.sub)).toBe(again.token);

    const [old] = await h.t.db
      .insert(savedCards)
      .values({ userId: someone.sub, cardType: 'mastercard', lastFour: '4444', cardholderName: 'Old Card', expiryDate: '12/31' })
      .returning();
    expect(old).toMatchObject({ provider: 'simulated', tokenCiphertext: null });
    const cards = await list(someone);
    expect(cards.find((c) => c.id === old!.id)).toEqual({ id: old!.id, cardType: 'mastercard', lastFour: '4444', cardholderName: 'Old Card', expiryDate: '12/31', needsRenewal: true });
    expect(cards.find((c) => c.id === again.card.id)).not.toHaveProperty('needsRenewal');
  });

  it('lists only the caller\'s cards; deletes only the caller\'s (others\' → 404) — the row and its sealed token go; owners only', async () => {
    const mine = await saveCardOnGateway(h, fx, other);
    const [row] = await h.t.db.select().from(savedCards).where(eq(savedCards.id, mine.card.id));
    const sealed = row!.tokenCiphertext!;
    expect(await h.columnsContaining(sealed)).toEqual(['public.saved_cards.token_ciphertext']);

    expect((await list(owner)).map((c) => c.id)).not.toContain(mine.card.id);
    expect((await list(other)).map((c) => c.id)).toEqual([mine.card.id]);

    expect((await h.request('DELETE', `/payments/saved-cards/${mine.card.id}`, owner)).json()).toEqual({
      statusCode: 404,
      code: 'CARD_NOT_FOUND',
      message: CARD_MESSAGES.cardNotFound,
    });
    expect((await h.request('DELETE', `/payments/saved-cards/${randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await h.request('DELETE', '/payments/saved-cards/not-a-card', owner)).json()).toMatchObject({ statusCode: 400, code: 'CARD_INVALID_ID' });
    expect(await list(other)).toHaveLength(1);

    const del = await h.request('DELETE', `/payments/saved-cards/${mine.card.id.toUpperCase()}`, other);
    expect(del.json()).toEqual({ success: true, message: M.cardDeleted });
    expect(await list(other)).toEqual([]);
    expect(await h.t.db.select().from(savedCards).where(eq(savedCards.id, mine.card.id))).toEqual([]);
    expect(await h.columnsContaining(sealed)).toEqual([]);
    expect(await h.columnsContaining(mine.token)).toEqual([]);

    const doctor = await h.account('doctor');
    expect((await h.request('GET', '/payments/saved-cards', doctor)).statusCode).toBe(403);
    expect((await askPreapproval(h, doctor)).statusCode).toBe(403);
    expect((await h.request('GET', '/payments/saved-cards')).statusCode).toBe(401);
    expect((await h.request('POST', '/payments/saved-cards/preapproval')).statusCode).toBe(401);
  });

  it('POST /payments/save-card is gone: 404 with a message, whatever the body; the number is stored and logged nowhere', async () => {
    const before = await cardCount();
    for (const body of [{ cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cardholderName: 'Kamal Silva', cardType: 'visa', lastFour: '1111', cvv: '123' }, {}]) {
      const res = await h.request('POST', '/payments/save-card', owner, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    }
    expect(await cardCount()).toBe(before);
    expect(await h.columnsContaining('4111111111111111')).toEqual([]);
    expect(await h.columnsContaining('4111 1111 1111 1111')).toEqual([]);
    expect(h.t.logs()).not.toContain('4111 1111 1111 1111');
  });

  it('the preapproval body is checked: a phone is required, unknown keys (a card number) refused', async () => {
    const noPhone = await askPreapproval(h, owner, {});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const withCard = await askPreapproval(h, owner, { phone: '+94771234567', cardNumber: '4111111111111111' });
    expect(withCard.statusCode).toBe(400);
    expect(h.t.logs()).not.toContain('4111111111111111');
  });
});

describe('saving a card without a PayHere merchant', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start({ PAYHERE_MERCHANT_ID: undefined, PAYHERE_MERCHANT_SECRET: undefined });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE with a message; nothing is started', async () => {
    const res = await askPreapproval(h, await h.account('user'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: expect.stringContaining('pay at the clinic') });
    expect(await h.t.db.select().from(cardPreapprovals)).toEqual([]);
  });
});
