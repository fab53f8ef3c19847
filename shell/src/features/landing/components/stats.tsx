import { STATISTICS } from '@vetnow/contracts/constants';
import { useTranslation } from 'react-i18next';
import { CONTAINER } from './landing-content';

/** The four landing statistics: values from contracts (spec §1), labels from the catalogue. */
export function Stats() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-stats-heading" className="border-b border-slate-200 bg-white">
      <div className={`${CONTAINER} py-10`}>
        <h2 id="landing-stats-heading" className="sr-only">
          {t('stats.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {STATISTICS.map(({ key, value }) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium text-slate-700">{t(`stats.${key}`)}</dt>
              <dd className="text-3xl font-bold text-teal-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
