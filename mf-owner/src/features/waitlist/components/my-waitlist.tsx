import { useState } from 'react';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { errorText } from '@vetnow/web-kit/errors';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format-date';
import { useLeaveWaitlist, useMyWaitlist } from '../hooks/use-waitlist';
import { NAMESPACE } from '../i18n/waitlist-i18n';
import { liveEntries } from '../waitlist-model';
import { OfferLine, WaitingLine } from './waitlist-status';

/** The live waitlist entries (GET /waitlist/mine); the dashboard waits for the first answer with its spinner. */
export function useMyWaitlistEntries(): { loading: boolean; entries: WaitlistEntry[] } {
  const mine = useMyWaitlist();
  return { loading: mine.isPending, entries: liveEntries(mine.data) };
}

/**
 * The dashboard's "My waitlist" (issue 39): each day the owner waits for — the date, the doctor or "Any doctor",
 * the place in line, or the slot held for them with "Book it" — and "Leave the waitlist" (confirmed; DELETE
 * /waitlist/:id, then the list is asked again). Nothing when the owner waits for nothing.
 */
export function MyWaitlist({ entries }: { entries: WaitlistEntry[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const leave = useLeaveWaitlist();
  if (entries.length === 0 && leaving === null) return null;
  const dateOf = (entry: WaitlistEntry) => formatLongDate(entry.date, i18n.language);

  function confirmLeave() {
    if (!leaving) return;
    leave.mutate(
      { params: { id: leaving._id } },
      {
        onSuccess: () => notify.success(t('list.left')),
        onError: (error) => notify.error(errorText(error, t('list.leaveFailed'))),
        onSettled: () => setLeaving(null),
      },
    );
  }

  return (
    <section aria-labelledby="my-waitlist-title" className="rounded-xl border border-teal-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="my-waitlist-title" className="text-lg font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {entries.map((entry) => (
          <li key={entry._id} className="flex flex-col gap-2 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="font-semibold text-slate-900">
                <time dateTime={entry.date}>{dateOf(entry)}</time>
              </h3>
              <p className="text-sm text-slate-700">{entry.doctor ? entry.doctor.fullName : t('list.anyDoctor')}</p>
            </div>
            {entry.status === 'offered' && entry.offer ? (
              <div className="rounded-lg border border-teal-300 bg-teal-50 p-3 text-sm">
                <OfferLine offer={entry.offer} />
              </div>
            ) : (
              <WaitingLine entry={entry} className="text-sm text-slate-700" />
            )}
            <Button
              variant="secondary"
              className="self-start"
              aria-label={t('list.leaveLabel', { date: dateOf(entry) })}
              onClick={() => setLeaving(entry)}
            >
              {t('list.leave')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        title={t('list.leaveTitle')}
        message={
          leaving && (
            <>
              <span className="block">{t('list.leaveConfirm', { date: dateOf(leaving) })}</span>
              {leaving.status === 'offered' && <span className="mt-2 block">{t('list.leaveConfirmOffered')}</span>}
            </>
          )
        }
        confirmLabel={t('list.leaveYes')}
        cancelLabel={t('list.stay')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
