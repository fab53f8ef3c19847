import { useCallback, useContext } from 'react';
import { API, apiCall } from '@vetnow/web-kit/api';
import { i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';

/**
 * Switches the site's language (catalogues first, then i18next, <html lang> and the remembered choice); for a
 * signed-in account the choice is also saved on the account (PUT /auth/language), so the next sign-in — on any
 * device — and the account's e-mails follow it. Rejects when the language could not be switched; a failed save
 * only toasts (the switch on this device stands).
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const session = useContext(SessionContext);
  const signedIn = session?.status === 'signed-in';
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!signedIn) return;
      try {
        await apiCall(API.auth.setLanguage, { body: { language } });
      } catch {
        notify.error(i18n.t('shell:language.notSaved'));
      }
    },
    [signedIn],
  );
}
