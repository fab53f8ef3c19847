import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { RowButton } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import { SHEET } from '../components/sheet-table';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { WaitlistStatus } from './waitlist-status';

export interface WaitlistTableProps {
  date: string;
  entries: readonly DeskWaitlistEntry[];
  /** The entry being removed, if any. */
  busyId: string | null;
  onRemove: (entry: DeskWaitlistEntry) => void;
}

/** A live entry (waiting, or holding a slot) can be removed; booked, lapsed and left ones are history. */
const isLive = (entry: DeskWaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

/** The day's waitlist in list order: cards on narrow screens, a table from `md` on (the day sheet's layout). */
export function WaitlistTable({ date, entries, busyId, onRemove }: WaitlistTableProps) {
  const { t } = useTranslation(CALLERS_NS);
  const label = (text: string) => <span className={SHEET.cardLabel}>{text}: </span>;
  return (
    <table className={SHEET.table}>
      <caption className="mb-2 block w-full text-left text-base font-semibold text-slate-900 md:table-caption print:table-caption">{t('list.caption', { date: formatClinicDate(date) })}</caption>
      <thead className={SHEET.head}>
        <tr className={SHEET.headRow}>
          {(['owner', 'doctor', 'status', 'actions'] as const).map((column) => (
            <th key={column} scope="col" className={SHEET.th}>
              {t(`list.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={SHEET.body}>
        {entries.map((entry) => (
          <tr key={entry._id} className={SHEET.row}>
            <th scope="row" className={`${SHEET.cell} font-normal`}>
              <span className="block font-semibold text-slate-900">{entry.owner.fullName}</span>
              <PhoneLink value={entry.owner.contactNumber} />
            </th>
            <td className={SHEET.cell}>
              {label(t('list.columns.doctor'))}
              {entry.doctor?.fullName ?? t('list.anyDoctor')}
            </td>
            <td className={SHEET.cell}>
              {label(t('list.columns.status'))}
              <WaitlistStatus entry={entry} />
            </td>
            <td className={`${SHEET.cell} pt-2`}>
              {isLive(entry) && (
                <RowButton
                  busy={busyId === entry._id}
                  aria-label={t('list.removeLabel', { owner: entry.owner.fullName })}
                  aria-haspopup="dialog"
                  onClick={() => onRemove(entry)}
                >
                  {t('list.remove')}
                </RowButton>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
