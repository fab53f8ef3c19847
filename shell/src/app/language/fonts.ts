import type { Language } from '@vetnow/web-kit/i18n';

/**
 * Noto Sans Sinhala and Noto Sans Tamil (self-hosted from @fontsource, served with the shell's static files):
 * only the script's own subset, the weights the screens use (400; 600 and 700 for the semibold and bold texts),
 * `font-display: swap`. Each stylesheet is a separate chunk fetched the first time its language is in use, so
 * the English pages never download either font. styles.css puts the family first in the stack for :lang(si)
 * and :lang(ta) (the subset's unicode-range leaves Latin text to the usual font).
 */
const FONT_LOADERS: Partial<Record<Language, () => Promise<unknown>>> = {
  si: () =>
    Promise.all([
      import('@fontsource/noto-sans-sinhala/sinhala-400.css'),
      import('@fontsource/noto-sans-sinhala/sinhala-600.css'),
      import('@fontsource/noto-sans-sinhala/sinhala-700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-600.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
};

const loaded = new Map<Language, Promise<void>>();

/** Fetches the font stylesheets `language` needs (once; English needs none). A failure leaves the system font. */
export function loadLanguageFonts(language: Language): Promise<void> {
  const load = FONT_LOADERS[language];
  if (!load) return Promise.resolve();
  let pending = loaded.get(language);
  if (!pending) {
    pending = load().then(
      () => undefined,
      () => {
        loaded.delete(language); // offline: try again on the next switch
      },
    );
    loaded.set(language, pending);
  }
  return pending;
}
