/**
 * The one i18next instance of the site (web-kit is a Module Federation singleton, so the shell and every
 * remote share it). English only, `fallbackLng: 'en'`.
 *
 * Catalogue convention: one namespace per feature, named after it and unique across the site
 * (`landing`, `auth`, `owner-dashboard`, `doctors`, …; prefix with the app when two apps have the same feature
 * name: `owner-profile`, `doctor-profile`). The English catalogue sits beside the feature as
 * `src/features/<feature>/i18n/en.json`, and the feature's page module registers it when it loads:
 * `addResources('doctors', en)` at module top level, so a remote brings its own texts with its code.
 * Texts every app needs live in the kit's `common` namespace (`libs/web-kit/src/i18n/en.json`).
 */
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonTexts from './i18n/en.json' with { type: 'json' };
// The server's error codes (`errors.<CODE>`): the contracts' English messages, checked by errors-catalogue.spec.ts.
import serverErrors from './i18n/errors.en.json' with { type: 'json' };

const common = { ...commonTexts, errors: { ...serverErrors, ...commonTexts.errors } };

export const i18n: I18n = i18next.createInstance();
export const COMMON_NAMESPACE = 'common';

type Catalogue = Record<string, unknown>;

/** Initialises the shared instance once (synchronously) with `resources` (namespace → English catalogue). */
export function createI18n(resources: Record<string, Catalogue> = {}): I18n {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    void i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en'],
      defaultNS: COMMON_NAMESPACE,
      ns: [COMMON_NAMESPACE],
      resources: { en: { [COMMON_NAMESPACE]: common } as ResourceLanguage },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  for (const [namespace, catalogue] of Object.entries(resources)) addResources(namespace, catalogue);
  return i18n;
}

/** Registers (or extends) a namespace's English catalogue; safe to call before createI18n. */
export function addResources(namespace: string, en: Catalogue): void {
  if (!i18n.isInitialized) createI18n();
  i18n.addResourceBundle('en', namespace, en, true, true);
}
