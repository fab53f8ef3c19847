import { QUESTIONNAIRE_OPTION_LISTS } from '@vetnow/contracts/constants';
import type { QuestionnaireAnswers } from '@vetnow/contracts/questionnaire';
import { formatClinicDate } from '@vetnow/web-kit/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { Row } from './appointment-bits';

type Step = keyof QuestionnaireAnswers;
type Kind = 'text' | 'yesNo' | 'date';

/** The answers chosen from a list (spec §9, the contracts' lists by field): shown in the current language (`options.<field>.<value>`); free text as typed. */
const OPTION_LISTS: Readonly<Record<string, readonly string[]>> = QUESTIONNAIRE_OPTION_LISTS;

/** The seven steps in the questionnaire's order: yes/no signs (shown as one "Reported signs" row) and fields. */
export const QUESTIONNAIRE_STEPS: ReadonlyArray<{ step: Step; signs?: readonly string[]; fields: ReadonlyArray<[string, Kind]> }> = [
  { step: 'generalHealth', fields: [['appetite', 'text'], ['energy', 'text'], ['behavior', 'text'], ['temperature', 'text']] },
  { step: 'symptoms', signs: ['vomiting', 'diarrhea', 'coughing', 'sneezing', 'limping', 'scratching'], fields: [['other', 'text']] },
  { step: 'behavioralChanges', signs: ['aggression', 'lethargy', 'hiding', 'excessiveBarking'], fields: [['other', 'text']] },
  { step: 'eatingDrinking', fields: [['appetiteChange', 'text'], ['waterIntake', 'text'], ['lastMeal', 'text'], ['dietType', 'text']] },
  { step: 'physicalSymptoms', fields: [['swelling', 'text'], ['discharge', 'text'], ['wounds', 'text'], ['parasites', 'text']] },
  { step: 'duration', fields: [['symptomsStarted', 'text'], ['frequency', 'text'], ['gettingWorse', 'yesNo']] },
  {
    step: 'medicalHistory',
    fields: [
      ['previousConditions', 'text'],
      ['currentMedications', 'text'],
      ['allergies', 'text'],
      ['lastVetVisit', 'text'],
      ['vaccinated', 'yesNo'],
      ['vaccinationDate', 'date'],
    ],
  },
];

/** The owner's whole questionnaire, grouped by the seven steps, every question with its human label. */
export function QuestionnaireAnswersView({ answers }: { answers: QuestionnaireAnswers }) {
  const { t } = useTranslation(NAMESPACE);
  const missing = <span className="text-slate-500">{t('details.notAnswered')}</span>;

  function value(field: string, raw: unknown, kind: Kind): ReactNode {
    if (kind === 'yesNo') return typeof raw === 'boolean' ? t(raw ? 'details.yes' : 'details.no') : missing;
    if (typeof raw !== 'string' || raw.trim() === '') return missing;
    if (kind === 'date') return formatClinicDate(raw);
    return OPTION_LISTS[field]?.includes(raw) ? t(`options.${field}.${raw}`) : raw;
  }

  return (
    <div className="flex flex-col gap-4">
      {QUESTIONNAIRE_STEPS.map(({ step, signs, fields }) => {
        const group = (answers[step] ?? {}) as Record<string, unknown>;
        const reported = (signs ?? []).filter((sign) => group[sign] === true);
        const shown = fields.filter(([field]) => field !== 'vaccinationDate' || group.vaccinated === true);
        return (
          <section key={step} aria-labelledby={`answers-${step}`}>
            <h4 id={`answers-${step}`} className="font-semibold text-slate-900">
              {t(`steps.${step}`)}
            </h4>
            <dl className="mt-1 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {signs && (
                <Row label={t('details.reportedSigns')}>
                  {reported.length > 0 ? reported.map((sign) => t(`fields.${step}.${sign}`)).join(', ') : t('details.noneReported')}
                </Row>
              )}
              {shown.map(([field, kind]) => (
                <Row key={field} label={t(`fields.${step}.${field}`)}>
                  {value(field, group[field], kind)}
                </Row>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
