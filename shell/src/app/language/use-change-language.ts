import { useCallback } from 'react';
import { setLanguage, type Language } from '@vetnow/web-kit/i18n';

/** Switches the site's language (catalogues first, then i18next, <html lang> and the remembered choice). */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  return useCallback((language: Language) => setLanguage(language), []);
}
