/** The confirmation screen's pure rules: payment status, clinic address, the checkout visit and the outcome shown. */
import { SERVICE_COUNTRY } from '@vetnow/contracts/constants';
import { formatAddressLine } from '@vetnow/web-kit/format';
import { paymentStateOf, type PaymentState } from '../../../shared/payment-status/payment-state';
import type { ConfirmedAppointment } from '../../../shared/booking-wizard/wizard-store';

/**
 * The payment status (spec §2, card payments settling a moment after booking): cash → Pay at Clinic (once the
 * clinic recorded it, Paid (cash) with the receipt number), completed → Paid (with "Refunded LKR 2,500.00" under it
 * once the card payment was refunded, issue 35 §4), failed → Payment failed, otherwise Processing payment… (checked
 * again until it settles).
 */
export function paymentStatusKey(
  a: Pick<ConfirmedAppointment, 'paymentMethod' | 'paymentStatus'>,
): PaymentState {
  return paymentStateOf(a);
}

/** Street, city, location, Sri Lanka — the parts that are set, each once ("Battaramulla" when city and location agree). */
export function clinicAddressOf(a: ConfirmedAppointment): string {
  return [formatAddressLine(a.doctor?.clinicAddress), SERVICE_COUNTRY].filter(Boolean).join(', ');
}

/**
 * How the owner came back from the provider's hosted checkout (`?checkout=` of the return and cancel addresses), or
 * `notStarted` when the payment screen booked but could not open the checkout. Only what to offer depends on it: the
 * payment status is always the server's.
 */
export type CheckoutVisit = 'return' | 'cancelled' | 'notStarted' | null;

export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the heading (and the panel under it) says: the payment failed, was not made, is still settling, or all is done. */
export type Outcome = 'failed' | 'notPaid' | 'stillProcessing' | 'processing' | 'confirmed';

export function outcomeOf(status: PaymentState, notPaid: boolean, gaveUp: boolean): Outcome {
  return status === 'failed'
    ? 'failed'
    : notPaid
      ? 'notPaid'
      : status === 'processing'
        ? gaveUp
          ? 'stillProcessing'
          : 'processing'
        : 'confirmed';
}
