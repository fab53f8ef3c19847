import { useState } from 'react';
import type { Leave } from '@vetnow/contracts/calendar';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { RowButton } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { DOCTOR_LEAVE_NS } from '../i18n/doctor-leave-i18n';
import { AddLeaveForm } from './add-leave-form';
import { useLeaveText } from './leave-text';

export interface MyLeavePanelProps {
  /** "Now" for today (clinic time) — injectable for tests. */
  now: Date;
}

const bySoonest = (a: Leave, b: Leave) =>
  a.fromDate !== b.fromDate ? (a.fromDate < b.fromDate ? -1 : 1) : (a.startTime ?? '') < (b.startTime ?? '') ? -1 : 1;

/** My Leave on /doctor-dashboard: add leave, and the leave ahead (today on) with Remove. */
export function MyLeavePanel({ now }: MyLeavePanelProps) {
  const { t } = useTranslation(DOCTOR_LEAVE_NS);
  const text = useLeaveText();
  const today = clinicToday(now);
  const leave = useApiQuery(API.clinic.listOwnLeave, undefined, {
    meta: { errorToast: t('toasts.fetchFailed') },
    select: (list) => list.filter((l) => l.toDate >= today).sort(bySoonest),
  });
  const remove = useApiMutation(API.clinic.deleteOwnLeave);
  const [removing, setRemoving] = useState<Leave | null>(null);
  const list = leave.data ?? [];

  async function onRemove() {
    if (!removing) return;
    await remove.mutateAsync({ params: { id: removing.id } }).then(
      () => void notify.success(t('toasts.removed')),
      (error: unknown) => void notify.error(errorText(error, t('toasts.removeFailed'))),
    );
    setRemoving(null);
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <AddLeaveForm now={now} />
        <Card title={t('list.title')} headingLevel={3}>
          {leave.isPending ? (
            <div className="flex min-h-24 items-center justify-center">
              <Spinner label={t('list.loading')} />
            </div>
          ) : list.length === 0 ? (
            <EmptyState headingLevel={4} title={t('list.empty')} />
          ) : (
            <ul aria-label={t('list.label')} className="divide-y divide-slate-200">
              {list.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{text.days(l.fromDate, l.toDate)}</p>
                    <p className="text-sm text-slate-600">
                      {text.span(l.startTime, l.endTime)} · {l.reason ?? t('list.noReason')}
                    </p>
                  </div>
                  <RowButton
                    variant="danger"
                    aria-haspopup="dialog"
                    aria-label={t('list.removeLabel', { when: text.when(l) })}
                    onClick={() => setRemoving(l)}
                  >
                    {t('list.remove')}
                  </RowButton>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('confirmRemove.title')}
        message={removing ? t('confirmRemove.message', { when: text.when(removing) }) : ''}
        confirmLabel={t('confirmRemove.confirm')}
        cancelLabel={t('confirmRemove.cancel')}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
