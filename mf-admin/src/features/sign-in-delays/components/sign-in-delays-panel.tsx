import type { SignInDelay } from '@vetnow/contracts/user';
import { formatClinicDateTime, formatNumber } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useSignInDelays } from '../hooks/use-sign-in-delays';
import { ADMIN_SIGN_IN_DELAYS_NS } from '../i18n/admin-sign-in-delays-i18n';

const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';

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

      {delays.status === 'loading' ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : delays.status === 'failed' ? (
        <EmptyState
          title={t('failed')}
          action={
            <Button variant="secondary" onClick={delays.refetch}>
              {t('retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2">{t('table.account')}</th>
              <th scope="col" className="px-3 py-2">{t('table.role')}</th>
              <th scope="col" className="px-3 py-2">{t('table.failures')}</th>
              <th scope="col" className="px-3 py-2">{t('table.delayedUntil')}</th>
              <th scope="col" className="px-3 py-2">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {rows.map((delay) => (
              <DelayRow key={delay.accountId} delay={delay} busy={delays.clearingId === delay.accountId} onClear={() => void delays.clear(delay)} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function DelayRow({ delay, busy, onClear }: { delay: SignInDelay; busy: boolean; onClear: () => void }) {
  const { t } = useTranslation(ADMIN_SIGN_IN_DELAYS_NS);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  const name = delay.fullName;
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-normal`}>
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block break-all text-slate-600">{delay.email}</span>
      </th>
      <td className={CELL}>
        {label(t('table.role'))}
        <Badge>{t(`roles.${delay.role}`)}</Badge>
      </td>
      <td className={CELL}>
        {label(t('table.failures'))}
        {formatNumber(delay.failures)}
      </td>
      <td className={CELL}>
        {label(t('table.delayedUntil'))}
        {delay.delayedUntil ? (
          <time dateTime={delay.delayedUntil}>{formatClinicDateTime(delay.delayedUntil)}</time>
        ) : (
          t('table.notNow')
        )}
        <span className="block text-xs text-slate-600">
          {t('table.forgotten', { time: formatClinicDateTime(delay.streakEndsAt) })}
        </span>
      </td>
      <td className={`${CELL} pt-3`}>
        <Button variant="secondary" className="min-h-9 px-3" busy={busy} aria-label={t('clearLabel', { name })} onClick={onClear}>
          {t('clear')}
        </Button>
      </td>
    </tr>
  );
}
