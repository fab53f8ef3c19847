import type { AffectedAppointment } from '@vetnow/contracts/calendar';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';

export interface AffectedVisitsProps {
  /** undefined while loading. */
  visits: readonly AffectedAppointment[] | undefined;
  failed: boolean;
}

/** The booked visits closed time would hit (the preview before a closure or leave is saved), soonest first. */
export function AffectedVisits({ visits, failed }: AffectedVisitsProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  if (failed) return <p className="text-sm text-red-700">{t('closures.toasts.previewFailed')}</p>;
  if (!visits)
    return (
      <div className="flex min-h-16 items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  if (visits.length === 0) return <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{t('affected.none')}</p>;
  const sorted = [...visits].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t('affected.some', { count: visits.length })}</p>
      <ul aria-label={t('affected.title')} className="mt-2 flex flex-col gap-2">
        {sorted.map((v) => (
          <li key={v.appointmentId} className="rounded-md bg-white p-2 text-slate-900">
            <span className="block font-medium">
              {t('affected.visit', { date: formatClinicDate(v.appointmentDate), time: formatSlotTime(v.timeSlot), doctor: v.doctorName })}
            </span>
            <span className="block text-slate-600">
              {[v.petName ? t('affected.pet', { name: v.petName }) : null, v.reference ? t('affected.reference', { reference: v.reference }) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
