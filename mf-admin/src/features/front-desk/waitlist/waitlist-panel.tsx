import { clinicTomorrow, isValidIsoDate } from '@vetnow/domain/clinic-time';
import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskDateField } from '../components/desk-date-field';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { useDeskLeaveWaitlist, useDeskWaitlist } from './use-desk-waitlist';
import { WaitlistTable } from './waitlist-table';

/**
 * The Waitlist view of /front-desk: a date (tomorrow in clinic time at first) and that day's entries in list order
 * (GET /desk/waitlist) — the owner and number, the doctor or "Any doctor", the state — with Remove for the live ones
 * (waiting, or holding a slot), after a confirmation (DELETE /desk/waitlist/:id).
 */
export function WaitlistPanel() {
  const { t } = useTranslation(CALLERS_NS);
  const [date, setDate] = useState(() => clinicTomorrow());
  const [removing, setRemoving] = useState<DeskWaitlistEntry | null>(null);
  const valid = isValidIsoDate(date);
  const list = useDeskWaitlist(date);
  const leave = useDeskLeaveWaitlist();

  const remove = async (entry: DeskWaitlistEntry) => {
    try {
      await leave.mutateAsync({ params: { id: entry._id } });
      notify.success(t('list.removed', { owner: entry.owner.fullName }));
    } catch (error) {
      notify.error(errorText(error, t('list.removeFailed')));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xs">
        <DeskDateField label={t('list.date')} value={date} valid={valid} invalidText={t('list.dateInvalid')} onChange={setDate} />
      </div>
      <div aria-busy={list.isFetching || undefined}>
        {!valid ? null : !list.data && list.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : !list.data ? (
          <EmptyState
            title={errorText(list.error, t('list.failed'))}
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        ) : list.data.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <WaitlistTable date={date} entries={list.data} busyId={leave.isPending ? (leave.variables?.params.id ?? null) : null} onRemove={setRemoving} />
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('list.confirmTitle')}
        message={
          removing
            ? t(removing.status === 'offered' ? 'list.confirmOffered' : 'list.confirmMessage', {
                owner: removing.owner.fullName,
                date: formatClinicDate(removing.date),
              })
            : ''
        }
        confirmLabel={t('list.remove')}
        cancelLabel={t('list.keep')}
        busy={leave.isPending}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
