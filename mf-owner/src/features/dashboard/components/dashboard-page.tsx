import { addResources } from '@vetnow/web-kit/i18n';
import { useSession } from '@vetnow/web-kit/session';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json';

export const NAMESPACE = 'owner-dashboard';
addResources(NAMESPACE, en);

/** Placeholder: the screen is being built (the welcome line proves the remote shares the shell's session). */
export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  return (
    <section aria-labelledby="owner-dashboard-title" className="mx-auto max-w-5xl px-4 py-8">
      <h1 id="owner-dashboard-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      {user && <p className="mt-2 text-lg text-slate-700">{t('welcome', { name: user.fullName })}</p>}
      <p className="mt-4 text-slate-600">{t('common:screenBeingBuilt')}</p>
    </section>
  );
}
