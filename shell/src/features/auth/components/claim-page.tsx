import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@vetnow/web-kit/router';
import { useSession } from '@vetnow/web-kit/session';
import { Button } from '@vetnow/web-kit/ui/button';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';
import { useClaimLookup, type ClaimRefusal } from '../hooks/use-claim-lookup';
import { AuthCard, AuthSwitch } from './auth-parts';
import { ClaimForm } from './claim-form';

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
    <AuthCard titleId="claim-title" title={ready ? t('claim.welcome', { name: claim.lookup.fullName }) : t('claim.title')}>
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
      {!ready && <AuthSwitch question={t('claim.haveAccount')} to="/login" linkText={t('claim.signInLink')} />}
    </AuthCard>
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
