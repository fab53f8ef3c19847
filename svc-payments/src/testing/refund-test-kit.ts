// Test helpers for refunds: a harness on the local PayHere gateway, a card appointment paid on the hosted page (its
// notify posted on), cancellations, and the gateway's record of refunds.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { EventPayloadInput } from '@vetnow/contracts/events';
import { payments, type PaymentRow } from '../database/schema.js';
import { TEST_CARDS } from '../payhere/local-gateway/index.js';
import { RefundJob } from '../refunds/refund.job.js';
import { DOCS_EXAMPLE_APP, openHostedPage, payWithCard, TEST_MERCHANT, type GatewayFixture } from './payhere-gateway-driver.js';
import { bookedPayload, PaymentsHarness, type Account } from './payments-test-kit.js';

const HOUR_MS = 3600_000;
export const PAID_CARD = TEST_CARDS.find((c) => c.outcome === 'success' && c.brand === 'VISA')!.number;

/** A payments app on PostgreSQL whose PayHere is the fixture's local gateway (merchant APIs on); the refund job off. */
export function startWithGateway(fx: GatewayFixture, env: Record<string, string | undefined> = {}): Promise<PaymentsHarness> {
  return PaymentsHarness.start({
    PAYHERE_MERCHANT_ID: TEST_MERCHANT.merchantId,
    PAYHERE_MERCHANT_SECRET: TEST_MERCHANT.merchantSecret,
    PAYHERE_APP_ID: DOCS_EXAMPLE_APP.appId,
    PAYHERE_APP_SECRET: DOCS_EXAMPLE_APP.appSecret,
    PAYHERE_MODE: 'local',
    PAYHERE_BASE_URL: fx.gw.origin,
    PAYHERE_NOTIFY_URL: fx.rx.url,
    RECONCILE_POLL_MS: '0',
    REFUND_POLL_MS: '0',
    ...env,
  });
}

export type Booked = EventPayloadInput<'appointment.booked'>;

/** A card visit's appointment.booked: `hoursAhead` from now (72), half an hour, its fee in minor units (2,500.00). */
function cardBookedPayload(owner: Account, o: { hoursAhead?: number; feeMinor?: number }, paymentData: Booked['paymentData']): Booked {
  const startsAt = new Date(Date.now() + (o.hoursAhead ?? 72) * HOUR_MS);
  return bookedPayload({
    userId: owner.sub,
    consultationFeeMinor: o.feeMinor ?? 250_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
    paymentData,
  });
}

/** A payments app on the fixture's gateway (startWithGateway) and its admin's account. */
export async function startAdminWithGateway(fx: GatewayFixture): Promise<{ h: PaymentsHarness; admin: Account }> {
  const h = await startWithGateway(fx);
  return { h, admin: await h.account('admin') };
}

/** A card booking starting `hoursAhead` from now (appointment.booked delivered); its fee in minor units. */
export async function bookedCard(h: PaymentsHarness, owner: Account, o: { hoursAhead?: number; feeMinor?: number; savedCardId?: string } = {}): Promise<Booked> {
  const b = cardBookedPayload(owner, o, o.savedCardId ? { savedCardId: o.savedCardId, cardType: 'visa', lastFour: '1111' } : undefined);
  await h.deliver('appointment.booked', b);
  return b;
}

/**
 * A card appointment the saved-card simulation charged before ADR 0053 (such rows stay in a database that is
 * migrated): `completed`, provider 'simulated'. No event is delivered: the row is what the old handler left.
 */
export async function simulatedPaidAppointment(h: PaymentsHarness, owner: Account, o: { hoursAhead?: number; feeMinor?: number } = {}): Promise<Booked> {
  const b = cardBookedPayload(owner, o, { savedCardId: randomUUID(), cardType: 'visa', lastFour: '1111' });
  await h.t.db.insert(payments).values({
    appointmentId: b.appointmentId,
    userId: owner.sub,
    amountMinor: b.consultationFeeMinor,
    currency: 'LKR',
    status: 'completed',
    provider: 'simulated',
    cardType: 'visa',
    lastFour: '1111',
    savedCardId: b.paymentData!.savedCardId!,
    settledAt: new Date(),
  });
  return b;
}

/** A card appointment paid on the gateway's hosted page, its signed notify posted to svc-payments: `completed`. */
export async function paidCardAppointment(
  h: PaymentsHarness,
  fx: GatewayFixture,
  o: { hoursAhead?: number; feeMinor?: number } = {},
): Promise<{ owner: Account; b: Booked; payment: PaymentRow }> {
  const owner = await h.account('user');
  const b = await bookedCard(h, owner, o);
  const res = await h.request('POST', '/payments/checkout', owner, { appointmentId: b.appointmentId, phone: '+94771234567' });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  const page = await openHostedPage(fx.gw, (res.json() as { fields: Record<string, string> }).fields);
  await payWithCard(page.action, PAID_CARD);
  let notify = await fx.rx.next();
  while (notify['order_id'] !== b.reference) notify = await fx.rx.next();
  const posted = await h.t.app.inject({
    method: 'POST',
    url: '/payments/payhere/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(notify).toString(),
  });
  if (posted.statusCode !== 200) throw new Error(`notify answered ${posted.statusCode}: ${posted.body}`);
  const payment = await paymentOf(h, b.appointmentId);
  if (payment.status !== 'completed' || !payment.providerPaymentId) throw new Error('the card payment did not complete');
  return { owner, b, payment };
}

/** appointment.cancelled for `b`, as svc-booking publishes it (delivered and handled). */
export function cancel(h: PaymentsHarness, b: Booked, by: 'owner' | 'admin' = 'owner') {
  return h.deliver('appointment.cancelled', { appointmentId: b.appointmentId, doctorId: b.doctorId, userId: b.userId, startsAt: b.startsAt, endsAt: b.endsAt, by });
}

/** appointment.needs-rescheduling for `b` (a closure or the doctor's leave covered it), as svc-booking publishes it. */
export function needsRescheduling(h: PaymentsHarness, b: Booked, reason: string) {
  return h.deliver('appointment.needs-rescheduling', { appointmentId: b.appointmentId, reference: b.reference, doctorId: b.doctorId, userId: b.userId, startsAt: b.startsAt, endsAt: b.endsAt, reason });
}

export async function paymentOf(h: PaymentsHarness, appointmentId: string): Promise<PaymentRow> {
  const [row] = await h.t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
  if (!row) throw new Error(`no payment for ${appointmentId}`);
  return row;
}

/** The payment.refunded events of an appointment, oldest first. */
export async function refundedEvents(h: PaymentsHarness, appointmentId: string) {
  return (await h.outbox('payment.refunded')).filter((e) => e.payload['appointmentId'] === appointmentId).map((e) => e.payload);
}

/** The refunds the gateway made for a PayHere payment id (minor units), oldest first. */
export function gatewayRefunds(fx: GatewayFixture, providerPaymentId: string | null): number[] {
  return fx.gw.merchants
    .refunds()
    .filter((r) => r.paymentId === providerPaymentId)
    .map((r) => r.amountMinor);
}

/** The clock moves on: the payment's refund is due for another try now. */
export async function makeRefundDue(h: PaymentsHarness, paymentId: string): Promise<void> {
  await h.t.db.update(payments).set({ refundNextAt: sql`now() - interval '1 second'` }).where(eq(payments.id, paymentId));
}

export function refundJob(h: PaymentsHarness): RefundJob {
  return h.t.app.get(RefundJob);
}

/** Admin POST /payments/refunds. */
export function adminRefund(h: PaymentsHarness, who: Account, body: Record<string, unknown>) {
  return h.request('POST', '/payments/refunds', who, body);
}
