import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="not-found-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-teal-800 underline">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
