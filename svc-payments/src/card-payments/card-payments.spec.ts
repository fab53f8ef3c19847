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

  it('records one payment and publishes one payment.completed, even when the booking is delivered twice', async () => {
    const booked = bookedPayload({ consultationFee: 3200 });
    const first = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: first.id }); // the same event again (inbox)
    await h.deliver('appointment.booked', booked); // the same booking under a new event id (unique index)

    const rows = await paymentsOf(booked.appointmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: booked.userId,
      amount: 3200,
      currency: 'LKR',
      status: 'completed',
      cardType: 'visa',
      lastFour: '1111',
      savedCardId: null,
    });
    const completed = (await h.outbox('payment.completed')).filter((e) => e.payload['appointmentId'] === booked.appointmentId);
    expect(completed).toEqual([
      {
        type: 'payment.completed',
        payload: { appointmentId: booked.appointmentId, paymentId: rows[0]!.id, amount: 3200, currency: 'LKR' },
      },
    ]);
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
    expect((await paymentsOf(ok.appointmentId))[0]).toMatchObject({ status: 'completed', savedCardId: cardId });

    const stolen = bookedPayload({ paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '1111' } });
    await h.deliver('appointment.booked', stolen);
    expect((await paymentsOf(stolen.appointmentId))[0]).toMatchObject({ status: 'failed', failureReason: 'The saved card used for this payment was not found' });
    const failed = (await h.outbox('payment.failed')).filter((e) => e.payload['appointmentId'] === stolen.appointmentId);
    expect(failed.map((e) => e.payload['reason'])).toEqual(['The saved card used for this payment was not found']);
    expect((await h.outbox('payment.completed')).some((e) => e.payload['appointmentId'] === stolen.appointmentId)).toBe(false);
  });

  it('the declined test card (a new card or a saved one ending 0002) → payment.failed "Your card was declined", never completed', async () => {
    const owner = await h.account('user');
    const saved = await h.request('POST', '/payments/save-card', owner, visaBody({ cardNumber: DECLINED_TEST_CARD, lastFour: '0002' }));
    expect(saved.statusCode).toBe(201);
    const cardId = saved.json().card.id as string;
    const newCard = bookedPayload({ userId: owner.sub, paymentData: { cardType: 'visa', lastFour: '0002' } });
    const savedCard = bookedPayload({ userId: owner.sub, paymentData: { savedCardId: cardId, cardType: 'visa', lastFour: '0002' } });
    for (const booked of [newCard, savedCard]) {
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
