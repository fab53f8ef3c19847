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
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { CELL, HEAD_ROW, ROW, ROW_BUTTON, useCalendarText } from './calendar-text';
import { CloseClinicModal } from './close-clinic-modal';

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
        {closures.isPending ? (
          <div className="flex min-h-24 items-center justify-center">
            <Spinner label={t('closures.loading')} />
          </div>
        ) : list.length === 0 ? (
          <EmptyState headingLevel={4} title={t('closures.empty')} description={t('closures.emptyHint')} />
        ) : (
          <table className="block w-full text-left text-sm md:table">
            <caption className="sr-only">{t('closures.caption')}</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className={HEAD_ROW}>
                <th scope="col" className="px-3 py-2">{t('closures.columns.date')}</th>
                <th scope="col" className="px-3 py-2">{t('closures.columns.time')}</th>
                <th scope="col" className="px-3 py-2">{t('closures.columns.reason')}</th>
                <th scope="col" className="px-3 py-2">{t('closures.columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="flex flex-col gap-3 md:table-row-group">
              {list.map((c) => (
                <tr key={c.id} className={ROW}>
                  <th scope="row" className={`${CELL} font-semibold whitespace-nowrap text-slate-900`}>
                    {formatClinicDate(c.date)}
                  </th>
                  <td className={CELL}>
                    <span className="font-medium text-slate-600 md:hidden">{t('closures.columns.time')}: </span>
                    {text.span(c.startTime, c.endTime)}
                  </td>
                  <td className={`${CELL} break-words`}>
                    <span className="font-medium text-slate-600 md:hidden">{t('closures.columns.reason')}: </span>
                    {c.reason}
                  </td>
                  <td className={`${CELL} pt-3`}>
                    <Button
                      variant="danger"
                      className={ROW_BUTTON}
                      aria-haspopup="dialog"
                      aria-label={t('closures.removeLabel', { date: formatClinicDate(c.date), time: text.span(c.startTime, c.endTime) })}
                      onClick={() => setRemoving(c)}
                    >
                      {t('closures.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
