// PGlite in its own jest file: a PGlite open after a PostgreSQL app in the same jest file hangs.
import { eq } from 'drizzle-orm';
import { payments } from './database/schema.js';
import { bookedPayload, PaymentsHarness, visaBody } from './testing/payments-test-kit.js';

describe('svc-payments on embedded PGlite', () => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await PaymentsHarness.start('pglite');
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('answers GET /health with database and NATS up', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'payments', checks: { database: 'up', nats: 'up' } });
  });

  it('saves a card without its number and records a card payment once', async () => {
    const owner = await h.account('user');
    const saved = await h.request('POST', '/payments/save-card', owner, visaBody());
    expect(saved.statusCode).toBe(201);
    expect(await h.columnsContaining('4111111111111111')).toEqual([]);

    const booked = bookedPayload({ userId: owner.sub, paymentData: { savedCardId: saved.json().card.id, cardType: 'visa', lastFour: '1111' } });
    const ev = await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked, { id: ev.id });
    await h.deliver('appointment.booked', booked);
    expect(await h.t.db.select().from(payments).where(eq(payments.appointmentId, booked.appointmentId))).toHaveLength(1);
    expect((await h.outbox('payment.completed')).map((e) => e.payload['appointmentId'])).toEqual([booked.appointmentId]);
    await h.allRelayed();
  });
});
