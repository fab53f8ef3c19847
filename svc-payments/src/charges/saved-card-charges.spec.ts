import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentEvents, payments, savedCards } from '../database/schema.js';
import { CardTokenCipher } from '../saved-cards/card-token-cipher.js';
import { DOCS_EXAMPLE_APP, merchantApi, accessToken, TEST_MERCHANT, useLocalGateway } from '../testing/payhere-gateway-driver.js';
import type { PaymentsHarness, Account } from '../testing/payments-test-kit.js';
import { adminRefund, gatewayRefunds, refundedEvents, startWithGateway } from '../testing/refund-test-kit.js';
import {
  bookWithSavedCard,
  chargeSettled,
  gatewayCharges,
  GOOD_CARD,
  paymentRow,
  POOR_CARD,
  postNotify,
  runChargeJobNow,
  saveCardOnGateway,
} from '../testing/saved-card-test-kit.js';

const CHARGE_FAILED = 'The card could not be charged. Please try again or pay at the clinic.';

describe('paying with a saved card: PayHere\'s Charging API after the booking commits (PostgreSQL, the local PayHere gateway)', () => {
  const fx = useLocalGateway({ ...TEST_MERCHANT, ...DOCS_EXAMPLE_APP });
  let h: PaymentsHarness;
  let owner: Account;
  let good: Awaited<ReturnType<typeof saveCardOnGateway>>;
  beforeAll(async () => {
    // Short merchant-API timeouts (a held request fails fast), two attempts before a charge fails.
    h = await startWithGateway(fx, { PAYHERE_API_TIMEOUT_MS: '400', CHARGE_MAX_ATTEMPTS: '2' });
    owner = await h.account('user');
    good = await saveCardOnGateway(h, fx, owner, GOOD_CARD.number);
  });
  afterAll(async () => {
    await h?.close();
  });

  const eventsOf = async (type: string, appointmentId: string) => (await h.outbox(type)).filter((e) => e.payload['appointmentId'] === appointmentId).map((e) => e.payload);

  it('a booking with the saved card → pending in the event\'s transaction → charged once (its reference the order id, the fee in minor units) → completed, payment.completed once', async () => {
    const tokensBefore = fx.gw.merchants.accessTokensIssued();
    const b = await bookWithSavedCard(h, owner, good.card, 320_000);
    const paid = await chargeSettled(h, b.appointmentId);
    expect(paid).toMatchObject({
      status: 'completed',
      kind: 'charge',
      provider: 'payhere',
      orderId: b.reference,
      savedCardId: good.card.id,
      cardType: 'visa',
      lastFour: '1292',
      chargeAttempts: 1,
      failureReason: null,
    });
    const charges = gatewayCharges(fx, b.reference);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountMinor: 320000, currency: 'LKR', statusCode: 2, customerToken: good.token, items: `VetNow consultation ${b.reference}` });
    expect(paid.providerPaymentId).toBe(charges[0]!.paymentId);
    expect(await eventsOf('payment.completed', b.appointmentId)).toEqual([{ appointmentId: b.appointmentId, paymentId: paid.id, amountMinor: 320_000, currency: 'LKR' }]);
    expect(await h.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentRowId, paid.id))).toEqual([
      expect.objectContaining({ providerPaymentId: paid.providerPaymentId, statusCode: 2, source: 'charge' }),
    ]);

    // PayHere's notify of the same charge (sent to notify_url) changes nothing more.
    const notify = fx.gw.merchants.notifications().find((d) => d.orderId === b.reference)!;
    expect(notify.body).not.toHaveProperty('customer_token');
    expect((await postNotify(h, notify.body)).statusCode).toBe(200);
    expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);

    // The same booking delivered again records and charges nothing more.
    await h.deliver('appointment.booked', b);
    expect(gatewayCharges(fx, b.reference)).toHaveLength(1);

    // A second charge reuses the OAuth token (cached until it expires).
    const b2 = await bookWithSavedCard(h, owner, good.card);
    expect(await chargeSettled(h, b2.appointmentId)).toMatchObject({ status: 'completed' });
    expect(fx.gw.merchants.accessTokensIssued() - tokensBefore).toBe(1);
    expect(h.t.logs()).not.toContain(good.token);
  });

  it('a declined card → failed with the bank\'s message, payment.failed; never completed', async () => {
    const someone = await h.account('user');
    const poor = await saveCardOnGateway(h, fx, someone, POOR_CARD.number);
    const b = await bookWithSavedCard(h, someone, poor.card);
    expect(await chargeSettled(h, b.appointmentId)).toMatchObject({ status: 'failed', failureReason: 'Insufficient funds', kind: 'charge', chargeNextAt: null });
    expect((await eventsOf('payment.failed', b.appointmentId)).map((e) => e['reason'])).toEqual(['Insufficient funds']);
    expect(await eventsOf('payment.completed', b.appointmentId)).toEqual([]);
    expect(gatewayCharges(fx, b.reference).map((c) => c.statusCode)).toEqual([-2]);

    // The owner may pay on the hosted checkout instead: the payment becomes a checkout.
    const res = await h.request('POST', '/payments/checkout', someone, { appointmentId: b.appointmentId, phone: '+94771234567' });
    expect(res.statusCode).toBe(200);
    expect(await paymentRow(h, b.appointmentId)).toMatchObject({ status: 'pending', kind: 'checkout', attempts: 1 });
  });

  it('PayHere timing out → retried with the same order, asking first (no double charge) → completed; a checkout is refused meanwhile', async () => {
    // Each of the client's three tries of the first attempt times out (the gateway holds the charge, never makes it).
    fx.gw.faults.next('charge', 'timeout', 3);
    const b = await bookWithSavedCard(h, owner, good.card);
    const waiting = await chargeSettled(h, b.appointmentId);
    expect(waiting).toMatchObject({ status: 'pending', chargeAttempts: 1, chargeError: 'PayHere did not answer in time' });
    expect(waiting.chargeNextAt!.getTime()).toBeGreaterThan(Date.now());
    expect(gatewayCharges(fx, b.reference)).toEqual([]);
    const checkout = await h.request('POST', '/payments/checkout', owner, { appointmentId: b.appointmentId, phone: '+94771234567' });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ code: 'PAYMENT_CHARGE_IN_PROGRESS', message: 'Your saved card is being charged. Please wait a moment.' });

    expect(await runChargeJobNow(h, waiting.id)).toBe(1);
    expect(await paymentRow(h, b.appointmentId)).toMatchObject({ status: 'completed', chargeAttempts: 2 });
    expect(gatewayCharges(fx, b.reference)).toHaveLength(1);
    expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);
  });

  it('a charge PayHere made although its answer was lost is found by the Retrieval API on the next attempt, not charged again', async () => {
    fx.gw.faults.next('charge', 'http500', 3);
    const b = await bookWithSavedCard(h, owner, good.card, 280_000);
    const waiting = await chargeSettled(h, b.appointmentId);
    expect(waiting).toMatchObject({ status: 'pending', chargeAttempts: 1 });
    // What PayHere did with the lost answer: the charge went through.
    const made = await merchantApi(fx.gw, 'payment/charge', await accessToken(fx.gw), {
      type: 'PAYMENT',
      order_id: b.reference,
      items: 'lost answer',
      currency: 'LKR',
      amount: 2800, // PayHere's wire: LKR
      customer_token: good.token,
    });
    expect(made.status).toBe(200);
    expect(gatewayCharges(fx, b.reference)).toHaveLength(1);

    await runChargeJobNow(h, waiting.id);
    expect(await paymentRow(h, b.appointmentId)).toMatchObject({ status: 'completed', providerPaymentId: gatewayCharges(fx, b.reference)[0]!.paymentId });
    expect(gatewayCharges(fx, b.reference)).toHaveLength(1);
    expect(await eventsOf('payment.completed', b.appointmentId)).toHaveLength(1);
  });

  it('PayHere failing again and again → failed after CHARGE_MAX_ATTEMPTS with "The card could not be charged…", payment.failed; nothing charged', async () => {
    fx.gw.faults.next('charge', 'http500', 6);
    const b = await bookWithSavedCard(h, owner, good.card);
    const first = await chargeSettled(h, b.appointmentId);
    expect(first).toMatchObject({ status: 'pending', chargeAttempts: 1, chargeError: 'PayHere answered HTTP 500' });
    expect(await eventsOf('payment.failed', b.appointmentId)).toEqual([]);

    await runChargeJobNow(h, first.id);
    const failed = await paymentRow(h, b.appointmentId);
    expect(failed).toMatchObject({ status: 'failed', chargeAttempts: 2, failureReason: CHARGE_FAILED, chargeNextAt: null });
    expect(failed.chargeError).toContain('PayHere could not be reached (2 attempts)');
    expect((await eventsOf('payment.failed', b.appointmentId)).map((e) => e['reason'])).toEqual([CHARGE_FAILED]);
    expect(gatewayCharges(fx, b.reference)).toEqual([]);
    expect(await runChargeJobNow(h, first.id)).toBe(0); // failed: never tried again
  });

  it("another owner's saved card id → failed \"not found\", nothing charged; a card deleted before its charge → the same", async () => {
    const thief = await h.account('user');
    const stolen = await bookWithSavedCard(h, thief, good.card);
    expect(await paymentRow(h, stolen.appointmentId)).toMatchObject({ status: 'failed', failureReason: 'The saved card used for this payment was not found' });
    expect(gatewayCharges(fx, stolen.reference)).toEqual([]);

    const someone = await h.account('user');
    const card = await saveCardOnGateway(h, fx, someone);
    fx.gw.faults.next('charge', 'timeout', 3);
    const b = await bookWithSavedCard(h, someone, card.card);
    const waiting = await chargeSettled(h, b.appointmentId);
    expect((await h.request('DELETE', `/payments/saved-cards/${card.card.id}`, someone)).statusCode).toBe(200);
    expect(await h.t.db.select().from(savedCards).where(eq(savedCards.id, card.card.id))).toEqual([]);
    await runChargeJobNow(h, waiting.id);
    expect(await paymentRow(h, b.appointmentId)).toMatchObject({ status: 'failed', failureReason: 'The saved card used for this payment was not found' });
    expect(gatewayCharges(fx, b.reference)).toEqual([]);
    expect((await eventsOf('payment.failed', b.appointmentId)).map((e) => e['reason'])).toEqual(['The saved card used for this payment was not found']);
  });

  it('a token sealed under another key (CARD_TOKEN_KEY changed) → failed, asking the owner to add the card again; nothing charged', async () => {
    const someone = await h.account('user');
    const card = await saveCardOnGateway(h, fx, someone);
    const otherKey = new CardTokenCipher(randomBytes(32), 'env');
    await h.t.db
      .update(savedCards)
      .set({ tokenCiphertext: otherKey.seal(card.token, someone.sub), tokenKeyId: otherKey.keyId })
      .where(eq(savedCards.id, card.card.id));
    const b = await bookWithSavedCard(h, someone, card.card);
    expect(await chargeSettled(h, b.appointmentId)).toMatchObject({
      status: 'failed',
      failureReason: 'This saved card cannot be charged any more. Please add it again in your profile, or pay at the clinic.',
    });
    expect(gatewayCharges(fx, b.reference)).toEqual([]);
    expect(h.t.logs()).toContain("a saved card's token does not open with the card token key");
  });

  it('a charged payment is refunded through PayHere\'s Refund API (keyed on its PayHere payment id)', async () => {
    const b = await bookWithSavedCard(h, owner, good.card, 250_000);
    const paid = await chargeSettled(h, b.appointmentId);
    expect(paid.status).toBe('completed');
    const res = await adminRefund(h, await h.account('admin'), { appointmentId: b.appointmentId, amount: 1000, reason: 'Goodwill' });
    expect(res.json()).toMatchObject({ state: 'refunded', totalRefunded: 1000 });
    expect(gatewayRefunds(fx, paid.providerPaymentId)).toEqual([100000]);
    expect((await refundedEvents(h, b.appointmentId)).map((e) => [e['amountMinor'], e['totalRefundedMinor']])).toEqual([[100_000, 100_000]]);
    expect((await h.t.db.select().from(payments).where(eq(payments.id, paid.id)))[0]).toMatchObject({ refundState: 'refunded', refundedAmountMinor: 100_000 });
  });

  it('the customer token is in no log line and no column as it is', async () => {
    expect(h.t.logs()).not.toContain(good.token);
    expect(await h.columnsContaining(good.token)).toEqual([]);
  });
});
