import type { SignInDelay } from '@vetnow/contracts/user';
import { formatClinicDateTime, formatNumber } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { RowButton } from '@vetnow/web-kit/ui/button';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { useSignInDelays } from '../hooks/use-sign-in-delays';
import { ADMIN_SIGN_IN_DELAYS_NS } from '../i18n/admin-sign-in-delays-i18n';

/**
 * The Sign-ins tab (issue 41): the accounts whose sign-ins are delayed after too many failed sign-ins from any
 * addresses — name and e-mail, role, failed sign-ins, until when (clinic time) — each with Clear, which lets its owner
 * sign in at once. A table, cards on narrow screens.
 */
export function SignInDelaysPanel() {
  const { t } = useTranslation(ADMIN_SIGN_IN_DELAYS_NS);
  const delays = useSignInDelays();
  const rows = delays.list?.delays ?? [];
  const max = delays.list?.maxFailuresPerAccount;

  return (
    <div>
      <div className="mb-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        {max !== undefined && <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro', { count: max })}</p>}
      </div>

      <QueryStates
        state={listState({ loading: delays.status === 'loading', failed: delays.status === 'failed', empty: rows.length === 0 })}
        loadingLabel={t('loading')}
        failed={{ title: t('failed'), retryLabel: t('retry'), onRetry: delays.refetch }}
        empty={{ title: t('empty'), description: t('emptyHint') }}
      >
        <DataTable
          caption={t('table.caption')}
          rows={rows}
          rowKey={(delay) => delay.accountId}
          rowHeader={{
            header: t('table.account'),
            className: 'font-normal',
            cell: (delay) => (
              <>
                <span className="block font-semibold text-slate-900">{delay.fullName}</span>
                <span className="block break-all text-slate-600">{delay.email}</span>
              </>
            ),
          }}
          columns={[
            { header: t('table.role'), cell: (delay) => <Badge>{t(`roles.${delay.role}`)}</Badge> },
            { header: t('table.failures'), cell: (delay) => formatNumber(delay.failures) },
            { header: t('table.delayedUntil'), cell: (delay) => <DelayedUntil delay={delay} /> },
          ]}
          actions={{
            header: t('table.actions'),
            cell: (delay) => (
              <RowButton
                busy={delays.clearingId === delay.accountId}
                aria-label={t('clearLabel', { name: delay.fullName })}
                onClick={() => void delays.clear(delay)}
              >
                {t('clear')}
              </RowButton>
            ),
          }}
        />
      </QueryStates>
    </div>
  );
}

/** Until when sign-ins wait (or "not now"), and when the failures are forgotten. */
function DelayedUntil({ delay }: { delay: SignInDelay }) {
  const { t } = useTranslation(ADMIN_SIGN_IN_DELAYS_NS);
  return (
    <>
      {delay.delayedUntil ? <time dateTime={delay.delayedUntil}>{formatClinicDateTime(delay.delayedUntil)}</time> : t('table.notNow')}
      <span className="block text-xs text-slate-600">{t('table.forgotten', { time: formatClinicDateTime(delay.streakEndsAt) })}</span>
    </>
  );
}
