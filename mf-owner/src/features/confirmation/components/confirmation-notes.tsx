/** The confirmation screen's "Important Notes" (arrive early, records, rescheduling, cash, assessment shared). */
import { ARRIVE_EARLY_MINUTES } from '@vetnow/contracts/constants';
import { formatLkr } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import type { PaymentState } from '../../../shared/payment-status/payment-state';
import type { ConfirmedAppointment } from '../../../shared/booking-wizard/wizard-store';
import { NAMESPACE } from '../i18n/confirmation-i18n';

/** The notes heading and list; the cash note when paying at the clinic (or a card payment not made). */
export function ConfirmationNotes({
  appointment: a,
  status,
  notPaid,
}: {
  appointment: ConfirmedAppointment;
  status: PaymentState;
  notPaid: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fee = a.doctor?.consultationFee;
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
    <>
      <h2 className="mt-6 mb-2 text-lg font-semibold text-slate-900">{t('notesTitle')}</h2>
      <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
