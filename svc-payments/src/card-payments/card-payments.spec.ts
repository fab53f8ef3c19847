import { eq } from 'drizzle-orm';
import { DECLINED_TEST_CARD } from '@vetnow/contracts/card';
import { payments } from '../database/schema.js';
import { bookedPayload, PaymentsHarness, visaBody } from '../testing/payments-test-kit.js';

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
    const booked = bookedPayload({ consultationFee: 3200, reference: 'VN-CARD01', paymentData: undefined });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id }); // the same event again (inbox)
    await h.deliver('appointment.booked', booked); // the same booking under a new event id (unique index)

    const rows = await paymentsOf(booked.appointmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: booked.userId,
      amount: 3200,
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

    const owner = await h.account('user');
    const cardId = (await h.request('POST', '/payments/save-card', owner, visaBody())).json().card.id as string;
    const paid = bookedPayload({ userId: owner.sub, paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '1111' } });
    await h.deliver('appointment.booked', paid);
    await h.deliver('appointment.cancelled', { ...cancelled, appointmentId: paid.appointmentId, userId: owner.sub });
    expect((await paymentsOf(paid.appointmentId))[0]).toMatchObject({ status: 'completed' });
  });

  it('a cash booking records nothing', async () => {
    const booked = bookedPayload({ paymentMethod: 'cash', paymentData: undefined });
    await h.deliver('appointment.booked', booked);
    expect(await paymentsOf(booked.appointmentId)).toHaveLength(0);
    expect((await h.outbox()).filter((e) => e.payload['appointmentId'] === booked.appointmentId)).toEqual([]);
  });

  it("pays with the owner's saved card; someone else's saved card → payment.failed", async () => {
    const owner = await h.account('user');
    const saved = await h.request('POST', '/payments/save-card', owner, visaBody());
    const cardId = saved.json().card.id as string;

    const ok = bookedPayload({ userId: owner.sub, paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '1111' } });
    await h.deliver('appointment.booked', ok);
    expect((await paymentsOf(ok.appointmentId))[0]).toMatchObject({ status: 'completed', savedCardId: cardId, provider: 'simulated', cardType: 'visa', lastFour: '1111' });
    const completed = (await h.outbox('payment.completed')).filter((e) => e.payload['appointmentId'] === ok.appointmentId);
    expect(completed).toHaveLength(1);

    const stolen = bookedPayload({ paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '1111' } });
    await h.deliver('appointment.booked', stolen);
    expect((await paymentsOf(stolen.appointmentId))[0]).toMatchObject({ status: 'failed', failureReason: 'The saved card used for this payment was not found' });
    const failed = (await h.outbox('payment.failed')).filter((e) => e.payload['appointmentId'] === stolen.appointmentId);
    expect(failed.map((e) => e.payload['reason'])).toEqual(['The saved card used for this payment was not found']);
    expect((await h.outbox('payment.completed')).some((e) => e.payload['appointmentId'] === stolen.appointmentId)).toBe(false);
  });

  it('the declined test card (a saved one ending 0002) → payment.failed "Your card was declined", never completed', async () => {
    const owner = await h.account('user');
    const saved = await h.request('POST', '/payments/save-card', owner, visaBody({ cardNumber: DECLINED_TEST_CARD, lastFour: '0002' }));
    expect(saved.statusCode).toBe(201);
    const cardId = saved.json().card.id as string;
    const savedCard = bookedPayload({ userId: owner.sub, paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '0002' } });
    for (const booked of [savedCard]) {
      await h.deliver('appointment.booked', booked);
      expect((await paymentsOf(booked.appointmentId))[0]).toMatchObject({ status: 'failed', failureReason: 'Your card was declined', savedCardId: null });
      const failed = (await h.outbox('payment.failed')).filter((e) => e.payload['appointmentId'] === booked.appointmentId);
      expect(failed.map((e) => e.payload['reason'])).toEqual(['Your card was declined']);
      expect((await h.outbox('payment.completed')).some((e) => e.payload['appointmentId'] === booked.appointmentId)).toBe(false);
    }
  });

  it('the relay publishes the payment events', async () => {
    expect((await h.outbox()).length).toBeGreaterThanOrEqual(3);
    await h.allRelayed();
  });
});
