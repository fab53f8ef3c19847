import type { Appointment } from '@vetnow/contracts/appointment';
import { displayAppointmentId } from '@vetnow/domain/appointment-rules';
import { formatClinicDate, formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { ArrivalBadge, PhoneLink, Row, StatusBadge, UrgencyBadge, usePetLine, useReasonText, useTriageText } from './appointment-bits';

export type AppointmentAction = 'complete' | 'notes' | 'cashPayment' | 'details';

/** A pay-at-clinic appointment whose cash has not been recorded yet (and that is not cancelled): Mark as paid. */
function awaitsCash(a: Appointment): boolean {
  return a.paymentMethod === 'cash' && a.paymentStatus === 'pending' && a.status !== 'cancelled';
}

/** The payment's catalogue key: cash not yet paid → Pay at Clinic, cash paid → Paid in cash, else the status. */
function paymentKey(a: Appointment): string {
  if (a.paymentMethod === 'cash' && a.paymentStatus === 'pending') return 'cash';
  if (a.paymentMethod === 'cash' && a.paymentStatus === 'completed') return 'paidCash';
  return a.paymentStatus;
}

export interface DoctorAppointmentCardProps {
  appointment: Appointment;
  onAction: (action: AppointmentAction, appointment: Appointment) => void;
}

/**
 * One appointment of the doctor's All Appointments list: owner and contact, pet, date, time slot, status, fee,
 * patient information, reason and the diagnosis summary with its urgency; beside the status what the front desk
 * recorded (Arrived at / No-show, issue 39). Scheduled ones offer Mark as
 * Completed and Add Notes; a pay-at-clinic one not yet paid offers Mark as paid (cash at the desk, ADR 0050), and
 * once paid shows the receipt; every one offers View Details.
 */
export function DoctorAppointmentCard({ appointment: a, onAction }: DoctorAppointmentCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const petLine = usePetLine();
  const reasonText = useReasonText();
  const triageText = useTriageText();
  const headingId = `doctor-appointment-${a._id}`;
  const q = a.diagnosisQuestionnaire;
  const findings = a.completion;

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {a.pet.name} · {a.user.fullName}
          </h3>
          <p className="text-sm text-slate-600">{t('card.when', { date: formatClinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={a.status} />
          <ArrivalBadge arrival={a.arrival} />
        </div>
      </div>

      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row label={t('card.owner')}>{a.user.fullName}</Row>
        <Row label={t('card.contact')}>
          <PhoneLink number={a.user.contactNumber} />
        </Row>
        <Row label={t('card.date')}>{formatClinicDate(a.appointmentDate)}</Row>
        <Row label={t('card.time')}>{formatSlotTime(a.timeSlot)}</Row>
        <Row label={t('card.patient')}>{petLine(a.pet)}</Row>
        <Row label={t('card.fee')}>
          {formatLkr(a.doctor.consultationFee)}{' '}
          <span className={a.cashPayment ? 'text-green-800' : 'text-slate-500'}>({t(`payment.${paymentKey(a)}`)})</span>
          {a.cashPayment && (
            <span className="block text-slate-600">
              {t('payment.receipt', { receipt: a.cashPayment.receiptNumber, amount: formatLkr(a.cashPayment.amount) })}
            </span>
          )}
        </Row>
        <Row label={t('card.reason')}>{reasonText(a.reason)}</Row>
        <Row label={t('card.reference')}>
          <span className="font-mono">{displayAppointmentId(a)}</span>
        </Row>
      </dl>

      <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-800">{t('card.diagnosis')}</p>
        {q ? (
          <div className="mt-1 flex flex-col items-start gap-1">
            <UrgencyBadge level={q.urgencyLevel} />
            <p className="text-slate-800">{triageText(q).summary}</p>
          </div>
        ) : (
          <p className="mt-1 text-slate-600">{t('card.noQuestionnaire')}</p>
        )}
      </div>

      {findings && (findings.diagnosis || findings.recommendations.length > 0 || findings.notes) && (
        <section aria-label={t('card.findings')} className="mt-3 rounded-lg bg-green-50 p-3 text-sm">
          <p className="font-semibold text-green-900">{t('card.findings')}</p>
          <dl className="mt-1 grid gap-1">
            {findings.diagnosis && <Row label={t('card.findingsDiagnosis')}>{findings.diagnosis}</Row>}
            {findings.recommendations.length > 0 && (
              <Row label={t('card.findingsRecommendations')}>
                <ul className="list-disc pl-5">
                  {findings.recommendations.map((r, i) => (
                    <li key={i}>{r}</li>
                  ))}
                </ul>
              </Row>
            )}
            {findings.notes && <Row label={t('card.findingsNotes')}>{findings.notes}</Row>}
          </dl>
        </section>
      )}

      {a.doctorNotes && (
        <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-800">{t('card.doctorNotes')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{a.doctorNotes}</p>
        </div>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {a.status === 'scheduled' && (
          <>
            <Button aria-describedby={headingId} aria-haspopup="dialog" onClick={() => onAction('complete', a)}>
              {t('card.complete')}
            </Button>
            <Button variant="secondary" aria-describedby={headingId} aria-haspopup="dialog" onClick={() => onAction('notes', a)}>
              {t('card.notes')}
            </Button>
          </>
        )}
        {awaitsCash(a) && (
          <Button variant="secondary" aria-describedby={headingId} aria-haspopup="dialog" onClick={() => onAction('cashPayment', a)}>
            {t('card.markPaid')}
          </Button>
        )}
        <Button variant="secondary" aria-describedby={headingId} aria-haspopup="dialog" onClick={() => onAction('details', a)}>
          {t('card.details')}
        </Button>
      </div>
    </article>
  );
}
