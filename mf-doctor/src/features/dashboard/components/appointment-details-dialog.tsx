import type { Appointment } from '@vetnow/contracts/appointment';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { DueBadges, HealthRecordButton, useDayPetCare } from '../../pet-care';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { PhoneLink, Row, StatusBadge, UrgencyBadge, usePetLine, useReasonText, useTriageText } from './appointment-bits';
import { QuestionnaireAnswersView } from './questionnaire-answers';

/**
 * View Details: the owner and contact, the pet, the reason, the whole questionnaire grouped by its seven steps,
 * and the triage — urgency, summary, recommendations and the rules that fired.
 */
export function AppointmentDetailsDialog({ appointment: a, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const petLine = usePetLine();
  const reasonText = useReasonText();
  const q = a.diagnosisQuestionnaire;
  const triage = useTriageText()(q ?? { summary: '', urgencyLevel: 'low' });
  // What is due for the pet, as of the visit's day (issue 38); its health record behind a button.
  const care = useDayPetCare(a.appointmentDate).get(a._id);
  const petId = a.petId ?? care?.petId;

  return (
    <Modal
      open
      title={t('details.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5 text-sm">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <Row label={t('details.visit')}>
            {t('card.when', { date: formatClinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })} <StatusBadge status={a.status} />
          </Row>
          <Row label={t('details.owner')}>{a.user.fullName}</Row>
          <Row label={t('details.contact')}>
            <PhoneLink number={a.user.contactNumber} />
          </Row>
          <Row label={t('details.pet')}>
            <div className="flex flex-col items-start gap-1.5">
              <span>{petLine(a.pet)}</span>
              {care && <DueBadges pet={a.pet.name} due={care.due} />}
              {petId && <HealthRecordButton petId={petId} petName={a.pet.name} />}
            </div>
          </Row>
          <Row label={t('details.reason')}>{reasonText(a.reason)}</Row>
        </dl>

        {q ? (
          <>
            <section aria-labelledby="details-triage" className="rounded-lg bg-slate-50 p-3">
              <h3 id="details-triage" className="text-base font-semibold text-slate-900">
                {t('details.triage')}
              </h3>
              <dl className="mt-2 grid gap-2">
                <Row label={t('details.urgency')}>
                  <UrgencyBadge level={q.urgencyLevel} />
                </Row>
                <Row label={t('details.summary')}>{triage.summary}</Row>
                {triage.recommendations && triage.recommendations.length > 0 && (
                  <Row label={t('details.recommendations')}>
                    <ul className="list-disc pl-5">
                      {triage.recommendations.map((r, i) => (
                        <li key={i}>{r}</li>
                      ))}
                    </ul>
                  </Row>
                )}
                {q.firedRules && (
                  <Row label={t('details.firedRules')}>
                    {q.firedRules.length > 0 ? (
                      <ul className="list-disc pl-5">
                        {q.firedRules.map((rule) => (
                          <li key={rule}>{t(`rules.${rule}`, { defaultValue: rule })}</li>
                        ))}
                      </ul>
                    ) : (
                      t('details.noRules')
                    )}
                  </Row>
                )}
              </dl>
            </section>
            <section aria-labelledby="details-answers">
              <h3 id="details-answers" className="mb-2 text-base font-semibold text-slate-900">
                {t('details.answers')}
              </h3>
              {q.answers ? <QuestionnaireAnswersView answers={q.answers} /> : <p className="text-slate-600">{t('details.noAnswers')}</p>}
            </section>
          </>
        ) : (
          <p className="rounded-lg bg-slate-50 p-3 text-slate-600">{t('card.noQuestionnaire')}</p>
        )}
      </div>
    </Modal>
  );
}
