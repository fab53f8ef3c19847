import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <PageSection titleId="not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center" title={t('notFound.title')}>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-teal-800 underline">
        {t('notFound.home')}
      </Link>
    </PageSection>
  );
}
