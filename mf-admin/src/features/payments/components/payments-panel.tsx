import { lazy, Suspense, useState } from 'react';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import type { AdminPayment } from '@vetnow/contracts/payments';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatClinicDateTime } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadRefundDialog, type RefundSubject } from '../../appointments';
import { ADMIN_PAYMENTS_NS } from '../i18n/admin-payments-i18n';
import { DayTotals } from './day-totals';
import { DownloadCsvButton } from './download-csv-button';
import { filterErrors, PaymentFilters, type PaymentFilterValues } from './payment-filters';
import { PaymentsTable } from './payments-table';

// The Appointments tab's Refund dialog, loaded when first opened.
const RefundDialog = lazy(() => loadRefundDialog().then((m) => ({ default: m.RefundDialog })));

/** Rows of one page. */
export const PAGE_SIZE = 50;

/** The last 7 clinic days, today included. */
export function defaultFilters(now: Date = new Date()): PaymentFilterValues {
  const today = clinicToday(now);
  return { status: '', method: '', from: addDays(today, -6), to: today };
}

/**
 * The Payments tab (issue 35 §5): the card payments of svc-payments filtered by status, method and clinic dates (the
 * last 7 days at first), a page at a time, newest first; Refund on a paid payment not refunded in full (the
 * Appointments tab's dialog); Download CSV of what the filters select; and the day totals against PayHere. Cash paid
 * at the clinic is recorded on each appointment, not here (the note says so).
 */
export function PaymentsPanel({ now }: { now?: () => Date } = {}) {
  const { t, i18n } = useTranslation(ADMIN_PAYMENTS_NS);
  const [filters, setFilters] = useState<PaymentFilterValues>(() => defaultFilters(now?.()));
  /** The cursors of the pages before the one shown (empty: the first page). */
  const [cursors, setCursors] = useState<string[]>([]);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const valid = Object.keys(filterErrors(filters)).length === 0;
  const { status, method, from, to } = filters;
  const cursor = cursors.at(-1);

  const list = useApiQuery(
    API.payments.list,
    {
      query: {
        from,
        to,
        limit: PAGE_SIZE,
        ...(status ? { status } : {}),
        ...(method ? { method } : {}),
        ...(cursor ? { cursor } : {}),
      },
    },
    { enabled: valid, placeholderData: keepPreviousData, meta: { errorToast: t('fetchFailed') } },
  );
  const rows = list.data?.payments ?? [];
  const nextCursor = list.data?.nextCursor ?? null;
  const date = (d: string) => formatClinicDate(d, i18n.language);

  const change = (next: PaymentFilterValues) => {
    setFilters(next);
    setCursors([]);
  };

  const subjectOf = (p: AdminPayment): RefundSubject => ({
    appointmentId: p.appointmentId,
    paid: p.amount,
    refunded: p.refundedAmount,
    description: t('refund.description', {
      reference: p.reference ?? t('table.noReference'),
      date: formatClinicDateTime(p.createdAt, i18n.language),
    }),
  });

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600">{t('cashNote')}</p>
        </div>
        <DownloadCsvButton filters={filters} disabled={!valid} />
      </div>

      <PaymentFilters value={filters} onChange={change} />

      <div className="mt-6">
        {!valid ? null : list.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner label={t('loading')} />
          </div>
        ) : list.isError && !list.data ? (
          <EmptyState
            title={t('fetchFailed')}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <PaymentsTable rows={rows} caption={t('table.caption', { from: date(from), to: date(to) })} onRefund={setRefunding} />
        )}
        {valid && (cursors.length > 0 || nextCursor) && (
          <nav aria-label={t('pages')} className="mt-4 flex items-center gap-3">
            <Button variant="secondary" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
              {t('newer')}
            </Button>
            <span className="text-sm text-slate-600">{t('page', { page: cursors.length + 1 })}</span>
            <Button
              variant="secondary"
              disabled={!nextCursor || list.isPlaceholderData}
              onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}
            >
              {t('older')}
            </Button>
          </nav>
        )}
      </div>

      <DayTotals from={from} to={to} valid={valid} />

      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog subject={subjectOf(refunding)} onClose={() => setRefunding(null)} onDone={() => setRefunding(null)} />
        </Suspense>
      )}
    </div>
  );
}
