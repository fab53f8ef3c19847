import { clinicYearMonth } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatMonthYear } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PET_CARE_NS } from '../i18n/admin-pet-care-i18n';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in clinic time, `YYYY-MM`. */
export function clinicMonth(now: Date): string {
  const { year, month } = clinicYearMonth(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The overdue report (GET /admin/pets/overdue?month=): the pets whose care fell due in the chosen month (this month
 * in clinic time at first) and is overdue — pet, species, owner, contact, item and due date. A table, cards on
 * narrow screens.
 */
export function OverdueReport({ now = () => new Date() }: { now?: (() => Date) | undefined }) {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  const headingId = useId();
  const [month, setMonth] = useState(() => clinicMonth(now()));
  const valid = MONTH.test(month);
  const report = useApiQuery(API.pets.overdueReport, { query: { month } }, { enabled: valid, meta: { errorLog: 'Overdue report could not be loaded' } });
  const items = report.data?.items ?? [];

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('overdue.title')}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600">{t('overdue.intro')}</p>
        </div>
        <div className="sm:w-48">
          <TextField type="month" label={t('overdue.month')} value={month} required error={valid ? undefined : t('overdue.monthInvalid')} onChange={(e) => setMonth(e.target.value)} />
        </div>
      </div>

      {valid && (
        <QueryStates
          state={listState({ loading: report.isPending, failed: report.isError, empty: items.length === 0 })}
          loadingLabel={t('overdue.loading')}
          loadingHeight="md"
          failed={{ title: t('overdue.failed'), retryLabel: t('overdue.retry'), onRetry: () => void report.refetch() }}
          empty={{ title: t('overdue.empty', { month: formatMonthYear(month) }), description: t('overdue.emptyHint') }}
        >
          <DataTable
            caption={t('overdue.caption', { month: formatMonthYear(month) })}
            rows={items}
            rowKey={(row) => `${row.pet._id}-${row.item.key}`}
            rowHeader={{ header: t('overdue.pet'), className: 'font-semibold text-slate-900', cell: (row) => row.pet.name }}
            columns={[
              { header: t('overdue.species'), cell: (row) => t(`species.${row.pet.species}`) },
              { header: t('overdue.owner'), cell: (row) => row.owner.fullName },
              { header: t('overdue.contact'), cell: (row) => <PhoneLink value={row.owner.contactNumber} /> },
              {
                header: t('overdue.item'),
                cell: (row) => (
                  <>
                    {row.item.name} <Badge>{t(`kinds.${row.item.kind}`)}</Badge>
                  </>
                ),
              },
              { header: t('overdue.dueOn'), cell: (row) => <time dateTime={row.item.dueOn}>{formatClinicDate(row.item.dueOn)}</time> },
            ]}
          />
        </QueryStates>
      )}
    </section>
  );
}
