import type { TFunction } from 'i18next';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@vetnow/web-kit/ui/button';
import type { Language } from '@vetnow/web-kit/i18n';

/**
 * The offline page's text in one language (issue 40, ADR 0065). shell/scripts/prerender.mjs writes one
 * `dist/offline.html` holding it in English, Sinhala and Tamil, the English one shown; the page's script
 * (src/prerender/offline-language.ts) shows the visitor's instead. The service worker answers with that page a
 * navigation that fails with no network. "Try again" is a link to the page itself: it works without any script.
 */
export function OfflineSection({ language, t }: { language: Language; t: TFunction }) {
  return (
    <section
      lang={language}
      data-offline-language={language}
      data-page-title={t('offline.pageTitle')}
      hidden={language !== 'en'}
      aria-labelledby={`offline-title-${language}`}
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 py-12 text-center"
    >
      <svg viewBox="0 0 32 32" width="56" height="56" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 12l7 11 7-11" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id={`offline-title-${language}`} className="text-2xl font-bold text-slate-900">
        {t('offline.title')}
      </h1>
      <p className="text-base text-slate-700">{t('offline.text')}</p>
      <a href="" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}>
        {t('offline.retry')}
      </a>
    </section>
  );
}
