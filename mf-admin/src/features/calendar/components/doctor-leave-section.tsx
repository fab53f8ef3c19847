import { useState } from 'react';
import type { Leave } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/contracts/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Select } from '@vetnow/web-kit/ui/select';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { CELL, HEAD_ROW, ROW, ROW_BUTTON, useCalendarText } from './calendar-text';
import { LeaveFormModal } from './leave-form-modal';

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
            options={(doctors.data ?? []).map((d) => ({ value: d._id, label: d.fullName }))}
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
        ) : leave.isPending ? (
          <div className="flex min-h-24 items-center justify-center">
            <Spinner label={t('leave.loading')} />
          </div>
        ) : list.length === 0 ? (
          <EmptyState headingLevel={4} title={t('leave.empty')} />
        ) : (
          <table className="block w-full text-left text-sm md:table">
            <caption className="sr-only">{t('leave.caption', { name })}</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className={HEAD_ROW}>
                <th scope="col" className="px-3 py-2">{t('leave.columns.dates')}</th>
                <th scope="col" className="px-3 py-2">{t('leave.columns.time')}</th>
                <th scope="col" className="px-3 py-2">{t('leave.columns.reason')}</th>
                <th scope="col" className="px-3 py-2">{t('leave.columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="flex flex-col gap-3 md:table-row-group">
              {list.map((l) => (
                <tr key={l.id} className={ROW}>
                  <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
                    {text.days(l.fromDate, l.toDate)}
                  </th>
                  <td className={CELL}>
                    <span className="font-medium text-slate-600 md:hidden">{t('leave.columns.time')}: </span>
                    {text.span(l.startTime, l.endTime)}
                  </td>
                  <td className={`${CELL} break-words`}>
                    <span className="font-medium text-slate-600 md:hidden">{t('leave.columns.reason')}: </span>
                    {l.reason ?? t('leave.noReason')}
                  </td>
                  <td className={`${CELL} pt-3`}>
                    <Button
                      variant="danger"
                      className={ROW_BUTTON}
                      aria-haspopup="dialog"
                      aria-label={t('leave.removeLabel', { when: text.leaveWhen(l) })}
                      onClick={() => setRemoving(l)}
                    >
                      {t('leave.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
