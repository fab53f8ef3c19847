import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import type { UrgencyLevel } from '@vetnow/contracts/constants';
import type { DiagnosisSummary } from '@vetnow/contracts/questionnaire';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTriageTexts } from '../../../shared/triage/triage-texts';
import { useClinicDate, useSpecialization } from '../../appointments';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

const URGENCY_TONES: Record<UrgencyLevel, BadgeTone> = { high: 'red', medium: 'amber', low: 'green' };

/**
 * The Health Records tab of /profile (GET /users/diagnosis-summaries): per record the pet, the doctor and
 * specialization, the date, a 'Complete' badge, the urgency, the summary (the doctor's diagnosis once the visit
 * is completed, else the triage summary), the recommendations and the recorded appetite and energy; and the
 * record count.
 */
export function HealthRecordsTab() {
  const { t } = useTranslation(NAMESPACE);
  // Spec §8: a failed load is only logged, and the list shows empty.
  const query = useApiQuery(API.booking.diagnosisSummaries, undefined, { meta: { errorLog: '[vetnow] health records could not be loaded' } });
  const records = query.isPending ? null : (query.data ?? []);

  return (
    <section aria-labelledby="health-records-title" className="flex flex-col gap-4">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="health-records-title" className="text-xl font-semibold text-slate-900">
            {t('healthRecords.title')}
          </h2>
          {records !== null && records.length > 0 && (
            <p className="text-sm font-medium text-slate-600">{t('healthRecords.count', { count: records.length })}</p>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('healthRecords.intro')}</p>
      </div>
      {records === null ? (
        <PageSpinner label={t('healthRecords.loading')} />
      ) : records.length === 0 ? (
        <EmptyState icon="🩺" title={t('healthRecords.empty')} description={t('healthRecords.emptyHint')} />
      ) : (
        <ul aria-label={t('healthRecords.listLabel')} className="grid grid-cols-1 gap-4">
          {records.map((record) => (
            <li key={record._id}>
              <HealthRecord record={record} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HealthRecord({ record: r }: { record: DiagnosisSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = `health-record-${r._id}-title`;
  const { appetite, energy } = r.symptoms.generalHealth;
  const completed = r.completedAt !== undefined;
  const clinicDate = useClinicDate();
  const specialization = useSpecialization();
  const triageTexts = useTriageTexts();
  // A completed record holds the doctor's own words (shown as written); before that, the questionnaire's triage,
  // rebuilt in the owner's language from the rules that fired.
  const { summary, recommendations } =
    completed || !r.urgencyLevel
      ? { summary: r.summary, recommendations: r.recommendations }
      : triageTexts({ urgencyLevel: r.urgencyLevel, summary: r.summary, recommendations: r.recommendations, firedRules: r.firedRules });
  const option = (group: 'appetiteOptions' | 'energyOptions', value: string | undefined) =>
    value ? t(`healthRecords.${group}.${value}`, { defaultValue: value }) : t('healthRecords.notRecorded');

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {r.petName}
          </h3>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">{r.doctor.fullName}</span>
            {r.doctor.specialization && <> · {specialization(r.doctor.specialization)}</>}
          </p>
          <p className="text-sm text-slate-600">
            <span className="sr-only">{t('healthRecords.date')}: </span>
            {clinicDate(r.date)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="green">{t('healthRecords.complete')}</Badge>
          {r.urgencyLevel && <Badge tone={URGENCY_TONES[r.urgencyLevel]}>{t(`healthRecords.urgency.${r.urgencyLevel}`)}</Badge>}
        </div>
      </div>

      <Part title={completed ? t('healthRecords.diagnosis') : t('healthRecords.summary')}>
        <p className="whitespace-pre-line text-slate-800">{summary}</p>
      </Part>

      <Part title={t('healthRecords.recommendations')}>
        {recommendations.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {recommendations.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t('healthRecords.noRecommendations')}</p>
        )}
      </Part>

      <Part title={t('healthRecords.symptoms')}>
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-slate-500">{t('healthRecords.appetite')}</dt>
            <dd className="text-slate-900">{option('appetiteOptions', appetite)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('healthRecords.energy')}</dt>
            <dd className="text-slate-900">{option('energyOptions', energy)}</dd>
          </div>
        </dl>
      </Part>
    </article>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-4 text-sm">
      <h4 className="mb-1 font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}
