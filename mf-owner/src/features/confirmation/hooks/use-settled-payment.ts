/** The confirmation screen's wait for a card payment to settle (polling, and asking svc-payments back from checkout). */
import { useEffect, useRef } from 'react';
import { API } from '@vetnow/contracts/api';
import type { RefreshCheckoutAnswer } from '@vetnow/contracts/payments';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { paymentSettling } from '../../../shared/payment-status/payment-state';
import { usePaymentPoll } from '../../../shared/payment-status/payment-poll';
import {
  writeConfirmedAppointment,
  type ConfirmedAppointment,
} from '../../../shared/booking-wizard/wizard-store';
import type { CheckoutVisit } from '../components/confirmation-model';

/**
 * A card payment is charged by svc-payments after the booking, or on the provider's hosted checkout: while it is
 * pending the owner's appointments query polls (bounded backoff, usePaymentPoll); the first answer with another
 * payment status replaces the stored appointment. Back from the hosted checkout the server is asked once whatever
 * is stored (it may be an earlier attempt's failure); on `return`, a payment still pending (or still `failed` from an
 * earlier attempt) after the first answer makes svc-payments ask the provider now (no notify may have come), once,
 * and the polling goes on until svc-booking has the new outcome (or svc-payments says this attempt failed too). After `cancelled`
 * (or a checkout that did not start) there is no polling: the owner was not paying.
 */
export function useSettledPayment(
  a: ConfirmedAppointment,
  onSettled: (next: ConfirmedAppointment) => void,
  visit: CheckoutVisit,
): { gaveUp: boolean; recheck: () => void } {
  // Back from paying again after a failed attempt, svc-booking still says `failed` until the new attempt's outcome
  // reaches it: that answer is stale, not settled — unless svc-payments itself says the new attempt failed too.
  const providerSays = useRef<RefreshCheckoutAnswer['status'] | null>(null);
  const stale = (x: Partial<Appointment> | undefined) =>
    visit === 'return' &&
    providerSays.current !== 'failed' &&
    x?.paymentMethod === 'card' &&
    x.paymentStatus === 'failed' &&
    x.status !== 'cancelled';
  const settling = (x: Partial<Appointment> | undefined) => (x ? paymentSettling(x) : false) || stale(x);
  const poll = usePaymentPoll<Appointment[]>((list) => settling(list?.find((x) => x._id === a._id) ?? a));
  const leftCheckout = visit === 'cancelled' || visit === 'notStarted';
  const query = useApiQuery(
    API.booking.own,
    {},
    {
      enabled: paymentSettling(a) || visit !== null,
      refetchInterval: leftCheckout ? false : poll.refetchInterval,
    },
  );
  const fresh = query.data?.find((x) => x._id === a._id);
  const refunded = a.refund?.amount;
  useEffect(() => {
    // A refund leaves the payment status `completed`: a new refund replaces the stored appointment too.
    if (fresh && (fresh.paymentStatus !== a.paymentStatus || fresh.refund?.amount !== refunded)) {
      writeConfirmedAppointment(fresh);
      onSettled(fresh);
    }
  }, [fresh, a.paymentStatus, refunded, onSettled]);

  const refresh = useApiMutation(API.payments.refreshCheckout);
  const refreshed = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (visit !== 'return' || refreshed.current || !fresh || !settling(fresh)) return;
    refreshed.current = true;
    refresh.mutate(
      { body: { appointmentId: fresh._id } },
      {
        onSuccess: ({ status }) => {
          providerSays.current = status;
          if (status !== 'pending') void refetch();
        },
        onError: (error) => console.warn('[vetnow] the card payment could not be checked', error.message),
      },
    );
    // Not in the dependencies: settling, which reads refs and `visit` only (the react-hooks lint rules cover .tsx
    // files only, so no exhaustive-deps exception is needed here).
  }, [visit, fresh, refresh, refetch]);

  return { gaveUp: !leftCheckout && poll.gaveUp(query), recheck: () => void refetch() };
}
