import type { WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import { clinicMinutesOf, formatTime24 } from '@vetnow/domain/clinic-time';
import { formatTimeOfDay } from '@vetnow/web-kit/format';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { WALK_INS_NS } from '../i18n/doctor-walk-ins-i18n';

const STATUS_TONES: Record<WalkInStatus, BadgeTone> = { waiting: 'amber', 'with-doctor': 'blue', done: 'green', left: 'gray' };

/** An instant in clinic time as a time of day in the reader's language (`09:12 AM` in English). */
export function clinicTimeOf(instant: string): string {
  return formatTimeOfDay(formatTime24(clinicMinutesOf(new Date(instant)))) ?? '';
}

/** Whole minutes since `instant` (never below 0). */
export function minutesSince(instant: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(instant)) / 60_000));
}

export interface WalkInRowProps {
  walkIn: WalkIn;
  now: Date;
  busy: boolean;
  onStatus: (walkIn: WalkIn, status: WalkInStatus) => void;
}

/**
 * One walk-in: queue number, owner, pet, reason, when they arrived and how long they have waited (or where they are
 * now), Any doctor or Assigned to you; Take while waiting, Done and Back to waiting while with the doctor, Back to
 * waiting once done (a Done by mistake). Each button is described by the row's heading.
 */
export function WalkInRow({ walkIn: w, now, busy, onStatus }: WalkInRowProps) {
  const { t } = useTranslation(WALK_INS_NS);
  const headingId = `walk-in-${w._id}`;
  const pet = t('pet', { name: w.pet.name, type: t(`petType.${w.pet.type}`, { defaultValue: w.pet.type }) });
  const finished = w.status === 'done' || w.status === 'left';
  const action = (status: WalkInStatus, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button variant={variant} busy={busy} aria-describedby={headingId} onClick={() => onStatus(w, status)} className="min-w-24">
      {label}
    </Button>
  );

  return (
    <li className={`flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3 ${finished ? 'text-slate-600' : ''}`}>
      <div className="flex min-w-0 gap-3">
        <p aria-hidden="true" className="w-14 shrink-0 text-lg font-bold text-slate-900">
          {t('queueNumber', { number: w.queueNumber })}
        </p>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            <span className="sr-only">{t('queueNumber', { number: w.queueNumber })}: </span>
            {pet} · {w.ownerName}
          </h3>
          <p className="break-words text-sm text-slate-700">{w.reason}</p>
          <p className="text-sm text-slate-600">
            {t('arrived', { time: clinicTimeOf(w.arrivedAt) })}
            {w.status === 'waiting' && <> · {t('waitingFor', { count: minutesSince(w.arrivedAt, now) })}</>}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone={STATUS_TONES[w.status]}>{t(`status.${w.status}`)}</Badge>
            <Badge tone={w.doctor ? 'blue' : 'gray'}>{t(w.doctor ? 'assignment.mine' : 'assignment.anyDoctor')}</Badge>
          </div>
        </div>
      </div>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
        {w.status === 'waiting' && action('with-doctor', t('actions.take'), 'primary')}
        {w.status === 'with-doctor' && action('done', t('actions.done'), 'primary')}
        {(w.status === 'with-doctor' || w.status === 'done') && action('waiting', t('actions.backToWaiting'))}
      </div>
    </li>
  );
}
