import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { PawIcon } from './icons';
import { CONTAINER, SECTION_IDS, SERVICE_KEYS } from './landing-content';

const FOOTER_LINK =
  'rounded-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  const { t } = useTranslation('landing');
  const routeLinks = [
    { to: '/register', label: t('footer.register') },
    { to: '/login', label: t('footer.login') },
  ];
  const anchorLinks = [
    { id: SECTION_IDS.about, label: t('footer.about') },
    { id: SECTION_IDS.contact, label: t('footer.contact') },
    { id: SECTION_IDS.privacy, label: t('footer.privacy') },
    { id: SECTION_IDS.terms, label: t('footer.terms') },
  ];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className={`${CONTAINER} grid gap-10 py-12 sm:grid-cols-3`}>
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <PawIcon className="size-6" />
            {t('footer.brand')}
          </p>
          <p className="mt-3">{t('footer.blurb')}</p>
        </div>
        <div>
          <h2 id="landing-footer-services-heading" className="text-base font-semibold text-white">
            {t('footer.servicesHeading')}
          </h2>
          <ul className="mt-4 space-y-2">
            {SERVICE_KEYS.map((key) => (
              <li key={key}>{t(`footer.services.${key}`)}</li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="landing-footer-links-heading">
          <h2 id="landing-footer-links-heading" className="text-base font-semibold text-white">
            {t('footer.linksHeading')}
          </h2>
          <ul className="mt-4 space-y-2">
            {routeLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={FOOTER_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
            {/* In-page anchors stay plain <a>: the browser scrolls to and focuses the section natively,
                which a client-side router link would not do. */}
            {anchorLinks.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className={FOOTER_LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <p className={`${CONTAINER} py-6 text-sm text-slate-300`}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
