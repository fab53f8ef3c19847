import { daysBetween, PAYMENT_TOTALS_MAX_DAYS, type PaymentDayTotals } from '@vetnow/contracts/payments';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatNumber } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
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

  return (
    <section aria-labelledby="payments-day-totals" className="mt-10">
      <h3 id="payments-day-totals" className="text-base font-semibold text-slate-900">
        {t('totals.title')}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('totals.intro')}</p>
      <div className="mt-4">
        {!valid ? null : tooLong ? (
          <p className="text-sm text-slate-700">{t('totals.tooLong', { days: PAYMENT_TOTALS_MAX_DAYS })}</p>
        ) : totals.isPending ? (
          <div className="flex min-h-24 items-center justify-center">
            <Spinner label={t('totals.loading')} />
          </div>
        ) : totals.isError ? (
          <EmptyState
            headingLevel={4}
            title={t('totals.failed')}
            action={
              <Button variant="secondary" onClick={() => void totals.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <table className="block w-full text-left text-sm md:table">
            <caption className="sr-only">{t('totals.caption', { from: date(from), to: date(to) })}</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="px-3 py-2">{t('totals.date')}</th>
                <th scope="col" className="px-3 py-2">{t('totals.count')}</th>
                <th scope="col" className="px-3 py-2">{t('totals.paid')}</th>
                <th scope="col" className="px-3 py-2">{t('totals.refunded')}</th>
                <th scope="col" className="px-3 py-2">{t('totals.gateway')}</th>
              </tr>
            </thead>
            <tbody className="flex flex-col gap-3 md:table-row-group">
              {totals.data.days.map((day) => (
                <DayRow key={day.date} day={day} date={date(day.date)} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function DayRow({ day, date }: { day: PaymentDayTotals; date: string }) {
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  const money = (amount: number) => formatRefundAmount(amount, i18n.language);
  const { gateway } = day;
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
        {date}
      </th>
      <td className={CELL}>
        {label(t('totals.count'))}
        {formatNumber(day.ours.count, i18n.language)}
      </td>
      <td className={`${CELL} md:whitespace-nowrap`}>
        {label(t('totals.paid'))}
        {money(day.ours.paid)}
      </td>
      <td className={`${CELL} md:whitespace-nowrap`}>
        {label(t('totals.refunded'))}
        {money(day.ours.refunded)}
      </td>
      <td className={CELL}>
        {label(t('totals.gateway'))}
        {gateway.unavailable ? (
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
        )}
      </td>
    </tr>
  );
}
