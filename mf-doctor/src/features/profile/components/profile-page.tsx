import { addResources } from '@vetnow/web-kit/i18n';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json';

export const NAMESPACE = 'doctor-profile';
addResources(NAMESPACE, en);

/** Placeholder: the screen is being built. */
export function DoctorProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="doctor-profile-title" className="mx-auto max-w-5xl px-4 py-8">
      <h1 id="doctor-profile-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-4 text-slate-600">{t('common:screenBeingBuilt')}</p>
    </section>
  );
}
