import type { Appointment } from '@vetnow/contracts/appointment';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Card } from '@vetnow/web-kit/ui/card';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { DueBadges, HealthRecordButton, useDayPetCare, type DayPetCare } from '../../pet-care';
import { WalkInQueuePanel, type WalkInsQuery } from '../../walk-ins';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { ArrivalBadge, StatusBadge, UrgencyBadge, usePetLine, useReasonText } from './appointment-bits';
import { nextUpcoming, todaysSchedule } from './dashboard-views';

export interface OverviewPanelProps {
  appointments: readonly Appointment[];
  now: Date;
  /** The day's walk-in queue and the live stream's state (the page follows both). */
  walkIns: WalkInsQuery;
  live?: 'connecting' | 'live' | 'offline';
}

/**
 * Overview: today's schedule by time — each patient with what is overdue or due soon and its health record
 * (issue 38), and whether the owner arrived (issue 39) — beside it the walk-in queue, then the next five scheduled
 * appointments.
 */
export function OverviewPanel({ appointments, now, walkIns, live }: OverviewPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const today = todaysSchedule(appointments, now);
  const care = useDayPetCare(clinicToday(now));
  const upcoming = nextUpcoming(appointments, now);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card title={t('overview.today')}>
        {today.length === 0 ? (
          <EmptyState title={t('overview.noneToday')} description={t('overview.freeDay')} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {today.map((a) => (
              <Item key={a._id} appointment={a} when={formatSlotTime(a.timeSlot)} care={care.get(a._id)} />
            ))}
          </ul>
        )}
      </Card>
      <WalkInQueuePanel walkIns={walkIns} now={now} live={live} />
      <Card title={t('overview.upcoming')} className="lg:col-span-2">
        {upcoming.length === 0 ? (
          <EmptyState title={t('overview.noneUpcoming')} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {upcoming.map((a) => (
              <Item key={a._id} appointment={a} when={t('overview.when', { date: formatClinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Item({ appointment: a, when, care }: { appointment: Appointment; when: string; care?: DayPetCare | undefined }) {
  const petLine = usePetLine();
  const petId = a.petId ?? care?.petId;
  const reasonText = useReasonText();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{when}</p>
        <p className="text-sm text-slate-700">
          {petLine(a.pet)} — {a.user.fullName}
        </p>
        <p className="text-sm text-slate-600">{reasonText(a.reason)}</p>
        {care && (
          <div className="mt-1.5">
            <DueBadges pet={a.pet.name} due={care.due} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {a.diagnosisQuestionnaire && <UrgencyBadge level={a.diagnosisQuestionnaire.urgencyLevel} />}
        <StatusBadge status={a.status} />
        <ArrivalBadge arrival={a.arrival} />
        {petId && <HealthRecordButton petId={petId} petName={a.pet.name} />}
      </div>
    </li>
  );
}
