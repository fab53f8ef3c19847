/**
 * The one i18next instance of the site (web-kit is a Module Federation singleton, so the shell and every
 * remote share it). Three languages: English (bundled, the fallback), Sinhala and Tamil (loaded on demand).
 *
 * Catalogue convention: one namespace per feature, named after it and unique across the site
 * (`landing`, `auth`, `owner-dashboard`, `doctors`, …; prefix with the app when two apps have the same feature
 * name: `owner-profile`, `doctor-profile`). The catalogues sit beside the feature as
 * `src/features/<feature>/i18n/{en,si,ta}.json`, and the feature's module registers them when it loads:
 *
 *     addResources('doctors', en, { si: () => import('../i18n/si.json'), ta: () => import('../i18n/ta.json') });
 *
 * English is bundled with the code; Sinhala and Tamil are separate chunks fetched only when that language is in
 * use (i18next-resources-to-backend calls the loaders), so the English pages download no Sinhala or Tamil text.
 * `useTranslation` suspends while a namespace of the current language loads (every remote screen renders inside
 * a Suspense boundary), so a screen never flashes English before its Sinhala texts arrive.
 * Texts every app needs live in the kit's `common` namespace (`libs/web-kit/src/i18n/*.json`): `errors.<CODE>` for
 * the server's error codes (errors.ts) and `validation.<code>` for the contracts' validation codes
 * (`validation.registration.usernameMin`; validationMessage below, the kit's bound form fields use it; ADR 0075).
 * Numbers, dates and times follow the language through `./format` (localeOf/useLocale for a screen's own Intl calls).
 *
 * tools/i18n/catalogues.spec.ts checks every catalogue of the site: si and ta siblings with the same keys,
 * variables and plural forms, nothing left in English, and si/ta loaders at every addResources.
 */
import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import commonTexts from './i18n/en.json' with { type: 'json' };
// The server's error codes (`errors.<CODE>`): the contracts' English messages, checked by errors-catalogue.spec.ts.
import serverErrors from './i18n/errors.en.json' with { type: 'json' };
// The validation codes' English (`validation.<code>`): the server's table, checked by validation-catalogue.spec.ts.
import validationTexts from './i18n/validation.en.json' with { type: 'json' };
import { writeSiteCookie } from './site-cookie';

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages loaded on demand (English is bundled). */
export type LoadedLanguage = Exclude<Language, 'en'>;

type Catalogue = Record<string, unknown>;
type CatalogueModule = Catalogue | { default: Catalogue };
/** How a namespace's Sinhala and Tamil catalogues are fetched: `() => import('./i18n/si.json', { with: { type: 'json' } })`. */
export type CatalogueLoaders = Partial<Record<LoadedLanguage, () => Promise<CatalogueModule>>>;

const common = { ...commonTexts, errors: { ...serverErrors, ...commonTexts.errors }, validation: validationTexts };

export const i18n: I18n = i18next.createInstance();
export const COMMON_NAMESPACE = 'common';

const loaders = new Map<string, CatalogueLoaders>();

async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const load = loaders.get(namespace)?.[language as LoadedLanguage];
  if (!load) return {}; // English is bundled; a namespace without this language falls back to English
  const loaded = await load();
  return ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as Catalogue;
}

/** Whether `value` is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Initialises the shared instance once (synchronously, in English unless `language` says otherwise). */
export function createI18n(resources: Record<string, Catalogue> = {}, language: Language = 'en'): I18n {
  if (!i18n.isInitialized) {
    i18n.use(resourcesToBackend(loadCatalogue)).use(initReactI18next);
    void i18n.init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: COMMON_NAMESPACE,
      ns: [COMMON_NAMESPACE],
      resources: { en: { [COMMON_NAMESPACE]: common } as ResourceLanguage },
      // English is given above; the other languages come from the loaders.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // A namespace's catalogue arriving (a remote's texts) re-renders the screens that use it.
      react: { bindI18nStore: 'added', useSuspense: true },
    });
  }
  for (const [namespace, catalogue] of Object.entries(resources)) addResources(namespace, catalogue);
  return i18n;
}

/**
 * Registers (or extends) a namespace: its English catalogue now, and how to fetch its other languages; safe to
 * call before createI18n. When the site is already in another language, that catalogue starts loading at once.
 */
export function addResources(namespace: string, en: Catalogue, others?: CatalogueLoaders): void {
  if (!i18n.isInitialized) createI18n();
  i18n.addResourceBundle('en', namespace, en, true, true);
  if (others) loaders.set(namespace, { ...loaders.get(namespace), ...others });
  const current = i18n.resolvedLanguage ?? i18n.language;
  if (others && current && current !== 'en' && !i18n.hasResourceBundle(current, namespace)) void i18n.loadNamespaces(namespace);
}

/** The kit's own Sinhala and Tamil texts: common, with the server's error codes under `errors` and the validation codes under `validation`. */
async function commonIn(language: LoadedLanguage): Promise<Catalogue> {
  // Chromium has no Sinhala date data: the kit's CLDR table comes with the Sinhala texts (it registers itself with ./format).
  const sinhalaDates = language === 'si' ? import('./format/sinhala-dates') : undefined;
  const [texts, serverErrorTexts, validation] = await Promise.all(
    language === 'si'
      ? ([
          import('./i18n/si.json', { with: { type: 'json' } }),
          import('./i18n/errors.si.json', { with: { type: 'json' } }),
          import('./i18n/validation.si.json', { with: { type: 'json' } }),
        ] as const)
      : ([
          import('./i18n/ta.json', { with: { type: 'json' } }),
          import('./i18n/errors.ta.json', { with: { type: 'json' } }),
          import('./i18n/validation.ta.json', { with: { type: 'json' } }),
        ] as const),
  );
  await sinhalaDates;
  return { ...texts.default, errors: { ...serverErrorTexts.default, ...texts.default.errors }, validation: validation.default };
}

/** The shape of a validation code (`<group>.<key>`), so an English sentence is never taken for a catalogue key. */
const VALIDATION_CODE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/;

/**
 * A form message in the current language: a validation code (a zod issue of the contracts' schemas, or a server
 * field error's `code`) is translated as `validation.<code>`; any other text is shown as given.
 */
export function validationMessage(message: string): string {
  const key = `validation.${message}`;
  return VALIDATION_CODE.test(message) && i18n.exists(key, { ns: COMMON_NAMESPACE }) ? i18n.t(key, { ns: COMMON_NAMESPACE }) : message;
}

loaders.set(COMMON_NAMESPACE, { si: () => commonIn('si'), ta: () => commonIn('ta') });

/** Where a visitor's choice is remembered (a signed-in user's also goes to their profile). */
export const LANGUAGE_STORAGE_KEY = 'vetnow.language';

/**
 * The same choice as a cookie of the same name, for the server: the gateway serves a screen's pre-rendered frame
 * (English) only to a visitor reading English (ADR 0083). Not HttpOnly: it is the page's own preference, nothing more.
 */
export function rememberLanguageCookie(language: Language): void {
  writeSiteCookie(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The language to start in: the remembered choice, else the browser's first preference among Sinhala and Tamil
 * (`navigator.languages`, e.g. `si-LK`), else English.
 */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage unavailable (private mode): fall through
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (base === 'en') return 'en';
    if (base === 'si' || base === 'ta') return base;
  }
  return 'en';
}

/** Fetches every registered namespace's catalogue of `language` that is not there yet. */
export async function preloadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all(
    [...loaders.keys()]
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => i18n.addResourceBundle(language, namespace, await loadCatalogue(language, namespace), true, true)),
  );
}

/**
 * Switches the whole site to `language`: loads its catalogues first (so no screen suspends and no half-filled
 * form is lost), then changes i18next's language, `<html lang>` and the remembered choice.
 */
export async function setLanguage(language: Language): Promise<void> {
  await preloadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  rememberLanguageCookie(language);
}
