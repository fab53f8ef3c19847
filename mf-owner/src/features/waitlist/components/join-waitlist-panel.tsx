import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_WAITLIST_HOLD_MINUTES, type WaitlistEntry } from '@vetnow/contracts/waitlist';
import { errorText } from '@vetnow/web-kit/errors';
import { Link } from '@vetnow/web-kit/router';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format-date';
import { useJoinWaitlist, useMyWaitlist } from '../hooks/use-waitlist';
import { NAMESPACE } from '../i18n/waitlist-i18n';
import { entryCovering } from '../waitlist-model';
import { OfferLine } from './waitlist-status';

export interface JoinWaitlistPanelProps {
  doctor: { _id: string; fullName: string };
  /** The full day, YYYY-MM-DD (clinic date). */
  date: string;
}

/** Where the owner's waitlist is listed (the dashboard's "My waitlist"). */
export const WAITLIST_LIST_PATH = '/dashboard';

type Choice = 'doctor' | 'any';

/**
 * The wizard's "This day is full" (issue 39): join the waitlist for this doctor's day or for any doctor that day
 * (POST /waitlist, `doctorId` null for any doctor). Once on it — just now or before (GET /waitlist/mine) — it says
 * the owner's place and what happens when a slot frees up, with a link to the list; a slot already held for them
 * shows with "Book it". A refusal (WAITLIST_ALREADY_JOINED…) is shown by its code.
 */
export function JoinWaitlistPanel({ doctor, date }: JoinWaitlistPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const [choice, setChoice] = useState<Choice>('doctor');
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const mine = useMyWaitlist();
  const join = useJoinWaitlist();
  const current = joined && joined.date === date ? joined : entryCovering(mine.data, doctor._id, date);

  function submit(event: FormEvent) {
    event.preventDefault();
    join.mutate({ body: { doctorId: choice === 'doctor' ? doctor._id : null, date } }, { onSuccess: setJoined });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-900">
      <h3 id={`${id}-title`} className="text-base font-semibold text-amber-950">
        {t('full.title')}
      </h3>
      {current ? (
        <div role="status" className="mt-2 flex flex-col gap-2">
          {current.status === 'offered' && current.offer ? (
            <OfferLine offer={current.offer} />
          ) : (
            <>
              <p className="font-semibold text-teal-900">
                {current.place === null ? t('joined.noPlace') : t('joined.place', { place: current.place })}
              </p>
              <p>{t('joined.hint', { minutes: DEFAULT_WAITLIST_HOLD_MINUTES })}</p>
            </>
          )}
          <Link to={WAITLIST_LIST_PATH} className="font-semibold text-teal-800 underline">
            {t('joined.viewList')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-1 flex flex-col gap-3">
          <p className="text-amber-950">{t('full.hint', { date: formatLongDate(date, i18n.language) })}</p>
          <fieldset>
            <legend className="mb-1 font-medium">{t('full.legend')}</legend>
            {(['doctor', 'any'] as const).map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="size-4 accent-teal-700"
                />
                {value === 'doctor' ? t('full.withDoctor', { doctor: doctor.fullName }) : t('full.anyDoctor')}
              </label>
            ))}
          </fieldset>
          <Button type="submit" busy={join.isPending} className="self-start">
            {t('full.join')}
          </Button>
        </form>
      )}
      {join.isError && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {errorText(join.error, t('full.failed'))}
        </p>
      )}
    </section>
  );
}
