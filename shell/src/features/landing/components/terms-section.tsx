import { CANCELLATION_NOTICE_HOURS, CURRENCY } from '@vetnow/contracts/constants';
import { useTranslation } from 'react-i18next';
import { CONTAINER, SECTION_IDS } from './landing-content';

const TERM_KEYS = ['cancellation', 'payment', 'fee', 'emergency'] as const;

export function TermsSection() {
  const { t } = useTranslation('landing');
  return (
    <section id={SECTION_IDS.terms} aria-labelledby="landing-terms-heading" className="scroll-mt-20 bg-white">
      <div className={`${CONTAINER} pb-12`}>
        <h2 id="landing-terms-heading" className="text-2xl font-bold text-slate-900">
          {t('terms.heading')}
        </h2>
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {TERM_KEYS.map((key) => (
            <li key={key}>{t(`terms.${key}`, { hours: CANCELLATION_NOTICE_HOURS, currency: CURRENCY })}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
