import type { AdminPayment } from '@vetnow/contracts/payments';
import { formatClinicDateTime } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
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
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const money = (amount: number) => formatRefundAmount(amount, i18n.language);
  const when = (p: AdminPayment) => formatClinicDateTime(p.createdAt, i18n.language);
  const reference = (p: AdminPayment) => p.reference ?? t('table.noReference');
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(p) => p.id}
      cellClassName={CELL}
      rowHeader={{ header: t('table.reference'), className: 'font-semibold text-slate-900', cell: reference }}
      columns={[
        { header: t('table.when'), cell: (p) => <time dateTime={p.createdAt}>{when(p)}</time> },
        { header: t('table.amount'), className: 'md:whitespace-nowrap', cell: (p) => money(p.amount) },
        { header: t('table.status'), cell: (p) => <PaymentStatus payment={p} /> },
        {
          header: t('table.method'),
          cell: (p) => (
            <>
              {t(`method.${p.method}`)}
              {p.lastFour && (
                <span className="block text-slate-600">{t('cardEnding', { brand: t(`brand.${brandKey(p.cardType)}`), lastFour: p.lastFour })}</span>
              )}
            </>
          ),
        },
        { header: t('table.refunded'), className: 'md:whitespace-nowrap', cell: (p) => (p.refundedAmount > 0 ? money(p.refundedAmount) : t('table.none')) },
      ]}
      actions={{
        header: t('table.actions'),
        className: 'pt-2',
        cell: (p) =>
          canRefund(p) && (
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              aria-label={t('refund.actionLabel', { reference: reference(p), date: when(p) })}
              onClick={() => onRefund(p)}
            >
              {t('refund.action')}
            </Button>
          ),
      }}
    />
  );
}

/** The payment's status, with the refund's state or the failure's reason under it. */
function PaymentStatus({ payment: p }: { payment: AdminPayment }) {
  const { t } = useTranslation(ADMIN_PAYMENTS_NS);
  return (
    <>
      <Badge tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
      {p.refundState === 'requested' && <span className="mt-1 block text-slate-700">{t('refundState.requested')}</span>}
      {p.refundState === 'failed' && (
        <span className="mt-1 block text-red-700">
          {p.refundError ? t('refundState.failed', { error: p.refundError }) : t('refundState.failedPlain')}
        </span>
      )}
      {p.status === 'failed' && p.failureReason && <span className="mt-1 block text-slate-600">{p.failureReason}</span>}
    </>
  );
}
