import { useEffect, useState, type ReactNode } from 'react';
import { API } from '@vetnow/contracts/api';
import { displayAppointmentId, type Appointment } from '@vetnow/contracts/appointment';
import {
  ARRIVE_EARLY_MINUTES,
  DEFAULT_REASON,
  DEFAULT_SPECIALIZATION,
  SERVICE_COUNTRY,
} from '@vetnow/contracts/constants';
import { formatAddressLine, formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from '@vetnow/web-kit/router';
import en from '../i18n/en.json' with { type: 'json' };
import { paymentSettling, paymentStateOf, type PaymentState } from '../../../shared/payment-status/payment-state';
import { PaymentStatusText } from '../../../shared/payment-status/payment-status-text';
import { usePaymentPoll } from '../../../shared/payment-status/payment-poll';
import {
  readConfirmedAppointment,
  writeConfirmedAppointment,
  type ConfirmedAppointment,
} from '../../../shared/booking-wizard/wizard-store';
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
 * clinic recorded it, Paid (cash) with the receipt number), completed → Paid, failed → Payment failed, otherwise Processing payment… (checked again until it settles).
 */
export function paymentStatusKey(a: Pick<ConfirmedAppointment, 'paymentMethod' | 'paymentStatus'>): PaymentState {
  return paymentStateOf(a);
}

/** Street, city, location, Sri Lanka — the parts that are set, each once ("Battaramulla" when city and location agree). */
export function clinicAddressOf(a: ConfirmedAppointment): string {
  return [formatAddressLine(a.doctor?.clinicAddress), SERVICE_COUNTRY].filter(Boolean).join(', ');
}

/** /confirmation — the appointment just booked (else /dashboard). */
export function ConfirmationPage() {
  const [appointment, setAppointment] = useState(readConfirmedAppointment);
  if (!appointment) return <Navigate to="/dashboard" replace />;
  return <Confirmation appointment={appointment} onSettled={setAppointment} />;
}

/**
 * A card payment is charged by svc-payments after the booking: while it is pending the owner's appointments
 * query polls (bounded backoff, usePaymentPoll); the first answer with another payment status replaces the
 * stored appointment.
 */
function useSettledPayment(a: ConfirmedAppointment, onSettled: (next: ConfirmedAppointment) => void): { gaveUp: boolean } {
  const poll = usePaymentPoll<Appointment[]>((list) => paymentSettling(list?.find((x) => x._id === a._id) ?? a));
  const query = useApiQuery(API.booking.own, {}, { enabled: paymentSettling(a), refetchInterval: poll.refetchInterval });
  const fresh = query.data?.find((x) => x._id === a._id);
  useEffect(() => {
    if (fresh && fresh.paymentStatus !== a.paymentStatus) {
      writeConfirmedAppointment(fresh);
      onSettled(fresh);
    }
  }, [fresh, a.paymentStatus, onSettled]);
  return { gaveUp: poll.gaveUp(query) };
}

function Confirmation({
  appointment: a,
  onSettled,
}: {
  appointment: ConfirmedAppointment;
  onSettled: (next: ConfirmedAppointment) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language || 'en';
  const specialization = useSpecializationText();
  const reasonText = useReasonText();
  const status = paymentStatusKey(a);
  const { gaveUp } = useSettledPayment(a, onSettled);
  const stillProcessing = status === 'processing' && gaveUp;
  const outcome = status === 'failed' ? 'failed' : status === 'processing' ? (gaveUp ? 'stillProcessing' : 'processing') : 'confirmed';
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
        <PaymentStatusText state={status} gaveUp={gaveUp}>
          {stillProcessing ? t('paymentStatus.stillProcessing') : t(`paymentStatus.${status}`)}
        </PaymentStatusText>
        {a.cashPayment && <span className="block text-slate-700">{t('cashReceipt', { receipt: a.cashPayment.receiptNumber })}</span>}
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
    ...(status === 'cash'
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
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
            <p className="font-semibold">{t('paymentFailed.title')}</p>
            <p className="mt-1">{t('paymentFailed.next')}</p>
            <Link to="/appointments" className="mt-2 inline-block font-semibold text-teal-800 underline">
              {t('paymentFailed.toAppointments')}
            </Link>
          </div>
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
