import type { CareSchedule } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { RowButton } from '@vetnow/web-kit/ui/button';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PET_CARE_NS } from '../i18n/admin-pet-care-i18n';
import { CareScheduleFormModal } from './care-schedule-form-modal';

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
      <QueryStates
        state={listState({ loading: schedules.isPending, failed: schedules.isError, empty: list.length === 0 })}
        loadingLabel={t('schedules.loading')}
        loadingHeight="md"
        failed={{ title: t('schedules.failed'), retryLabel: t('schedules.retry'), onRetry: () => void schedules.refetch() }}
        empty={{ title: t('schedules.empty') }}
      >
        <DataTable
          caption={t('schedules.caption')}
          rows={list}
          rowKey={(s) => s.id}
          rowHeader={{
            header: t('schedules.name'),
            className: 'font-normal',
            cell: (s) => (
              <>
                <span className="block font-semibold text-slate-900">{s.name}</span>
                <span className="block text-slate-600">{t('schedules.firstDose', { count: s.firstDoseAgeWeeks })}</span>
              </>
            ),
          }}
          columns={[
            { header: t('schedules.species'), cell: (s) => t(`species.${s.species}`) },
            { header: t('schedules.kind'), cell: (s) => t(`kinds.${s.kind}`) },
            { header: t('schedules.intervals'), cell: (s) => <Intervals schedule={s} /> },
            {
              header: t('schedules.status'),
              cell: (s) => <Badge tone={s.active ? 'green' : 'gray'}>{s.active ? t('schedules.active') : t('schedules.inactive')}</Badge>,
            },
          ]}
          actions={{
            header: t('schedules.actions'),
            cell: (s) => (
              <RowButton aria-label={t('schedules.editLabel', { name: s.name })} onClick={() => setEditing(s)}>
                {t('schedules.edit')}
              </RowButton>
            ),
          }}
        />
      </QueryStates>
      {editing && <CareScheduleFormModal key={editing.id} schedule={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** A schedule's intervals by age: "every N days until W weeks", then "every N days after". */
function Intervals({ schedule: s }: { schedule: CareSchedule }) {
  const { t } = useTranslation(ADMIN_PET_CARE_NS);
  return (
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
  );
}
