import type { SignInDelay, SignInDelayList } from '@vetnow/contracts/user';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { ADMIN_SIGN_IN_DELAYS_NS } from '../i18n/admin-sign-in-delays-i18n';

export interface SignInDelays {
  list: SignInDelayList | undefined;
  status: 'loading' | 'ready' | 'failed';
  /** The account whose delay is being cleared, if any. */
  clearingId: string | null;
  /** DELETE /api/admin/sign-in-delays/:accountId; toasts the outcome (the list refreshes either way). */
  clear: (delay: SignInDelay) => Promise<void>;
  refetch: () => void;
}

/**
 * GET /api/admin/sign-in-delays (asked again every minute while shown: delays start and end on their own) and the
 * admin's Clear.
 */
export function useSignInDelays(): SignInDelays {
  const { t } = useTranslation(ADMIN_SIGN_IN_DELAYS_NS);
  const query = useApiQuery(API.auth.listSignInDelays, undefined, {
    refetchInterval: 60_000,
    meta: { errorToast: t('toasts.fetchFailed') },
  });
  const clear = useApiMutation(API.auth.clearSignInDelay);
  return {
    list: query.data,
    status: query.isPending ? 'loading' : query.isError ? 'failed' : 'ready',
    clearingId: clear.isPending ? clear.variables.params.accountId : null,
    clear: (delay) =>
      clear.mutateAsync({ params: { accountId: delay.accountId } }).then(
        () => void notify.success(t('toasts.cleared', { name: delay.fullName })),
        (error: unknown) => void notify.error(errorText(error, t('toasts.clearFailed'))),
      ),
    refetch: () => void query.refetch(),
  };
}
