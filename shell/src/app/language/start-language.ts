import { i18n, initialLanguage, isLanguage, preloadLanguage, type Language } from '@vetnow/web-kit/i18n';
import { loadLanguageFonts } from './fonts';

let following = false;

/** Every language change (the switcher, a remote, a signed-in user's saved choice) sets <html lang> and its font. */
export function followLanguage(): void {
  if (following) return;
  following = true;
  i18n.on('languageChanged', (language: string) => {
    if (!isLanguage(language)) return;
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    void loadLanguageFonts(language);
  });
}

/**
 * Before the first render: the language to start in (the remembered choice, else navigator.languages, else
 * English) with the catalogues of every namespace registered so far, so the first screen does not flash English.
 * Not remembered: only a choice the visitor makes is stored. If the catalogues cannot be fetched, English.
 */
export async function startLanguage(language: Language = initialLanguage()): Promise<Language> {
  followLanguage();
  if (language !== 'en') {
    void loadLanguageFonts(language); // font-display: swap, so the first render need not wait for it
    try {
      await preloadLanguage(language);
      await i18n.changeLanguage(language);
    } catch {
      language = 'en';
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
}
