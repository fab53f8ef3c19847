import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { API } from '@vetnow/contracts/api';
import type { RefreshCheckoutAnswer } from '@vetnow/contracts/payments';
import { displayAppointmentId, type Appointment } from '@vetnow/contracts/appointment';
import {
  ARRIVE_EARLY_MINUTES,
  DEFAULT_REASON,
  DEFAULT_SPECIALIZATION,
  SERVICE_COUNTRY,
} from '@vetnow/contracts/constants';
import { formatAddressLine, formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from '@vetnow/web-kit/router';
import en from '../i18n/en.json' with { type: 'json' };
import { paymentSettling, paymentStateOf, type PaymentState } from '../../../shared/payment-status/payment-state';
import { PaymentStatusText } from '../../../shared/payment-status/payment-status-text';
import { usePaymentPoll } from '../../../shared/payment-status/payment-poll';
import { formatRefundAmount } from '../../../shared/payment-status/refund';
import {
  readConfirmedAppointment,
  writeConfirmedAppointment,
  type ConfirmedAppointment,
} from '../../../shared/booking-wizard/wizard-store';
import { checkoutErrorOf } from '../../../shared/checkout/hosted-checkout';
import { useHostedCheckout } from '../../../shared/checkout/use-hosted-checkout';
import { SummaryList } from '../../../shared/ui/summary-list';
import { formatLongDate } from '../../../shared/format-date';
import { useReasonText, useSpecializationText } from '../../../shared/terms/terms-texts';
import { EmergencyNotice } from '../../../shared/ui/emergency-notice';
import { AddToCalendarButton } from '../../calendar-event';
import './confirmation-print.css';

export const NAMESPACE = 'confirmation';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

/**
 * The payment status (spec §2, card payments settling a moment after booking): cash → Pay at Clinic (once the
 * clinic recorded it, Paid (cash) with the receipt number), completed → Paid (with "Refunded LKR 2,500.00" under it
 * once the card payment was refunded, issue 35 §4), failed → Payment failed, otherwise Processing payment… (checked
 * again until it settles).
 */
export function paymentStatusKey(a: Pick<ConfirmedAppointment, 'paymentMethod' | 'paymentStatus'>): PaymentState {
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
type CheckoutVisit = 'return' | 'cancelled' | 'notStarted' | null;

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
  const visit: CheckoutVisit = checkout === 'return' || checkout === 'cancelled' ? checkout : checkoutError ? 'notStarted' : null;
  const [appointment, setAppointment] = useState(readConfirmedAppointment);
  if (appointment && (!wanted || sameId(appointment._id, wanted))) {
    return <Confirmation appointment={appointment} onSettled={setAppointment} visit={visit} notStartedError={checkoutError} />;
  }
  if (!wanted) return <Navigate to="/dashboard" replace />;
  return <LoadAppointment id={wanted} onLoaded={setAppointment} />;
}

/** Loads the appointment of `?appointment=` from the owner's appointments; not theirs (or none) → /dashboard. */
function LoadAppointment({ id, onLoaded }: { id: string; onLoaded: (a: Appointment) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const query = useApiQuery(API.booking.own, {}, { meta: { errorLog: '[vetnow] the appointment could not be loaded' } });
  const found = query.data?.find((a) => sameId(a._id, id));
  useEffect(() => {
    if (!found) return;
    writeConfirmedAppointment(found);
    onLoaded(found);
  }, [found, onLoaded]);
  if (query.isPending || found) return <PageSpinner label={t('loading')} />;
  return <Navigate to="/dashboard" replace />;
}

/**
 * A card payment is charged by svc-payments after the booking, or on the provider's hosted checkout: while it is
 * pending the owner's appointments query polls (bounded backoff, usePaymentPoll); the first answer with another
 * payment status replaces the stored appointment. Back from the hosted checkout the server is asked once whatever
 * is stored (it may be an earlier attempt's failure); on `return`, a payment still pending (or still `failed` from an
 * earlier attempt) after the first answer makes svc-payments ask the provider now (no notify may have come), once,
 * and the polling goes on until svc-booking has the new outcome (or svc-payments says this attempt failed too). After `cancelled`
 * (or a checkout that did not start) there is no polling: the owner was not paying.
 */
function useSettledPayment(
  a: ConfirmedAppointment,
  onSettled: (next: ConfirmedAppointment) => void,
  visit: CheckoutVisit,
): { gaveUp: boolean; recheck: () => void } {
  // Back from paying again after a failed attempt, svc-booking still says `failed` until the new attempt's outcome
  // reaches it: that answer is stale, not settled — unless svc-payments itself says the new attempt failed too.
  const providerSays = useRef<RefreshCheckoutAnswer['status'] | null>(null);
  const stale = (x: Partial<Appointment> | undefined) =>
    visit === 'return' && providerSays.current !== 'failed' && x?.paymentMethod === 'card' && x.paymentStatus === 'failed' && x.status !== 'cancelled';
  const settling = (x: Partial<Appointment> | undefined) => (x ? paymentSettling(x) : false) || stale(x);
  const poll = usePaymentPoll<Appointment[]>((list) => settling(list?.find((x) => x._id === a._id) ?? a));
  const leftCheckout = visit === 'cancelled' || visit === 'notStarted';
  const query = useApiQuery(API.booking.own, {}, {
    enabled: paymentSettling(a) || visit !== null,
    refetchInterval: leftCheckout ? false : poll.refetchInterval,
  });
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
    // settling reads refs and `visit` only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visit, fresh, refresh, refetch]);

  return { gaveUp: !leftCheckout && poll.gaveUp(query), recheck: () => void refetch() };
}

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
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language || 'en';
  const specialization = useSpecializationText();
  const reasonText = useReasonText();
  const status = paymentStatusKey(a);
  const { gaveUp, recheck } = useSettledPayment(a, onSettled, visit);
  // A card appointment still to be paid can go to the hosted checkout (again): after a failed attempt, and when a
  // payment is still pending after the owner left the hosted page (or it never opened) — not paid yet.
  const payable = a.paymentMethod === 'card' && a.status !== 'cancelled';
  const notPaid = payable && status === 'processing' && (visit === 'cancelled' || visit === 'notStarted');
  // The profile (phone, address) is read when the owner asks to pay, not for every receipt.
  const checkout = useHostedCheckout({ enabled: false });
  const stillProcessing = status === 'processing' && gaveUp && !notPaid;
  const outcome =
    status === 'failed'
      ? 'failed'
      : notPaid
        ? 'notPaid'
        : status === 'processing'
          ? gaveUp
            ? 'stillProcessing'
            : 'processing'
          : 'confirmed';
  const payAgain = (label: string) => (
    <PayAgain
      label={label}
      busy={checkout.busy}
      error={checkout.error ?? (notPaid && visit === 'notStarted' ? notStartedError : null)}
      onPay={() => void checkout.start(a._id, { onError: recheck })}
    />
  );
  const fee = a.doctor?.consultationFee;
  const contact = a.doctor?.contactNumber?.trim();
  const pet = a.pet;
  const urgent = a.diagnosisQuestionnaire?.urgencyLevel === 'high';
  const dash = t('notGiven');

  const rows: Array<[string, ReactNode]> = [
    [t('fields.appointmentId'), <strong key="id">{displayAppointmentId(a)}</strong>],
    [t('fields.doctor'), a.doctor?.fullName || dash],
    [t('fields.specialization'), specialization(a.doctor?.specialization || DEFAULT_SPECIALIZATION)],
    [t('fields.date'), a.appointmentDate ? formatLongDate(a.appointmentDate, locale) : dash],
    [t('fields.time'), formatSlotTime(a.timeSlot) || dash],
    [t('fields.petName'), pet?.name || dash],
    [t('fields.petType'), pet?.type ? t(`petTypes.${pet.type}`, { defaultValue: pet.type }) : dash],
    [t('fields.breed'), pet?.breed?.trim() || dash],
    [t('fields.age'), pet?.age === undefined ? dash : t('years', { count: pet.age })],
    [
      t('fields.paymentStatus'),
      <span key="payment" aria-live="polite">
        <PaymentStatusText state={status} gaveUp={gaveUp || notPaid}>
          {notPaid
            ? t('paymentStatus.notPaid')
            : stillProcessing
              ? t('paymentStatus.stillProcessing')
              : t(`paymentStatus.${status}`)}
        </PaymentStatusText>
        {a.cashPayment && <span className="block text-slate-700">{t('cashReceipt', { receipt: a.cashPayment.receiptNumber })}</span>}
        {a.refund && <span className="block text-slate-700">{t('refunded', { amount: formatRefundAmount(a.refund.amount, locale) })}</span>}
      </span>,
    ],
    [t('fields.reason'), reasonText(a.reason?.trim() || DEFAULT_REASON)],
    [t('fields.clinicAddress'), clinicAddressOf(a)],
    [
      t('fields.clinicContact'),
      contact ? (
        <PhoneLink key="tel" value={contact} />
      ) : (
        dash
      ),
    ],
    [t('fields.fee'), fee === undefined ? dash : <strong key="fee">{formatLkr(fee)}</strong>],
  ];

  const notes = [
    t('notes.arriveEarly', { minutes: ARRIVE_EARLY_MINUTES.confirmation }),
    t('notes.bringRecords'),
    t('notes.reschedule'),
    ...(status === 'cash' || notPaid
      ? [fee === undefined ? t('notes.bringCashNoAmount') : t('notes.bringCash', { amount: formatLkr(fee) })]
      : []),
    ...(a.diagnosisQuestionnaire ? [t('notes.assessmentShared')] : []),
  ];

  return (
    <section aria-labelledby="confirmation-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <article className="vn-print-area rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
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
            <p className="mt-1">{t(visit === 'cancelled' ? 'checkout.notCompleted.body' : 'checkout.notStarted.body')}</p>
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

        {urgent && (
          <div className="mt-6">
            <EmergencyNotice petName={pet?.name} phone={contact} />
          </div>
        )}

        <h2 className="mt-6 mb-3 text-lg font-semibold text-slate-900">{t('detailsTitle')}</h2>
        <SummaryList rows={rows} />

        <h2 className="mt-6 mb-2 text-lg font-semibold text-slate-900">{t('notesTitle')}</h2>
        <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>

        <div className="vn-no-print mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center print:hidden">
          <Button variant="secondary" onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          <AddToCalendarButton appointment={a} />
          <Link to="/dashboard" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}>
            {t('actions.viewAll')}
          </Link>
          <Link to="/doctors" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}>
            {t('actions.bookAnother')}
          </Link>
        </div>
      </article>
    </section>
  );
}

/** "Pay now" / "Try again": the hosted checkout again; its failure is shown here (and the focus goes back to the button). */
function PayAgain({ label, busy, error, onPay }: { label: string; busy: boolean; error: string | null; onPay: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) document.getElementById(id)?.focus();
    wasBusy.current = busy;
  }, [busy, id]);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-white p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button id={id} busy={busy} onClick={onPay} className="self-start">
        {busy ? t('checkout.opening') : label}
      </Button>
    </div>
  );
}
