import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { useReasonText } from '../../../shared/terms/terms-texts';
import { usePetTexts } from './pet-texts';
import type { TimelineEntry } from './timeline-model';

const TYPE_TONE: Record<TimelineEntry['type'], BadgeTone> = {
  visit: 'gray',
  vaccination: 'green',
  deworming: 'blue',
  'tick-flea': 'blue',
  prescription: 'yellow',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What one entry says: a visit's reason, findings and recommendations; a dose's batch and next due; a prescription. */
function EntryBody({ entry }: { entry: TimelineEntry }) {
  const text = usePetTexts();
  const { t } = text;
  const reason = useReasonText();
  if (entry.type === 'visit') {
    const { visit } = entry;
    return (
      <>
        <p className="font-semibold text-slate-900">
          {t('record.timeline.with', { doctor: visit.doctor.fullName })}
          {visit.status !== 'completed' && (
            <span className="ml-2 font-normal text-slate-600">
              ({t(`record.timeline.status.${visit.status}`, { defaultValue: visit.status })})
            </span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Detail label={t('record.timeline.reason')}>{reason(visit.reason)}</Detail>
          {visit.diagnosis && <Detail label={t('record.timeline.findings')}>{visit.diagnosis}</Detail>}
          {visit.recommendations.length > 0 && (
            <Detail label={t('record.timeline.recommendations')}>
              <ul className="list-disc pl-5">
                {visit.recommendations.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </Detail>
          )}
          {visit.notes && <Detail label={t('record.timeline.notes')}>{visit.notes}</Detail>}
        </dl>
      </>
    );
  }
  if (entry.type === 'prescription') {
    const { prescription: p } = entry;
    return (
      <>
        <p className="font-semibold text-slate-900">{p.medicine}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Detail label={t('record.timeline.dose')}>{p.dose}</Detail>
          <Detail label={t('record.timeline.duration')}>{p.duration}</Detail>
          {p.notes && <Detail label={t('record.timeline.notes')}>{p.notes}</Detail>}
        </dl>
        {p.doctor && <p className="mt-1 text-sm text-slate-600">{t('record.timeline.with', { doctor: p.doctor.fullName })}</p>}
      </>
    );
  }
  const { care } = entry;
  return (
    <>
      <p className="font-semibold text-slate-900">{care.name}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {care.batchNumber && <Detail label={t('record.timeline.batch')}>{care.batchNumber}</Detail>}
        {care.nextDueOn && <Detail label={t('record.timeline.nextDue')}>{text.date(care.nextDueOn)}</Detail>}
      </dl>
      {care.doctor && <p className="mt-1 text-sm text-slate-600">{t('record.timeline.with', { doctor: care.doctor.fullName })}</p>}
    </>
  );
}

/** The pet's health timeline: one list by date, newest first, each entry labelled by its type. */
export function HealthTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const text = usePetTexts();
  const { t } = text;
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('record.timeline.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.key} data-type={entry.type} className="rounded-lg border border-slate-200 p-3">
          <div className="mb-1 flex flex-wrap items-center gap-2">
            <time dateTime={entry.date} className="text-sm font-medium text-slate-700">
              {text.date(entry.date)}
            </time>
            <Badge tone={TYPE_TONE[entry.type]}>{t(`record.timeline.types.${entry.type}`)}</Badge>
          </div>
          <EntryBody entry={entry} />
        </li>
      ))}
    </ol>
  );
}
