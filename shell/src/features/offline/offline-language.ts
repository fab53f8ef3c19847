/**
 * Which of the offline text's languages to show, and showing it (ADR 0065, ADR 0082): the remembered choice
 * (localStorage `vetnow.language`, as web-kit's i18n keeps it), else the browser's first preference among the three,
 * else English. One rule for the two places that show the offline text without the app: dist/offline.html's script
 * (src/prerender/offline-language.ts) and the shell's boot when its files cannot be fetched (src/app/boot).
 *
 * Imports nothing: both run where no shared module, i18next included, can be loaded.
 */
const LANGUAGES = ['en', 'si', 'ta'];
/** web-kit's LANGUAGE_STORAGE_KEY (boot-failed.spec.ts checks they agree). */
export const STORED_LANGUAGE_KEY = 'vetnow.language';

/** The visitor's language among the three. */
export function visitorLanguage(): string {
  let chosen: string | null;
  try {
    chosen = window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    chosen = null; // storage disabled
  }
  if (chosen && LANGUAGES.includes(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag || '').toLowerCase().split('-')[0]!;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/**
 * Shows the section of `container` (`[data-offline-language]`, one per language) in the visitor's language, hides the
 * others, and sets the page's title (the section's `data-page-title`) and `<html lang>`.
 */
export function showOfflineLanguage(container: ParentNode, doc: Document = document): string {
  const language = visitorLanguage();
  for (const section of container.querySelectorAll<HTMLElement>('[data-offline-language]')) {
    const shown = section.dataset['offlineLanguage'] === language;
    section.hidden = !shown;
    if (shown) doc.title = section.dataset['pageTitle'] || doc.title;
  }
  doc.documentElement.lang = language;
  return language;
}
