import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import type { LandingDestinations } from '../hooks/use-landing-destinations';
import { BUTTON_ON_DARK, CONTAINER } from './landing-content';

export function CallToAction({ destinations }: { destinations: LandingDestinations }) {
  const { t } = useTranslation('landing');
  let action: { to: string; label: string } | null = null;
  if (destinations.status === 'signed-out') {
    action = { to: destinations.registerPath, label: t('cta.signedOut') };
  } else if (destinations.status === 'signed-in') {
    const label = destinations.role === 'user' ? t('cta.owner') : t(`cta.${destinations.role}`);
    action = { to: destinations.callToActionPath, label };
  }
  return (
    <section aria-labelledby="landing-cta-heading" className="bg-teal-900 text-white">
      <div className={`${CONTAINER} py-16 text-center`}>
        <h2 id="landing-cta-heading" className="text-3xl font-bold">
          {t('cta.heading')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{t('cta.body')}</p>
        {/* Height reserved while the session loads (no layout shift). */}
        <div className="mt-8 flex min-h-12 justify-center" data-testid="cta-actions">
          {action && (
            <Link to={action.to} className={BUTTON_ON_DARK}>
              {action.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
