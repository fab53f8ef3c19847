import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, savedCards } from '../database/schema.js';
import { bookedPayload, PaymentsHarness } from '../testing/payments-test-kit.js';

describe('card payments from appointment.booked (PostgreSQL)', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  const paymentsOf = (appointmentId: string) => h.t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));

  it('a card booking without a saved card records one pending payment for the hosted checkout and publishes nothing, even when delivered twice', async () => {
    const booked = bookedPayload({ consultationFeeMinor: 320_000, reference: 'VN-CARD01', paymentData: undefined });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id }); // the same event again (inbox)
    await h.deliver('appointment.booked', booked); // the same booking under a new event id (unique index)

    const rows = await paymentsOf(booked.appointmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: booked.userId,
      amountMinor: 320_000,
      currency: 'LKR',
      status: 'pending',
      provider: 'payhere',
      orderId: 'VN-CARD01',
      cardType: null,
      lastFour: null,
      attempts: 0,
    });
    expect((await h.outbox()).filter((e) => e.payload['appointmentId'] === booked.appointmentId)).toEqual([]);
  });

  it('a booking published before amounts moved to minor units (version 1: the fee in LKR) records the fee in minor units', async () => {
    const { consultationFeeMinor: _fee, ...current } = bookedPayload({ paymentData: undefined });
    await h.deliver('appointment.booked', { ...current, consultationFee: 3200.5 }, { version: 1 });
    expect((await paymentsOf(current.appointmentId))[0]).toMatchObject({ status: 'pending', amountMinor: 320_050 });
  });

  it("a new card's summary (an older client) is not charged: the card is entered on the hosted page", async () => {
    const booked = bookedPayload({ paymentData: { cardType: 'visa', lastFour: '1111' } });
    await h.deliver('appointment.booked', booked);
    expect((await paymentsOf(booked.appointmentId))[0]).toMatchObject({ status: 'pending', provider: 'payhere', lastFour: null });
  });

  it('a cancelled appointment\'s unpaid card payment can no longer be paid; a paid one stays paid', async () => {
    const unpaid = bookedPayload({ paymentData: undefined });
    await h.deliver('appointment.booked', unpaid);
    const cancelled = { appointmentId: unpaid.appointmentId, doctorId: unpaid.doctorId, userId: unpaid.userId, startsAt: unpaid.startsAt, endsAt: unpaid.endsAt };
    await h.deliver('appointment.cancelled', cancelled);
    expect((await paymentsOf(unpaid.appointmentId))[0]).toMatchObject({ status: 'cancelled' });

    // A paid one (here as the hosted checkout left it) is not touched by the cancellation itself.
    const paid = bookedPayload({ paymentData: undefined });
    await h.t.db.insert(payments).values({
      appointmentId: paid.appointmentId,
      userId: paid.userId,
      amountMinor: 250_000,
      currency: 'LKR',
      status: 'completed',
      provider: 'payhere',
      orderId: paid.reference,
      providerPaymentId: '320027150501',
    });
    await h.deliver('appointment.cancelled', { ...cancelled, appointmentId: paid.appointmentId, userId: paid.userId, by: 'owner', startsAt: new Date(Date.now() + 3600_000).toISOString() });
    expect((await paymentsOf(paid.appointmentId))[0]).toMatchObject({ status: 'completed' });
  });

  it('a cash booking records nothing', async () => {
    const booked = bookedPayload({ paymentMethod: 'cash', paymentData: undefined });
    await h.deliver('appointment.booked', booked);
    expect(await paymentsOf(booked.appointmentId)).toHaveLength(0);
    expect((await h.outbox()).filter((e) => e.payload['appointmentId'] === booked.appointmentId)).toEqual([]);
  });

  it("someone else's saved card (or an unknown one) → failed at once \"not found\", payment.failed; nothing to charge", async () => {
    const [theirs] = await h.t.db
      .insert(savedCards)
      .values({ userId: randomUUID(), cardType: 'visa', lastFour: '1111', cardholderName: 'Other Owner', expiryDate: '12/31' })
      .returning();
    for (const savedCardId of [theirs!.id, randomUUID(), 'not-a-uuid']) {
      const booked = bookedPayload({ paymentData: { savedCardId, cardType: 'visa', lastFour: '1111' } });
      await h.deliver('appointment.booked', booked);
      expect((await paymentsOf(booked.appointmentId))[0]).toMatchObject({
        status: 'failed',
        kind: 'charge',
        provider: 'payhere',
        orderId: booked.reference,
        savedCardId: null,
        failureReason: 'The saved card used for this payment was not found',
        chargeNextAt: null,
      });
      const failed = (await h.outbox('payment.failed')).filter((e) => e.payload['appointmentId'] === booked.appointmentId);
      expect(failed.map((e) => e.payload['reason'])).toEqual(['The saved card used for this payment was not found']);
      expect(failed[0]!.payload).toMatchObject({ amountMinor: 250_000, currency: 'LKR' });
      expect(failed[0]!.payload).not.toHaveProperty('amount');
    }
  });

  it('a card saved before PayHere\'s Preapproval (no token) → failed at once, asking the owner to add it again', async () => {
    const owner = randomUUID();
    const [old] = await h.t.db
      .insert(savedCards)
      .values({ userId: owner, cardType: 'visa', lastFour: '0002', cardholderName: 'Kamal Silva', expiryDate: '12/31' })
      .returning();
    const booked = bookedPayload({ userId: owner, paymentData: { savedCardId: old!.id, cardType: 'visa', lastFour: '0002' } });
    await h.deliver('appointment.booked', booked);
    const reason = 'This saved card cannot be charged any more. Please add it again in your profile, or pay at the clinic.';
    expect((await paymentsOf(booked.appointmentId))[0]).toMatchObject({ status: 'failed', kind: 'charge', savedCardId: old!.id, failureReason: reason, chargeAttempts: 0 });
    expect((await h.outbox('payment.failed')).filter((e) => e.payload['appointmentId'] === booked.appointmentId).map((e) => e.payload['reason'])).toEqual([reason]);
    expect((await h.outbox('payment.completed')).some((e) => e.payload['appointmentId'] === booked.appointmentId)).toBe(false);
  });

  it('the relay publishes the payment events', async () => {
    expect((await h.outbox()).length).toBeGreaterThanOrEqual(4);
    await h.allRelayed();
  });
});
