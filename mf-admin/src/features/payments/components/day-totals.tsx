import { daysBetween, PAYMENT_TOTALS_MAX_DAYS, type PaymentDayTotals } from '@vetnow/contracts/payments';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatNumber } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { formatRefundAmount } from '../../appointments';
import { ADMIN_PAYMENTS_NS } from '../i18n/admin-payments-i18n';

const CELL = 'block py-0.5 md:table-cell md:px-3 md:py-3 md:align-top';

/**
 * "Day totals" of the chosen range (GET /payments/daily-totals, at most 31 days): per clinic day our paid card
 * payments, what was paid and refunded, and PayHere's check — ✓ when PayHere lists every one as paid, the order ids
 * it does not otherwise, "Not checked" when PayHere could not be asked.
 */
export function DayTotals({ from, to, valid }: { from: string; to: string; valid: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const tooLong = valid && daysBetween(from, to) > PAYMENT_TOTALS_MAX_DAYS;
  const totals = useApiQuery(API.payments.dailyTotals, { query: { from, to } }, { enabled: valid && !tooLong });
  const date = (d: string) => formatClinicDate(d, i18n.language);
  const money = (amount: number) => formatRefundAmount(amount, i18n.language);

  return (
    <section aria-labelledby="payments-day-totals" className="mt-10">
      <h3 id="payments-day-totals" className="text-base font-semibold text-slate-900">
        {t('totals.title')}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('totals.intro')}</p>
      <div className="mt-4">
        {!valid ? null : tooLong ? (
          <p className="text-sm text-slate-700">{t('totals.tooLong', { days: PAYMENT_TOTALS_MAX_DAYS })}</p>
        ) : (
          <QueryStates
            state={listState({ loading: totals.isPending, failed: totals.isError, empty: false })}
            loadingLabel={t('totals.loading')}
            loadingHeight="sm"
            headingLevel={4}
            failed={{ title: t('totals.failed'), retryLabel: t('retry'), onRetry: () => void totals.refetch() }}
          >
            <DataTable
              caption={t('totals.caption', { from: date(from), to: date(to) })}
              rows={totals.data?.days ?? []}
              rowKey={(day) => day.date}
              cellClassName={CELL}
              rowHeader={{ header: t('totals.date'), className: 'font-semibold text-slate-900', cell: (day) => date(day.date) }}
              columns={[
                { header: t('totals.count'), cell: (day) => formatNumber(day.ours.count, i18n.language) },
                { header: t('totals.paid'), className: 'md:whitespace-nowrap', cell: (day) => money(day.ours.paid) },
                { header: t('totals.refunded'), className: 'md:whitespace-nowrap', cell: (day) => money(day.ours.refunded) },
                { header: t('totals.gateway'), cell: (day) => <GatewayCheck gateway={day.gateway} /> },
              ]}
            />
          </QueryStates>
        )}
      </div>
    </section>
  );
}

/** PayHere's check of a day: not checked, the order ids it does not list as paid, nothing to check, or ✓. */
function GatewayCheck({ gateway }: { gateway: PaymentDayTotals['gateway'] }) {
  const { t } = useTranslation(ADMIN_PAYMENTS_NS);
  return gateway.unavailable ? (
    <span className="text-slate-700">{t('totals.notChecked')}</span>
  ) : gateway.missing.length > 0 ? (
    <span className="font-medium text-red-700">{t('totals.missing', { orders: gateway.missing.join(', ') })}</span>
  ) : gateway.checked === 0 ? (
    <span className="text-slate-600">{t('totals.nothingToCheck')}</span>
  ) : (
    <span className="text-green-800">
      <span aria-hidden="true">✓ </span>
      {t('totals.matches', { count: gateway.checked })}
    </span>
  );
}
