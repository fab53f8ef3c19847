import { useTranslation } from 'react-i18next';
import { FEATURE_ICONS } from './icons';
import { CONTAINER, FEATURE_KEYS } from './landing-content';

export function FeatureTiles() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-features-heading" className="bg-slate-50">
      <div className={`${CONTAINER} py-16`}>
        <h2 id="landing-features-heading" className="text-3xl font-bold text-slate-900">
          {t('features.heading')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t('features.intro')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_KEYS.map((key) => {
            const Icon = FEATURE_ICONS[key];
            return (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-teal-100 text-teal-800">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`features.${key}.description`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
