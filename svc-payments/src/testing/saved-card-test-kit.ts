// Test helpers for saved cards (ADR 0053): a card saved on the local gateway's Preapproval page (the form from
// svc-payments, the hosted page, the card, the signed notify posted on to svc-payments), booked with, and charged.
import type { SavedCard } from '@vetnow/contracts/card';
import { checkoutFormSchema, type CheckoutForm } from '@vetnow/contracts/payments';
import { eventually } from '@vetnow/service-kit/testing';
import { eq } from 'drizzle-orm';
import { ChargeJob } from '../charges/charge.job.js';
import { cardPreapprovals, payments, type PaymentRow } from '../database/schema.js';
import { TEST_CARDS } from '../payhere/local-gateway/index.js';
import { openHostedPage, payWithCard, type GatewayFixture } from './payhere-gateway-driver.js';
import { bookedPayload, type Account, type PaymentsHarness } from './payments-test-kit.js';

const card = (outcome: (typeof TEST_CARDS)[number]['outcome']) => TEST_CARDS.find((c) => c.outcome === outcome && c.brand === 'VISA')!;
/** Preapproved, and charged: PayHere's sandbox Visa 4916 2175 0161 1292. */
export const GOOD_CARD = card('success');
/** Preapproved (nothing is charged then), but its charges are declined "Insufficient funds": Visa 4024 0071 9434 9121. */
export const POOR_CARD = card('insufficient_funds');
/** Refused even for a preapproval: Visa 4929 1197 9936 5646 ("Limit exceeded"). */
export const REFUSED_CARD = card('declined');

/** POST /payments/saved-cards/preapproval as the profile sends it. */
export function askPreapproval(h: PaymentsHarness, owner: Account, body: Record<string, unknown> = { phone: '+94771234567' }) {
  return h.request('POST', '/payments/saved-cards/preapproval', owner, body);
}

/** PayHere's notify posted to svc-payments' public notify route, form-encoded as PayHere sends it. */
export function postNotify(h: PaymentsHarness, body: Record<string, string>) {
  return h.t.app.inject({
    method: 'POST',
    url: '/payments/payhere/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

export interface PreapprovedOnGateway {
  form: CheckoutForm;
  /** The signed notify the gateway sent for the preapproval (customer_token included), not yet posted to svc-payments. */
  notify: Record<string, string>;
  /** Where the hosted page sent the browser back to. */
  back: string | null;
}

/** The owner's browser: the preapproval form from svc-payments → the gateway's page → the card. */
export async function preapproveOnGateway(h: PaymentsHarness, fx: GatewayFixture, owner: Account, cardNumber: string): Promise<PreapprovedOnGateway> {
  const res = await askPreapproval(h, owner);
  if (res.statusCode !== 200) throw new Error(`preapproval answered ${res.statusCode}: ${res.body}`);
  const form = checkoutFormSchema.parse(res.json());
  const page = await openHostedPage(fx.gw, form.fields, '/pay/preapprove');
  const back = await payWithCard(page.action, cardNumber);
  const orderId = form.fields['order_id']!;
  const delivery = fx.gw.merchants
    .notifications()
    .filter((d) => d.orderId === orderId)
    .at(-1);
  if (!delivery) throw new Error(`the gateway sent no notify for ${orderId}`);
  return { form, notify: { ...delivery.body }, back: back.headers.get('location') };
}

/** A card saved for `owner` through the whole preapproval journey; its token as PayHere gave it (for assertions). */
export async function saveCardOnGateway(
  h: PaymentsHarness,
  fx: GatewayFixture,
  owner: Account,
  cardNumber: string = GOOD_CARD.number,
): Promise<{ card: SavedCard; token: string; orderId: string }> {
  const { form, notify } = await preapproveOnGateway(h, fx, owner, cardNumber);
  const posted = await postNotify(h, notify);
  if (posted.statusCode !== 200) throw new Error(`notify answered ${posted.statusCode}: ${posted.body}`);
  const orderId = form.fields['order_id']!;
  const [pre] = await h.t.db.select().from(cardPreapprovals).where(eq(cardPreapprovals.orderId, orderId));
  if (!pre?.savedCardId) throw new Error(`preapproval ${orderId} saved no card (${pre?.status ?? 'none'})`);
  const cards = (await h.request('GET', '/payments/saved-cards', owner)).json() as SavedCard[];
  const saved = cards.find((c) => c.id === pre.savedCardId);
  if (!saved || !notify['customer_token']) throw new Error('the saved card is not listed');
  return { card: saved, token: notify['customer_token'], orderId };
}

/** appointment.booked of a card booking paid with the saved card (delivered and handled); its fee in minor units. */
export async function bookWithSavedCard(h: PaymentsHarness, owner: Account, saved: Pick<SavedCard, 'id' | 'cardType' | 'lastFour'>, feeMinor = 250_000) {
  const b = bookedPayload({
    userId: owner.sub,
    consultationFeeMinor: feeMinor,
    startsAt: new Date(Date.now() + 72 * 3600_000).toISOString(),
    endsAt: new Date(Date.now() + 72 * 3600_000 + 30 * 60_000).toISOString(),
    paymentData: { savedCardId: saved.id, cardType: saved.cardType, lastFour: saved.lastFour },
  });
  await h.deliver('appointment.booked', b);
  return b;
}

export async function paymentRow(h: PaymentsHarness, appointmentId: string): Promise<PaymentRow> {
  const [row] = await h.t.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
  if (!row) throw new Error(`no payment for ${appointmentId}`);
  return row;
}

/**
 * Waits until the charge's attempt under way is over: settled, or waiting for its next try (an attempt that failed
 * leaves its reason in charge_error; runChargeJobNow clears it before the next).
 */
export function chargeSettled(h: PaymentsHarness, appointmentId: string, timeoutMs = 20_000): Promise<PaymentRow> {
  return eventually(
    `the charge of ${appointmentId}`,
    async () => {
      const p = await paymentRow(h, appointmentId);
      return p.status !== 'pending' || p.chargeError !== null ? p : undefined;
    },
    timeoutMs,
  );
}

/** The clock moves on: the charge is due for another try now, and one pass of the charge job runs. */
export async function runChargeJobNow(h: PaymentsHarness, paymentId: string): Promise<number> {
  await h.t.db.update(payments).set({ chargeNextAt: new Date(Date.now() - 1000), chargeError: null }).where(eq(payments.id, paymentId));
  return h.t.app.get(ChargeJob).runOnce();
}

/** The payments the gateway recorded for an order (charges; the Retrieval API lists only the successful ones). */
export function gatewayCharges(fx: GatewayFixture, orderId: string) {
  return fx.gw.merchants.paymentsFor(orderId).filter((p) => p.kind === 'charge');
}
