import type { Appointment } from '@vetnow/contracts/appointment';

/**
 * What the owner is told about an appointment's payment (spec §2, extended for card payments that settle a
 * moment after booking — svc-payments answers appointment.booked with payment.completed or payment.failed):
 * - cash → Pay at Clinic, until the doctor or the admin records the cash paid at the desk → Paid (cash), with the
 *   receipt number (issue 35);
 * - a completed payment → Paid;
 * - a failed card payment → Payment failed (and what to do next) — never Paid, never a plain "confirmed";
 * - a card payment still pending → Processing payment… (the screens poll until it settles).
 */
export type PaymentState = 'cash' | 'paidCash' | 'paid' | 'failed' | 'processing';

export function paymentStateOf(a: Partial<Pick<Appointment, 'paymentMethod' | 'paymentStatus'>>): PaymentState {
  if (a.paymentMethod === 'cash') return a.paymentStatus === 'completed' ? 'paidCash' : 'cash';
  if (a.paymentStatus === 'completed') return 'paid';
  if (a.paymentStatus === 'failed') return 'failed';
  return 'processing';
}

/** Whether this appointment's card payment has not settled yet (worth asking the server again). */
export function paymentSettling(a: Partial<Pick<Appointment, 'paymentMethod' | 'paymentStatus' | 'status'>>): boolean {
  return a.paymentMethod === 'card' && paymentStateOf(a) === 'processing' && a.status !== 'cancelled';
}

/**
 * Delays between two checks while a payment settles: every second for the first 10 s, then every 2 s, then
 * every 5 s — 30 s in all, after which the screens say it is still processing and stop asking.
 */
export const PAYMENT_POLL_DELAYS_MS: readonly number[] = [
  ...Array<number>(10).fill(1_000),
  ...Array<number>(5).fill(2_000),
  ...Array<number>(2).fill(5_000),
];
