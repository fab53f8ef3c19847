import type { CallerOwner } from '@vetnow/contracts/callers';
import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { AlertNotice, StatusNotice } from './notices';
import { useDeskJoinWaitlist } from './use-callers';

export interface WaitlistOfferProps {
  owner: CallerOwner;
  doctor: { _id: string; fullName: string };
  /** The full day, YYYY-MM-DD. */
  date: string;
}

/**
 * When the chosen day has no free slot: put the caller on the waitlist (POST /desk/waitlist) for this doctor's day,
 * or for any doctor that day. The answer's place is said in a status message; a refusal (already waiting, beyond
 * the horizon…) by its code.
 */
export function WaitlistOffer({ owner, doctor, date }: WaitlistOfferProps) {
  const { t } = useTranslation(CALLERS_NS);
  const name = useId();
  const [target, setTarget] = useState<'doctor' | 'any'>('doctor');
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<DeskWaitlistEntry | null>(null);
  const join = useDeskJoinWaitlist();
  const day = formatClinicDate(date);

  const send = async () => {
    setFailure(null);
    setJoined(null);
    try {
      setJoined(await join.mutateAsync({ body: { ownerId: owner._id, doctorId: target === 'doctor' ? doctor._id : null, date } }));
    } catch (error) {
      setFailure(errorText(error, t('waitlist.failed')));
    }
  };

  const joinedText = (entry: DeskWaitlistEntry) => {
    const values = { owner: entry.owner.fullName, date: formatClinicDate(entry.date), who: entry.doctor?.fullName ?? t('waitlist.anyDoctor') };
    return entry.place === null ? t('waitlist.joinedNoPlace', values) : t('waitlist.joined', { ...values, place: entry.place });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('waitlist.legend', { owner: owner.fullName })}</legend>
        {(
          [
            ['doctor', t('waitlist.doctor', { doctor: doctor.fullName, date: day })],
            ['any', t('waitlist.any', { date: day })],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
            <input type="radio" name={name} value={value} checked={target === value} onChange={() => setTarget(value)} className="h-4 w-4 accent-teal-700" />
            {label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button variant="secondary" busy={join.isPending} onClick={() => void send()}>
          {t('waitlist.join')}
        </Button>
      </div>
      <AlertNotice>{failure}</AlertNotice>
      <StatusNotice>{joined ? joinedText(joined) : null}</StatusNotice>
    </div>
  );
}
