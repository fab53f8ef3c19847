/** The confirmation screen's outcome: its heading (booked, payment failed, not paid, processing) and the panel under it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { NAMESPACE } from '../i18n/confirmation-i18n';
import type { CheckoutVisit, Outcome } from './confirmation-model';

/** The ✓ / ! / … badge, the heading and its subtitle (announced when the payment settles). */
export function OutcomeHeading({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="text-center" aria-live="polite">
      <div
        aria-hidden="true"
        className={`mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full text-3xl ${
          outcome === 'failed'
            ? 'bg-red-100 text-red-700'
            : outcome === 'confirmed'
              ? 'bg-green-100 text-green-700'
              : 'bg-amber-100 text-amber-800'
        }`}
      >
        {outcome === 'failed' ? '!' : outcome === 'confirmed' ? '✓' : '…'}
      </div>
      <h1 id="confirmation-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t(`outcome.${outcome}.heading`)}
      </h1>
      <p className="mt-1 text-slate-600">{t(`outcome.${outcome}.subtitle`)}</p>
    </div>
  );
}

/**
 * What to do next about the payment: it failed (to My Appointments, or try again), it was not made (pay now), or it
 * is still processing after the checks ran out. Nothing once it is confirmed or while it is still being checked.
 */
export function OutcomePanel({
  outcome,
  visit,
  payable,
  payAgain,
}: {
  outcome: Outcome;
  visit: CheckoutVisit;
  /** A card appointment not cancelled: "Try again" is offered after a failure. */
  payable: boolean;
  /** The "Pay now" / "Try again" button with the given label. */
  payAgain: (label: string) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {outcome === 'failed' && (
        <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <div role="alert">
            <p className="font-semibold">{t('paymentFailed.title')}</p>
            <p className="mt-1">{t('paymentFailed.next')}</p>
            <Link to="/appointments" className="mt-2 inline-block font-semibold text-teal-800 underline">
              {t('paymentFailed.toAppointments')}
            </Link>
          </div>
          {payable && payAgain(t('checkout.tryAgain'))}
        </div>
      )}
      {outcome === 'notPaid' && (
        <section
          aria-labelledby="checkout-not-paid-title"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h2 id="checkout-not-paid-title" className="font-semibold">
            {t(visit === 'cancelled' ? 'checkout.notCompleted.title' : 'checkout.notStarted.title')}
          </h2>
          <p className="mt-1">
            {t(visit === 'cancelled' ? 'checkout.notCompleted.body' : 'checkout.notStarted.body')}
          </p>
          {payAgain(t('checkout.payNow'))}
        </section>
      )}
      {outcome === 'stillProcessing' && (
        <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          {t('stillProcessing')}{' '}
          <Link to="/appointments" className="font-semibold text-teal-800 underline">
            {t('paymentFailed.toAppointments')}
          </Link>
        </p>
      )}
    </>
  );
}
