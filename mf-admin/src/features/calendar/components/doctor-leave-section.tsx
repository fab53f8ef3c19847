import { useState } from 'react';
import type { Leave } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { Select } from '@vetnow/web-kit/ui/select';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { doctorOptions } from '../../../components/select-options';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { useCalendarText } from './calendar-text';
import { LeaveFormModal } from './leave-form-modal';
import { useRemoveColumn } from './remove-column';

export interface DoctorLeaveSectionProps {
  now: Date;
  /** The doctor chosen at first (e.g. from the Doctors table's Leave button). */
  doctorId?: string;
}

const bySoonest = (a: Leave, b: Leave) => (a.fromDate !== b.fromDate ? (a.fromDate < b.fromDate ? -1 : 1) : (a.startTime ?? '') < (b.startTime ?? '') ? -1 : 1);

/** Leave for any doctor: choose the doctor, see their leave ahead, add (with the visits it hits) and remove. */
export function DoctorLeaveSection({ now, doctorId: initial = '' }: DoctorLeaveSectionProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const text = useCalendarText();
  const today = clinicToday(now);
  const [doctorId, setDoctorId] = useState(initial);
  const [adding, setAdding] = useState(0);
  const [removing, setRemoving] = useState<Leave | null>(null);
  const doctors = useApiQuery(API.clinic.adminListDoctors);
  const leave = useApiQuery(
    API.clinic.adminListLeave,
    { params: { id: doctorId } },
    { enabled: doctorId !== '', meta: { errorToast: t('leave.fetchFailed') }, select: (l) => l.filter((x) => x.toDate >= today).sort(bySoonest) },
  );
  const remove = useApiMutation(API.clinic.adminDeleteLeave);
  const doctor = doctors.data?.find((d) => d._id === doctorId);
  const name = doctor?.fullName ?? '';
  const list = leave.data ?? [];
  const removeColumn = useRemoveColumn('leave', (l: Leave) => ({ when: text.leaveWhen(l) }), setRemoving);

  async function onRemove() {
    if (!removing) return;
    await remove.mutateAsync({ params: { id: removing.doctorId, leaveId: removing.id } }).then(
      () => void notify.success(t('leave.toasts.removed')),
      (error: unknown) => void notify.error(errorText(error, t('leave.toasts.removeFailed'))),
    );
    setRemoving(null);
  }

  return (
    <Card title={t('leave.title')} headingLevel={3}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <Select
            label={t('leave.doctor')}
            placeholder={t('leave.chooseDoctor')}
            value={doctorId}
            options={doctorOptions(doctors.data)}
            onChange={(event) => setDoctorId(event.target.value)}
          />
        </div>
        {doctor && (
          <Button onClick={() => setAdding((n) => n + 1)} aria-haspopup="dialog" aria-label={t('leave.addLabel', { name })}>
            {t('leave.add')}
          </Button>
        )}
      </div>

      <div className="mt-4">
        {doctorId === '' ? (
          <p className="text-sm text-slate-600">{t('leave.chooseHint')}</p>
        ) : (
          <QueryStates
            state={listState({ loading: leave.isPending, empty: list.length === 0 })}
            loadingLabel={t('leave.loading')}
            loadingHeight="sm"
            headingLevel={4}
            empty={{ title: t('leave.empty') }}
          >
            <DataTable
              caption={t('leave.caption', { name })}
              rows={list}
              rowKey={(l) => l.id}
              rowHeader={{ header: t('leave.columns.dates'), className: 'font-semibold text-slate-900', cell: (l) => text.days(l.fromDate, l.toDate) }}
              columns={[
                { header: t('leave.columns.time'), cell: (l) => text.span(l.startTime, l.endTime) },
                { header: t('leave.columns.reason'), className: 'break-words', cell: (l) => l.reason ?? t('leave.noReason') },
              ]}
              actions={removeColumn}
            />
          </QueryStates>
        )}
      </div>

      {adding > 0 && doctor && (
        <LeaveFormModal key={`${doctor._id}-${adding}`} doctor={{ id: doctor._id, name }} now={now} onClose={() => setAdding(0)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('leave.confirmRemove.title')}
        message={removing ? t('leave.confirmRemove.message', { name, when: text.leaveWhen(removing) }) : ''}
        confirmLabel={t('leave.confirmRemove.confirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
