import type { Appointment } from '@vetnow/contracts/appointment';
import { canCancel, canReschedule, displayAppointmentId } from '@vetnow/domain/appointment-rules';
import { formatAddressLine, formatSlotTime } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '../../calendar-event';
import { NeedsReschedulingNote, RescheduleButton } from '../../reschedule';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { formatShortDate } from '../../../shared/format-date';
import { useReasonText, useSpecializationText } from '../../../shared/terms/terms-texts';
import { paymentStateOf } from '../../../shared/payment-status/payment-state';
import { PaymentStatusText } from '../../../shared/payment-status/payment-status-text';
import { formatRefundAmount } from '../../../shared/payment-status/refund';
import { AppointmentStatusBadge } from './appointment-status-badge';
import { ArrivalBadge } from './arrival-badge';

/** Only a visit still to be paid needs the hosted checkout's code: loaded then (the route budgets count first loads). */
const PayNowButton = lazy(() => import('./pay-now-button').then((m) => ({ default: m.PayNowButton })));

export interface AppointmentCardProps {
  appointment: Appointment;
  /** "Now" for the cancel rule (scheduled and in the future). */
  now: Date;
  /** Shows Cancel on a cancellable appointment; without it the card has no Cancel. */
  onCancel?: (appointment: Appointment) => void;
  /** Shows Reschedule (Pick a new time on a needs-rescheduling one) when the owner may move it. */
  onReschedule?: (appointment: Appointment) => void;
  headingLevel?: 2 | 3;
  /** True once the screen stopped checking on a processing card payment ("Still processing"). */
  paymentCheckGaveUp?: boolean;
}

/** A pet type (Dog, Cat, Bird, Other) in the current language; any other type as it was typed. */
export function usePetType(): (type: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (type) => t(`petTypes.${type}`, { defaultValue: type });
}

/** A doctor's specialization in the current language (shared owner terms); an unknown one as the server gave it. */
export const useSpecialization = useSpecializationText;

/** A clinic date (`YYYY-MM-DD`) in the current language: 'Sun, 22 Nov 2026' in English. */
export function useClinicDate(): (date: string) => string {
  const { i18n } = useTranslation(NAMESPACE);
  return (date) => formatShortDate(date, i18n.language);
}

/** Pet name, type, breed and age on one line: `Bruno · Dog · Labrador · 3 years` (type and age in the language). */
export function usePetLine(): (pet: Appointment['pet']) => string {
  const { t } = useTranslation(NAMESPACE);
  const petType = usePetType();
  return (pet) =>
    [pet.name, pet.type ? petType(pet.type) : '', pet.breed, pet.age !== undefined ? t('card.petAge', { count: pet.age }) : '']
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' · ');
}

/**
 * One of the owner's appointments: doctor and specialization, status, date, time slot, clinic location,
 * contact, pet, reason and the appointment ID; No-show (or Checked in, on the day) beside the status (issue 39); the
 * pre-consultation badge when a questionnaire was sent; the
 * visit's findings once completed; "Refunded LKR 2,500.00" under the payment once the card payment was refunded;
 * why it needs a new time when it needs rescheduling; Reschedule while the owner
 * may move it (contracts canReschedule) and Cancel only on an upcoming appointment.
 */
export function AppointmentCard({
  appointment: a,
  now,
  onCancel,
  onReschedule,
  headingLevel = 2,
  paymentCheckGaveUp = false,
}: AppointmentCardProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const petLine = usePetLine();
  const clinicDate = useClinicDate();
  const specialization = useSpecialization();
  const reason = useReasonText();
  const Heading = `h${headingLevel}` as const;
  const headingId = `appointment-${a._id}-title`;
  const date = clinicDate(a.appointmentDate);
  const findings = a.completion;
  const hasFindings = !!findings && (!!findings.diagnosis || findings.recommendations.length > 0 || !!findings.notes);
  const payment = paymentStateOf(a);
  const paymentText =
    payment === 'processing' && paymentCheckGaveUp ? t('card.paymentStatus.stillProcessing') : t(`card.paymentStatus.${payment}`);
  // A card payment still to be made on an upcoming visit: failed, or not settled when the checks stopped (the owner
  // left the hosted page; the reconciliation job fails it after 15 minutes).
  const payable =
    a.paymentMethod === 'card' &&
    a.status === 'scheduled' &&
    new Date(a.startsAt) > now &&
    (payment === 'failed' || (payment === 'processing' && paymentCheckGaveUp));
  const reschedulable = !!onReschedule && canReschedule(a, now);
  const cancellable = !!onCancel && canCancel(a, now);
  // An upcoming visit can go into the owner's calendar (and again after a reschedule: the same entry moves).
  const calendarable = a.status === 'scheduled' && new Date(a.startsAt) > now;

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {a.doctor.fullName}
          </Heading>
          <p className="text-sm font-medium text-teal-800">{specialization(a.doctor.specialization)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <AppointmentStatusBadge status={a.status} />
          <ArrivalBadge appointment={a} now={now} />
          {a.diagnosisQuestionnaire && <Badge tone="blue">{t('card.preConsultation')}</Badge>}
        </div>
      </div>

      {a.status === 'needs-rescheduling' && <NeedsReschedulingNote appointment={a} />}

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row label={t('card.date')}>{date}</Row>
        <Row label={t('card.time')}>{formatSlotTime(a.timeSlot)}</Row>
        <Row label={t('card.clinic')}>{formatAddressLine(a.doctor.clinicAddress)}</Row>
        <Row label={t('card.contact')}>
          <PhoneLink value={a.doctor.contactNumber} />
        </Row>
        <Row label={t('card.pet')}>{petLine(a.pet)}</Row>
        <Row label={t('card.reason')}>{reason(a.reason)}</Row>
        <Row label={t('card.payment')}>
          <span aria-live="polite">
            <PaymentStatusText state={payment} gaveUp={paymentCheckGaveUp}>
              {paymentText}
            </PaymentStatusText>
          </span>
          {a.cashPayment && (
            <span className="mt-0.5 block text-slate-700">{t('card.cashReceipt', { receipt: a.cashPayment.receiptNumber })}</span>
          )}
          {a.refund && (
            <span className="mt-0.5 block text-slate-700">
              {t('card.refunded', { amount: formatRefundAmount(a.refund.amount, i18n.language) })}
            </span>
          )}
          {payment === 'failed' && a.status === 'scheduled' && (
            <span className="mt-0.5 block text-slate-700">{t('card.paymentFailedNext')}</span>
          )}
          {payable && (
            <Suspense fallback={null}>
              <PayNowButton appointment={a} label={t('card.payNowLabel', { date, time: formatSlotTime(a.timeSlot) })} />
            </Suspense>
          )}
        </Row>
        <Row label={t('card.reference')}>
          <span className="font-mono">{displayAppointmentId(a)}</span>
        </Row>
      </dl>

      {hasFindings && findings && (
        <section aria-label={t('card.findings')} className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-slate-800">
          <p className="font-semibold text-green-900">{t('card.findings')}</p>
          <dl className="mt-1 grid gap-1">
            {findings.diagnosis && <Row label={t('card.diagnosis')}>{findings.diagnosis}</Row>}
            {findings.recommendations.length > 0 && (
              <Row label={t('card.recommendations')}>
                <ul className="list-disc pl-5">
                  {findings.recommendations.map((r, i) => (
                    <li key={i}>{r}</li>
                  ))}
                </ul>
              </Row>
            )}
            {findings.notes && <Row label={t('card.notes')}>{findings.notes}</Row>}
          </dl>
        </section>
      )}

      {(reschedulable || cancellable || calendarable) && (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {calendarable && <AddToCalendarButton appointment={a} />}
          {reschedulable && <RescheduleButton appointment={a} onClick={() => onReschedule?.(a)} />}
          {cancellable && (
              <Button
              variant="danger"
              aria-haspopup="dialog"
              aria-label={t('card.cancelLabel', { doctor: a.doctor.fullName, date, time: formatSlotTime(a.timeSlot) })}
              onClick={() => onCancel?.(a)}
            >
              {t('card.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
