import { clinicToday } from '@vetnow/domain/clinic-time';
import type { WalkIn } from '@vetnow/contracts/front-desk';
import { formatLongClinicDate } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Select } from '@vetnow/web-kit/ui/select';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskDateField } from './desk-date-field';
import { doctorOptions } from '../../../components/select-options';
import { useDaySheet } from '../hooks/use-day-sheet';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { AppointmentsTable } from './appointments-table';
import { LiveIndicator } from './live-indicator';
import { WalkInDialog } from './walk-in-dialog';
import { WalkInQueue } from './walk-in-queue';

/**
 * The Day sheet view of /front-desk (issue 39 phase A): a date (today in clinic time at first) and a doctor filter;
 * the appointments in time order with Check in, No-show and Undo; the walk-in queue with Add walk-in; kept live over
 * server-sent events (the indicator says whether it is) while this view is on screen.
 */
export function DaySheetView() {
  const { t } = useTranslation(FRONT_DESK_NS);
  const [date, setDate] = useState(() => clinicToday());
  const [doctorId, setDoctorId] = useState('');
  const [adding, setAdding] = useState(false);
  const { sheet, live, valid } = useDaySheet(date, doctorId);
  const data = sheet.data;
  const today = clinicToday();
  const doctors = data?.doctors ?? [];
  const doctorName = doctors.find((d) => d._id === doctorId)?.fullName ?? t('filters.allDoctors');

  const added = (walkIn: WalkIn) => {
    setAdding(false);
    // The queue is today's: show it if another day is on screen.
    if (walkIn.date !== date) setDate(walkIn.date);
  };

  return (
    <>
      <div className="vn-no-print flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">{t('subtitle')}</p>
        <LiveIndicator status={live} />
      </div>
      <p className="hidden text-base font-semibold print:block">
        {t('sheetTitle', { date: valid ? formatLongClinicDate(date) : date })} · {doctorName}
      </p>

      <div role="group" aria-label={t('filters.label')} className="vn-no-print mt-6 grid grid-cols-1 gap-4 sm:grid-cols-[12rem_16rem_1fr] sm:items-end">
        <DeskDateField label={t('filters.date')} value={date} valid={valid} invalidText={t('filters.dateInvalid')} onChange={setDate} />
        <Select
          label={t('filters.doctor')}
          value={doctorId}
          placeholder={t('filters.allDoctors')}
          options={doctorOptions(doctors)}
          onChange={(event) => setDoctorId(event.target.value)}
        />
        <div className="sm:justify-self-end">
          <Button variant="secondary" aria-label={t('printLabel')} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-10" aria-busy={sheet.isFetching || undefined}>
        {!valid ? null : !data && sheet.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner label={t('loading')} />
          </div>
        ) : !data ? (
          <EmptyState
            title={t('failed')}
            action={
              <Button variant="secondary" onClick={() => void sheet.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <>
            <AppointmentsTable date={data.date} appointments={data.appointments} today={data.date === today} />
            <WalkInQueue date={data.date} walkIns={data.walkIns} onAdd={() => setAdding(true)} />
          </>
        )}
      </div>
      {adding && <WalkInDialog doctors={doctors} onClose={() => setAdding(false)} onAdded={added} />}
    </>
  );
}
