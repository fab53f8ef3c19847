import { ownerSearchQuerySchema, type CallerOwner, type ClaimLinkSent } from '@vetnow/contracts/callers';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, useZodForm, type FormOf } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { AlertNotice } from './notices';
import { OwnerResults } from './owner-results';
import { useOwnerSearch, useResendClaimLink } from './use-callers';

export interface OwnerSearchProps {
  onChoose: (owner: CallerOwner) => void;
  /** A new claim link went out (the screen says where to and until when). */
  onLinkSent: (sent: ClaimLinkSent) => void;
  /** Puts the focus in the search box when shown (after Change owner or Book another). */
  focusOnMount?: boolean;
}

/**
 * Find the owner (GET /desk/owners?q=): a phone number however it is written, part of a name or of an e-mail — at
 * least 2 characters, checked with the contract's schema. Each owner found can be chosen; one who has not claimed
 * the account yet can be sent a new link (POST /desk/owners/:id/claim-link).
 */
export function OwnerSearch({ onChoose, onLinkSent, focusOnMount = false }: OwnerSearchProps) {
  const { t } = useTranslation(CALLERS_NS);
  const form = useZodForm(ownerSearchQuerySchema, { defaultValues: { q: '' } });
  const fields = form as unknown as FormOf<{ q: string }>;
  const [q, setQ] = useState('');
  const found = useOwnerSearch(q);
  const resend = useResendClaimLink();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (focusOnMount) form.setFocus('q');
  }, [focusOnMount, form]);

  const submit = form.handleSubmit(({ q: query }) => {
    setFailure(null);
    if (query === q) void found.refetch();
    else setQ(query);
  });

  const resendTo = async (owner: CallerOwner) => {
    setFailure(null);
    try {
      onLinkSent(await resend.mutateAsync({ params: { id: owner._id } }));
    } catch (error) {
      setFailure(errorText(error, t('search.resendFailed')));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormTextField form={fields} name="q" type="search" label={t('search.label')} hint={t('search.hint')} autoComplete="off" />
        </div>
        <Button type="submit" className="sm:mt-6" busy={found.isFetching}>
          {t('search.submit')}
        </Button>
      </form>
      <AlertNotice>{failure}</AlertNotice>
      {q === '' ? null : found.isPending ? (
        <Spinner label={t('search.searching')} />
      ) : found.isError ? (
        <AlertNotice>{errorText(found.error, t('search.failed'))}</AlertNotice>
      ) : found.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('search.none', { q })}</p>
      ) : (
        <OwnerResults
          owners={found.data}
          onChoose={onChoose}
          onResend={(owner) => void resendTo(owner)}
          resendingId={resend.isPending ? (resend.variables?.params.id ?? null) : null}
        />
      )}
    </div>
  );
}
