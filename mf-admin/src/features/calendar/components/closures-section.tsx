import { useState } from 'react';
import type { Closure } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { useCalendarText } from './calendar-text';
import { CloseClinicModal } from './close-clinic-modal';
import { useRemoveColumn } from './remove-column';

const byStart = (a: Closure, b: Closure) =>
  a.date !== b.date ? (a.date < b.date ? -1 : 1) : (a.startTime ?? '') < (b.startTime ?? '') ? -1 : (a.startTime ?? '') > (b.startTime ?? '') ? 1 : 0;

/** The clinic's closures ahead (date, whole day or from–to, reason, Remove) and "Close the clinic". */
export function ClosuresSection({ now }: { now: Date }) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const text = useCalendarText();
  const closures = useApiQuery(API.clinic.adminListClosures, {}, { meta: { errorToast: t('closures.fetchFailed') }, select: (l) => [...l].sort(byStart) });
  const remove = useApiMutation(API.clinic.adminDeleteClosure);
  const [adding, setAdding] = useState(0);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const list = closures.data ?? [];
  const removeColumn = useRemoveColumn('closures', (c: Closure) => ({ date: formatClinicDate(c.date), time: text.span(c.startTime, c.endTime) }), setRemoving);

  async function onRemove() {
    if (!removing) return;
    await remove.mutateAsync({ params: { id: removing.id } }).then(
      () => void notify.success(t('closures.toasts.removed')),
      (error: unknown) => void notify.error(errorText(error, t('closures.toasts.removeFailed'))),
    );
    setRemoving(null);
  }

  return (
    <Card
      title={t('closures.title')}
      headingLevel={3}
      actions={
        <Button onClick={() => setAdding((n) => n + 1)} aria-haspopup="dialog">
          {t('closures.add')}
        </Button>
      }
    >
      <div>
        <QueryStates
          state={listState({ loading: closures.isPending, empty: list.length === 0 })}
          loadingLabel={t('closures.loading')}
          loadingHeight="sm"
          headingLevel={4}
          empty={{ title: t('closures.empty'), description: t('closures.emptyHint') }}
        >
          <DataTable
            caption={t('closures.caption')}
            rows={list}
            rowKey={(c) => c.id}
            rowHeader={{ header: t('closures.columns.date'), className: 'font-semibold whitespace-nowrap text-slate-900', cell: (c) => formatClinicDate(c.date) }}
            columns={[
              { header: t('closures.columns.time'), cell: (c) => text.span(c.startTime, c.endTime) },
              { header: t('closures.columns.reason'), className: 'break-words', cell: (c) => c.reason },
            ]}
            actions={removeColumn}
          />
        </QueryStates>
      </div>

      <CloseClinicModal key={adding} open={adding > 0} now={now} onClose={() => setAdding(0)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('closures.confirmRemove.title')}
        message={removing ? t('closures.confirmRemove.message', { date: formatClinicDate(removing.date), time: text.span(removing.startTime, removing.endTime) }) : ''}
        confirmLabel={t('closures.confirmRemove.confirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
