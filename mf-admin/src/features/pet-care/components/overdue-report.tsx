import { clinicYearMonth } from '@vetnow/contracts/clinic-time';
import type { OverdueReport as Report } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatMonthYear } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PET_CARE_NS } from '../i18n/admin-pet-care-i18n';

const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';
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

      {!valid ? null : report.isPending ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={t('overdue.loading')} />
        </div>
      ) : report.isError ? (
        <EmptyState
          title={t('overdue.failed')}
          action={
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t('overdue.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('overdue.empty', { month: formatMonthYear(month) })} description={t('overdue.emptyHint')} />
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t('overdue.caption', { month: formatMonthYear(month) })}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2">{t('overdue.pet')}</th>
              <th scope="col" className="px-3 py-2">{t('overdue.species')}</th>
              <th scope="col" className="px-3 py-2">{t('overdue.owner')}</th>
              <th scope="col" className="px-3 py-2">{t('overdue.contact')}</th>
              <th scope="col" className="px-3 py-2">{t('overdue.item')}</th>
              <th scope="col" className="px-3 py-2">{t('overdue.dueOn')}</th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {items.map((row) => (
              <OverdueRow key={`${row.pet._id}-${row.item.key}`} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function OverdueRow({ row }: { row: Report['items'][number] }) {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
        {row.pet.name}
      </th>
      <td className={CELL}>
        {label(t('overdue.species'))}
        {t(`species.${row.pet.species}`)}
      </td>
      <td className={CELL}>
        {label(t('overdue.owner'))}
        {row.owner.fullName}
      </td>
      <td className={CELL}>
        {label(t('overdue.contact'))}
        <PhoneLink value={row.owner.contactNumber} />
      </td>
      <td className={CELL}>
        {label(t('overdue.item'))}
        {row.item.name} <Badge>{t(`kinds.${row.item.kind}`)}</Badge>
      </td>
      <td className={CELL}>
        {label(t('overdue.dueOn'))}
        <time dateTime={row.item.dueOn}>{formatClinicDate(row.item.dueOn)}</time>
      </td>
    </tr>
  );
}
