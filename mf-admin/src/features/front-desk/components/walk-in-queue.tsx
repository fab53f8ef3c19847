import type { WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { Button, RowButton } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalkInStatus } from '../hooks/use-desk-actions';
import { useRowFocus } from '../hooks/use-row-focus';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { SHEET } from './sheet-table';

const TONE: Record<WalkInStatus, BadgeTone> = { waiting: 'yellow', 'with-doctor': 'blue', done: 'green', left: 'gray' };

/** Where a walk-in may go next: waiting → with the doctor or left; with the doctor → done or back; done/left → back. */
const NEXT: Record<WalkInStatus, readonly WalkInStatus[]> = {
  waiting: ['with-doctor', 'left'],
  'with-doctor': ['done', 'waiting'],
  done: ['waiting'],
  left: ['waiting'],
};

export interface WalkInQueueProps {
  date: string;
  walkIns: readonly WalkIn[];
  /** Opens the Add walk-in dialog. */
  onAdd: () => void;
}

/** The day's walk-ins in queue order: number, owner and phone, pet, reason, doctor or "Any doctor", status and moves. */
export function WalkInQueue({ date, walkIns, onAdd }: WalkInQueueProps) {
  const { t } = useTranslation(FRONT_DESK_NS);
  const headingId = useId();
  const status = useWalkInStatus();
  const { ref, focusRow } = useRowFocus<HTMLTableElement>(walkIns);
  const list = [...walkIns].sort((a, b) => a.queueNumber - b.queueNumber);
  const label = (text: string) => <span className={SHEET.cardLabel}>{text}: </span>;

  const move = async (walkIn: WalkIn, next: WalkInStatus) => {
    const shown = walkIns;
    const moved = await status.move(walkIn, next);
    focusRow(walkIn._id, moved ? shown : undefined);
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('walkIns.title')}
        </h2>
        <Button className="vn-no-print" aria-haspopup="dialog" onClick={onAdd}>
          {t('walkIns.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState title={t('walkIns.empty')} />
      ) : (
        <table ref={ref} className={SHEET.table}>
          <caption className="sr-only">{t('walkIns.caption', { date: formatClinicDate(date) })}</caption>
          <thead className={SHEET.head}>
            <tr className={SHEET.headRow}>
              {(['number', 'owner', 'pet', 'reason', 'doctor', 'status'] as const).map((column) => (
                <th key={column} scope="col" className={SHEET.th}>
                  {t(`walkIns.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={`${SHEET.th} ${SHEET.actions}`}>
                {t('walkIns.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className={SHEET.body}>
            {list.map((w) => (
              <tr key={w._id} data-row-id={w._id} className={SHEET.row}>
                <th scope="row" data-row-focus="" tabIndex={-1} className={`${SHEET.cell} font-semibold whitespace-nowrap text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600`}>
                  {t('walkIns.number', { number: w.queueNumber })}
                </th>
                <td className={SHEET.cell}>
                  {label(t('walkIns.columns.owner'))}
                  <span className="font-medium text-slate-900">{w.ownerName}</span>
                  <span className="block">
                    <PhoneLink value={w.contactNumber} />
                  </span>
                </td>
                <td className={SHEET.cell}>
                  {label(t('walkIns.columns.pet'))}
                  {t('appointments.pet', { name: w.pet.name, type: t(`petType.${w.pet.type}`, { defaultValue: w.pet.type }) })}
                </td>
                <td className={`${SHEET.cell} md:max-w-56 break-words`}>
                  {label(t('walkIns.columns.reason'))}
                  {w.reason}
                </td>
                <td className={SHEET.cell}>
                  {label(t('walkIns.columns.doctor'))}
                  {w.doctor?.fullName ?? t('walkIns.anyDoctor')}
                </td>
                <td className={SHEET.cell}>
                  {label(t('walkIns.columns.status'))}
                  <Badge tone={TONE[w.status]}>{t(`walkIns.status.${w.status}`)}</Badge>
                </td>
                <td className={`${SHEET.cell} ${SHEET.actions} pt-2`}>
                  <div className="flex flex-wrap gap-2">
                    {NEXT[w.status].map((next) => (
                      <RowButton
                        key={next}
                        data-row-action=""
                        variant={next === 'waiting' || next === 'left' ? 'secondary' : 'primary'}
                        busy={status.busyId === w._id}
                        aria-label={t('walkIns.actions.label', { action: t(`walkIns.actions.${next}`), number: w.queueNumber, owner: w.ownerName })}
                        onClick={() => void move(w, next)}
                      >
                        {t(`walkIns.actions.${next}`)}
                      </RowButton>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
