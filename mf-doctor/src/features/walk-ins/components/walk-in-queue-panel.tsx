import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useWalkInStatus, type WalkInsQuery } from '../hooks/use-walk-ins';
import { WALK_INS_NS } from '../i18n/doctor-walk-ins-i18n';
import { WalkInRow } from './walk-in-row';

export interface WalkInQueuePanelProps {
  /** The day's queue (the dashboard asks for it, so it arrives with the rest of the screen). */
  walkIns: WalkInsQuery;
  now: Date;
  /** The live stream's state: while it is offline the panel says updates are paused. */
  live?: 'connecting' | 'live' | 'offline';
}

/**
 * The walk-in queue beside today's booked visits (issue 39): the day's walk-ins for this doctor and for any doctor,
 * in queue order, with Take / Done / Back to waiting; an empty state when nobody came without a booking. Its frame
 * (the card and its heading) is there from the first paint, whatever the answer, so nothing below it moves.
 */
export function WalkInQueuePanel({ walkIns, now, live }: WalkInQueuePanelProps) {
  const { t } = useTranslation(WALK_INS_NS);
  const change = useWalkInStatus();
  const list = walkIns.data ?? [];

  return (
    <Card
      title={t('title')}
      actions={
        live === 'offline' && (
          <p role="status" className="text-sm text-amber-900">
            {t('offline')}
          </p>
        )
      }
    >
      {walkIns.isPending ? (
        <div className="flex min-h-24 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : walkIns.isError && list.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-red-800">
            {t('loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void walkIns.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <ul aria-label={t('listLabel')} className="divide-y divide-slate-200">
          {list.map((w) => (
            <WalkInRow key={w._id} walkIn={w} now={now} busy={change.pendingId === w._id} onStatus={change.set} />
          ))}
        </ul>
      )}
    </Card>
  );
}
