import { useTranslation } from 'react-i18next';
import { CONTAINER, SECTION_IDS } from './landing-content';

export function PrivacySection() {
  const { t } = useTranslation('landing');
  return (
    <section id={SECTION_IDS.privacy} aria-labelledby="landing-privacy-heading" className="scroll-mt-20 bg-white">
      <div className={`${CONTAINER} py-12`}>
        <h2 id="landing-privacy-heading" className="text-2xl font-bold text-slate-900">
          {t('privacy.heading')}
        </h2>
        <div className="mt-4 max-w-3xl space-y-3 text-slate-700">
          <p>{t('privacy.body1')}</p>
          <p>{t('privacy.body2')}</p>
          <p>{t('privacy.body3')}</p>
        </div>
      </div>
    </section>
  );
}
