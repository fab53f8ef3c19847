import type { AdminPayment } from '@vetnow/contracts/payments';
import { formatClinicDateTime } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { formatRefundAmount } from '../../appointments';
import { ADMIN_PAYMENTS_NS } from '../i18n/admin-payments-i18n';
import { brandKey, canRefund, STATUS_TONE } from './payment-rules';

const CELL = 'block py-0.5 md:table-cell md:px-3 md:py-3 md:align-top';

/**
 * The card payments as a table (stacked cards on narrow screens, each cell labelled): reference, date and time (clinic
 * time), amount, status (and the refund's state), method with brand and last four, refunded so far, and Refund.
 */
export function PaymentsTable({ rows, caption, onRefund }: { rows: AdminPayment[]; caption: string; onRefund: (p: AdminPayment) => void }) {
  const { t } = useTranslation(ADMIN_PAYMENTS_NS);
  return (
    <table className="block w-full text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="px-3 py-2">{t('table.reference')}</th>
          <th scope="col" className="px-3 py-2">{t('table.when')}</th>
          <th scope="col" className="px-3 py-2">{t('table.amount')}</th>
          <th scope="col" className="px-3 py-2">{t('table.status')}</th>
          <th scope="col" className="px-3 py-2">{t('table.method')}</th>
          <th scope="col" className="px-3 py-2">{t('table.refunded')}</th>
          <th scope="col" className="px-3 py-2">{t('table.actions')}</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((p) => (
          <PaymentRow key={p.id} payment={p} onRefund={() => onRefund(p)} />
        ))}
      </tbody>
    </table>
  );
}

function PaymentRow({ payment: p, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  const money = (amount: number) => formatRefundAmount(amount, i18n.language);
  const when = formatClinicDateTime(p.createdAt, i18n.language);
  const reference = p.reference ?? t('table.noReference');
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
        {reference}
      </th>
      <td className={CELL}>
        {label(t('table.when'))}
        <time dateTime={p.createdAt}>{when}</time>
      </td>
      <td className={`${CELL} md:whitespace-nowrap`}>
        {label(t('table.amount'))}
        {money(p.amount)}
      </td>
      <td className={CELL}>
        {label(t('table.status'))}
        <Badge tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
        {p.refundState === 'requested' && <span className="mt-1 block text-slate-700">{t('refundState.requested')}</span>}
        {p.refundState === 'failed' && (
          <span className="mt-1 block text-red-700">
            {p.refundError ? t('refundState.failed', { error: p.refundError }) : t('refundState.failedPlain')}
          </span>
        )}
        {p.status === 'failed' && p.failureReason && <span className="mt-1 block text-slate-600">{p.failureReason}</span>}
      </td>
      <td className={CELL}>
        {label(t('table.method'))}
        {t(`method.${p.method}`)}
        {p.lastFour && (
          <span className="block text-slate-600">{t('cardEnding', { brand: t(`brand.${brandKey(p.cardType)}`), lastFour: p.lastFour })}</span>
        )}
      </td>
      <td className={`${CELL} md:whitespace-nowrap`}>
        {label(t('table.refunded'))}
        {p.refundedAmount > 0 ? money(p.refundedAmount) : t('table.none')}
      </td>
      <td className={`${CELL} pt-2`}>
        {canRefund(p) && (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            aria-label={t('refund.actionLabel', { reference, date: when })}
            onClick={onRefund}
          >
            {t('refund.action')}
          </Button>
        )}
      </td>
    </tr>
  );
}
