import { useState, type ReactNode } from 'react';
import { displayAppointmentId } from '@vetnow/contracts/appointment';
import {
  ARRIVE_EARLY_MINUTES,
  DEFAULT_REASON,
  DEFAULT_SPECIALIZATION,
  SERVICE_COUNTRY,
} from '@vetnow/contracts/constants';
import { formatLkr } from '@vetnow/web-kit/format';
import { addResources } from '@vetnow/web-kit/i18n';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import en from '../i18n/en.json';
import { readConfirmedAppointment, type ConfirmedAppointment } from '../../booking/api/booking-storage';
import { SummaryList } from '../../booking/components/booking-summary';
import { formatLongDate } from '../../booking/components/calendar-model';
import { EmergencyNotice } from '../../booking/components/emergency-notice';
import './confirmation-print.css';

export const NAMESPACE = 'confirmation';
addResources(NAMESPACE, en);

/** The payment status text (spec §2): cash → Pay at Clinic, completed → Paid, otherwise Pending Payment. */
export function paymentStatusKey(
  a: Pick<ConfirmedAppointment, 'paymentMethod' | 'paymentStatus'>,
): 'cash' | 'paid' | 'pending' {
  if (a.paymentMethod === 'cash') return 'cash';
  if (a.paymentStatus === 'completed') return 'paid';
  return 'pending';
}

/** Street, city, location, Sri Lanka — the parts that are set. */
export function clinicAddressOf(a: ConfirmedAppointment): string {
  const address = a.doctor?.clinicAddress;
  return [address?.street, address?.city, address?.location, SERVICE_COUNTRY]
    .filter((p) => p && p.trim())
    .join(', ');
}

/** /confirmation — the appointment just booked (else /dashboard). */
export function ConfirmationPage() {
  const [appointment] = useState(readConfirmedAppointment);
  if (!appointment) return <Navigate to="/dashboard" replace />;
  return <Confirmation appointment={appointment} />;
}

function Confirmation({ appointment: a }: { appointment: ConfirmedAppointment }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language || 'en';
  const status = paymentStatusKey(a);
  const fee = a.doctor?.consultationFee;
  const contact = a.doctor?.contactNumber?.trim();
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;
  const pet = a.pet;
  const urgent = a.diagnosisQuestionnaire?.urgencyLevel === 'high';
  const dash = t('notGiven');

  const rows: Array<[string, ReactNode]> = [
    [t('fields.appointmentId'), <strong key="id">{displayAppointmentId(a)}</strong>],
    [t('fields.doctor'), a.doctor?.fullName || dash],
    [t('fields.specialization'), a.doctor?.specialization || DEFAULT_SPECIALIZATION],
    [t('fields.date'), a.appointmentDate ? formatLongDate(a.appointmentDate, locale) : dash],
    [t('fields.time'), a.timeSlot || dash],
    [t('fields.petName'), pet?.name || dash],
    [t('fields.petType'), pet?.type ? t(`petTypes.${pet.type}`, { defaultValue: pet.type }) : dash],
    [t('fields.breed'), pet?.breed?.trim() || dash],
    [t('fields.age'), pet?.age === undefined ? dash : t('years', { count: pet.age })],
    [t('fields.paymentStatus'), t(`paymentStatus.${status}`)],
    [t('fields.reason'), a.reason?.trim() || DEFAULT_REASON],
    [t('fields.clinicAddress'), clinicAddressOf(a)],
    [
      t('fields.clinicContact'),
      contact ? (
        <a key="tel" href={tel(contact)} className="text-teal-800 underline">
          {contact}
        </a>
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
        <div className="text-center">
          <div
            aria-hidden="true"
            className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
          >
            ✓
          </div>
          <h1 id="confirmation-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>

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
