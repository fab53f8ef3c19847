import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from '@vetnow/web-kit/router';
import {
  readConfirmedAppointment,
  type ConfirmedAppointment,
} from '../../../shared/booking-wizard/wizard-store';
import { checkoutErrorOf } from '../../../shared/checkout/hosted-checkout';
import { useHostedCheckout } from '../../../shared/checkout/use-hosted-checkout';
import { EmergencyNotice } from '../../../shared/ui/emergency-notice';
import { useSettledPayment } from '../hooks/use-settled-payment';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationDetails } from './confirmation-details';
import { outcomeOf, paymentStatusKey, sameId, type CheckoutVisit } from './confirmation-model';
import { ConfirmationNotes } from './confirmation-notes';
import { OutcomeHeading, OutcomePanel } from './confirmation-outcome';
import { LoadAppointment } from './load-appointment';
import { PayAgain } from './pay-again-button';
import './confirmation-print.css';

export { NAMESPACE } from '../i18n/confirmation-i18n';
export { clinicAddressOf, paymentStatusKey } from './confirmation-model';

/**
 * /confirmation — the appointment just booked, or the one of `?appointment=` (back from the hosted checkout, maybe in
 * a tab whose session storage is gone: then loaded from the owner's appointments). None → /dashboard.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const wanted = params.get('appointment')?.trim() || null;
  const checkoutError = checkoutErrorOf(state);
  const checkout = params.get('checkout');
  const visit: CheckoutVisit =
    checkout === 'return' || checkout === 'cancelled' ? checkout : checkoutError ? 'notStarted' : null;
  const [appointment, setAppointment] = useState(readConfirmedAppointment);
  if (appointment && (!wanted || sameId(appointment._id, wanted))) {
    return (
      <Confirmation
        appointment={appointment}
        onSettled={setAppointment}
        visit={visit}
        notStartedError={checkoutError}
      />
    );
  }
  if (!wanted) return <Navigate to="/dashboard" replace />;
  return <LoadAppointment id={wanted} onLoaded={setAppointment} />;
}

/** The receipt: the outcome and what to do about the payment, the details, the notes and the actions. */
function Confirmation({
  appointment: a,
  onSettled,
  visit,
  notStartedError,
}: {
  appointment: ConfirmedAppointment;
  onSettled: (next: ConfirmedAppointment) => void;
  visit: CheckoutVisit;
  /** Why the payment screen could not open the checkout (visit `notStarted`). */
  notStartedError: string | null;
}) {
  const status = paymentStatusKey(a);
  const { gaveUp, recheck } = useSettledPayment(a, onSettled, visit);
  // A card appointment still to be paid can go to the hosted checkout (again): after a failed attempt, and when a
  // payment is still pending after the owner left the hosted page (or it never opened) — not paid yet.
  const payable = a.paymentMethod === 'card' && a.status !== 'cancelled';
  const notPaid = payable && status === 'processing' && (visit === 'cancelled' || visit === 'notStarted');
  // The profile (phone, address) is read when the owner asks to pay, not for every receipt.
  const checkout = useHostedCheckout({ enabled: false });
  const outcome = outcomeOf(status, notPaid, gaveUp);
  const payAgain = (label: string) => (
    <PayAgain
      label={label}
      busy={checkout.busy}
      error={checkout.error ?? (notPaid && visit === 'notStarted' ? notStartedError : null)}
      onPay={() => void checkout.start(a._id, { onError: recheck })}
    />
  );
  const urgent = a.diagnosisQuestionnaire?.urgencyLevel === 'high';

  return (
    <section aria-labelledby="confirmation-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <article className="vn-print-area vn-print-only rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <OutcomeHeading outcome={outcome} />
        <OutcomePanel outcome={outcome} visit={visit} payable={payable} payAgain={payAgain} />

        {urgent && (
          <div className="mt-6">
            <EmergencyNotice petName={a.pet?.name} phone={a.doctor?.contactNumber?.trim()} />
          </div>
        )}

        <ConfirmationDetails appointment={a} status={status} gaveUp={gaveUp} notPaid={notPaid} />
        <ConfirmationNotes appointment={a} status={status} notPaid={notPaid} />
        <ConfirmationActions appointment={a} />
      </article>
    </section>
  );
}
