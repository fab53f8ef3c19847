import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@vetnow/web-kit/router';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { Button } from '@vetnow/web-kit/ui/button';
import { NOTIFICATIONS_NAMESPACE } from '../i18n/notifications-i18n';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

/**
 * /unsubscribe?token=… — the page an e-mail's footer link opens (issue 12). Nothing happens until the person presses
 * the button (a mail scanner that fetches the link changes nothing); the signed token says whose e-mails and which
 * kind, so no sign-in is needed. Mail clients use the one-click POST of the List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useApiMutation(API.notify.unsubscribe);

  return (
    <PageSection titleId="unsubscribe-title" className="mx-auto max-w-xl px-4 py-12" title={t('unsubscribe.title')}>
      {unsubscribe.isSuccess ? (
        <div role="status" className="mt-4 space-y-2 text-slate-800">
          <p>{t(`unsubscribe.done_${unsubscribe.data.category}`)}</p>
          <p className="text-slate-600">{t('unsubscribe.again')}</p>
        </div>
      ) : !token || unsubscribe.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {t('unsubscribe.invalid')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{t('unsubscribe.intro')}</p>
          <Button className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ query: { token } })}>
            {unsubscribe.isPending ? t('unsubscribe.busy') : t('unsubscribe.button')}
          </Button>
        </>
      )}
      <p className="mt-8">
        <Link to="/" className="font-semibold text-teal-800 underline">
          {t('unsubscribe.home')}
        </Link>
      </p>
    </PageSection>
  );
}
