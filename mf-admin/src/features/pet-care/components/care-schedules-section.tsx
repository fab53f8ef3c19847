import type { CareSchedule } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PET_CARE_NS } from '../i18n/admin-pet-care-i18n';
import { CareScheduleFormModal } from './care-schedule-form-modal';

const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';

/** The care schedules (GET /care-schedules), each with Edit: species, kind, name, first dose, intervals, status. */
export function CareSchedulesSection() {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  const headingId = useId();
  const schedules = useApiQuery(API.pets.careSchedules, undefined, { meta: { errorLog: 'Care schedules could not be loaded' } });
  const [editing, setEditing] = useState<CareSchedule | null>(null);
  const list = schedules.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('schedules.title')}
      </h2>
      <p className="mt-1 mb-4 max-w-prose text-sm text-slate-600">{t('schedules.intro')}</p>
      {schedules.isPending ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={t('schedules.loading')} />
        </div>
      ) : schedules.isError ? (
        <EmptyState
          title={t('schedules.failed')}
          action={
            <Button variant="secondary" onClick={() => void schedules.refetch()}>
              {t('schedules.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('schedules.empty')} />
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t('schedules.caption')}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2">{t('schedules.name')}</th>
              <th scope="col" className="px-3 py-2">{t('schedules.species')}</th>
              <th scope="col" className="px-3 py-2">{t('schedules.kind')}</th>
              <th scope="col" className="px-3 py-2">{t('schedules.intervals')}</th>
              <th scope="col" className="px-3 py-2">{t('schedules.status')}</th>
              <th scope="col" className="px-3 py-2">{t('schedules.actions')}</th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {list.map((schedule) => (
              <ScheduleRow key={schedule.id} schedule={schedule} onEdit={() => setEditing(schedule)} />
            ))}
          </tbody>
        </table>
      )}
      {editing && <CareScheduleFormModal key={editing.id} schedule={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function ScheduleRow({ schedule: s, onEdit }: { schedule: CareSchedule; onEdit: () => void }) {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-normal`}>
        <span className="block font-semibold text-slate-900">{s.name}</span>
        <span className="block text-slate-600">{t('schedules.firstDose', { count: s.firstDoseAgeWeeks })}</span>
      </th>
      <td className={CELL}>
        {label(t('schedules.species'))}
        {t(`species.${s.species}`)}
      </td>
      <td className={CELL}>
        {label(t('schedules.kind'))}
        {t(`kinds.${s.kind}`)}
      </td>
      <td className={CELL}>
        {label(t('schedules.intervals'))}
        <ul>
          {s.stages.map((stage, i) => (
            <li key={i}>
              {stage.untilAgeWeeks !== null
                ? t('schedules.stageUntil', { weeks: stage.untilAgeWeeks, days: stage.intervalDays })
                : s.stages.length === 1
                  ? t('schedules.stageAlways', { days: stage.intervalDays })
                  : t('schedules.stageAfter', { days: stage.intervalDays })}
            </li>
          ))}
        </ul>
      </td>
      <td className={CELL}>
        {label(t('schedules.status'))}
        <Badge tone={s.active ? 'green' : 'gray'}>{s.active ? t('schedules.active') : t('schedules.inactive')}</Badge>
      </td>
      <td className={`${CELL} pt-3`}>
        <Button variant="secondary" className="min-h-9 px-3" aria-label={t('schedules.editLabel', { name: s.name })} onClick={onEdit}>
          {t('schedules.edit')}
        </Button>
      </td>
    </tr>
  );
}
