import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@vetnow/web-kit/router';
import { useSession } from '@vetnow/web-kit/session';
import { Button } from '@vetnow/web-kit/ui/button';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';
import { useClaimLookup, type ClaimRefusal } from '../hooks/use-claim-lookup';
import { ClaimForm } from './claim-form';

const LINK =
  'font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600';

/**
 * /claim?token=… (issue 39 phase B, ADR 0061): the page of the SMS link the front desk's new caller gets. It asks
 * whose account the link opens (without using it up), greets the owner by name and lets them choose the sign-in
 * e-mail and a password (ClaimForm); then they are signed in. A missing, cut-off, used, replaced or expired link shows
 * why and to ask the clinic for a new one, and no form. Public: a visitor signed in to another account on this device
 * still sees the page, told that setting the account up signs them in to it instead.
 */
export function ClaimPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const claim = useClaimLookup(token);
  const { status: sessionStatus } = useSession();
  const ready = claim.status === 'ready';

  return (
    <section aria-labelledby="claim-title" className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="claim-title" className="text-2xl font-bold text-slate-900">
          {ready ? t('claim.welcome', { name: claim.lookup.fullName }) : t('claim.title')}
        </h1>
        {ready && (
          <>
            <p className="mt-1 text-slate-800">{t('claim.subtitle')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('claim.intro')}</p>
            {sessionStatus === 'signed-in' && (
              <p role="note" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('claim.signedInNote')}
              </p>
            )}
            <ClaimForm token={token} lookup={claim.lookup} onRefused={claim.refuse} />
          </>
        )}
        {claim.status === 'loading' && (
          <div className="mt-6 flex justify-center">
            <Spinner label={t('claim.loading')} />
          </div>
        )}
        {claim.status === 'refused' && <Refusal reason={claim.reason} />}
        {claim.status === 'failed' && (
          <div className="mt-4">
            <p role="alert" className="text-slate-800">
              {t('claim.lookupFailed')}
            </p>
            <Button className="mt-4" onClick={claim.retry}>
              {t('claim.retry')}
            </Button>
          </div>
        )}
        {!ready && (
          <p className="mt-6 text-center text-sm text-slate-700">
            {t('claim.haveAccount')}{' '}
            <Link to="/login" className={LINK}>
              {t('claim.signInLink')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** Why the link shows no form, and what to do: ask the clinic for a new one. */
function Refusal({ reason }: { reason: ClaimRefusal }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-red-900">
      <p className="font-semibold">{t(`claim.refused.${reason}`)}</p>
      <p className="mt-1">{t('claim.askClinic')}</p>
    </div>
  );
}
