import { addResources } from '@vetnow/web-kit/i18n';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json';

export const AUTH_NAMESPACE = 'auth';
addResources(AUTH_NAMESPACE, en);

/** Placeholder: the screen is being built. */
export function RegisterPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <section aria-labelledby="register-title" className="mx-auto max-w-md px-4 py-10">
      <h1 id="register-title" className="text-2xl font-bold text-slate-900">
        {t('register.title')}
      </h1>
      <p className="mt-4 text-slate-600">{t('common:screenBeingBuilt')}</p>
    </section>
  );
}
