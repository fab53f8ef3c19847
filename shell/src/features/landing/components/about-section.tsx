import { useTranslation } from 'react-i18next';
import { CONTAINER, SECTION_IDS } from './landing-content';

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <section id={SECTION_IDS.about} aria-labelledby="landing-about-heading" className="scroll-mt-20 bg-white">
      <div className={`${CONTAINER} py-16`}>
        <h2 id="landing-about-heading" className="text-3xl font-bold text-slate-900">
          {t('about.heading')}
        </h2>
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
          <p>{t('about.body1')}</p>
          <p>{t('about.body2')}</p>
        </div>
      </div>
    </section>
  );
}
