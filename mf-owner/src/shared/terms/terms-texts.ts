/**
 * Values the services send as English words that owners read in the booking flow (issue 13): a doctor's
 * specialization (contracts SPECIALIZATIONS) and the default reason for a visit (DEFAULT_REASON). Namespace
 * `owner-terms`: `specializations.<value>`, `defaultReason`. A value the catalogue does not know is shown as given.
 */
import { DEFAULT_REASON } from '@vetnow/contracts/constants';
import { addResources } from '@vetnow/web-kit/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from './terms.en.json' with { type: 'json' };

export const TERMS_NAMESPACE = 'owner-terms';
addResources(TERMS_NAMESPACE, en, {
  si: () => import('./terms.si.json', { with: { type: 'json' } }),
  ta: () => import('./terms.ta.json', { with: { type: 'json' } }),
});

/** `(value) => text`: a specialization in the current language ('Surgery' → 'ශල්‍ය වෛද්‍ය'). */
export function useSpecializationText(): (specialization: string) => string {
  const { t } = useTranslation(TERMS_NAMESPACE);
  return useCallback(
    (specialization: string) => (specialization in en.specializations ? t(`specializations.${specialization}`) : specialization),
    [t],
  );
}

/** `(reason) => text`: a visit's reason, the default one ('General consultation') in the current language. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation(TERMS_NAMESPACE);
  return useCallback((reason: string) => (reason === DEFAULT_REASON ? t('defaultReason') : reason), [t]);
}
