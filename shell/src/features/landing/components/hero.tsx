import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import type { UserType } from '@vetnow/web-kit/session';
import type { LandingDestinations } from '../hooks/use-landing-destinations';
import { HeroIllustration } from './hero-illustration';
import { PawIcon } from './icons';
import { BUTTON_ON_DARK, BUTTON_OUTLINE_ON_DARK, CONTAINER } from './landing-content';

export function Hero({ destinations }: { destinations: LandingDestinations }) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-hero-heading" className="bg-teal-900 text-white">
      <div className={`${CONTAINER} grid items-center gap-8 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]`}>
        <div className="min-w-0">
          <PawIcon className="mb-6 size-10 text-teal-200" />
          <h1 id="landing-hero-heading" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {t('hero.heading')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-teal-50">{t('hero.tagline')}</p>
          {/* The height is reserved while the session loads, so the buttons appear without shifting the page. */}
          <div className="mt-10 flex min-h-12 flex-wrap gap-4" data-testid="hero-actions">
            <HeroActions destinations={destinations} />
          </div>
        </div>
        {/* The right half on wide screens; phones keep the text first and short. */}
        <HeroIllustration className="hidden w-full max-w-md justify-self-center lg:block" />
      </div>
    </section>
  );
}

/** The hero's button for a signed-in visitor, by role: their home (the kit's homePathFor). */
const HOME_LABEL: Record<UserType, string> = {
  user: 'hero.goToDashboard',
  doctor: 'hero.goToDashboard',
  admin: 'hero.goToAdminDashboard',
  staff: 'hero.goToFrontDesk',
};

function HeroActions({ destinations }: { destinations: LandingDestinations }) {
  const { t } = useTranslation('landing');
  switch (destinations.status) {
    case 'loading':
      return null;
    case 'signed-out':
      return (
        <>
          <Link to={destinations.registerPath} className={BUTTON_ON_DARK}>
            {t('hero.startJourney')}
          </Link>
          <Link to={destinations.loginPath} className={BUTTON_OUTLINE_ON_DARK}>
            {t('hero.signIn')}
          </Link>
        </>
      );
    case 'signed-in':
      return (
        <Link to={destinations.dashboardPath} className={BUTTON_ON_DARK}>
          {t(HOME_LABEL[destinations.role])}
        </Link>
      );
  }
}
