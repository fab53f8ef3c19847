import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { ClosuresSection } from './closures-section';
import { DoctorLeaveSection } from './doctor-leave-section';
import { HolidaysSection } from './holidays-section';

export interface CalendarPanelProps {
  /** "Now" for this year and today (clinic time) — injectable for tests. */
  now?: () => Date;
  /** The doctor whose leave to show first. */
  doctorId?: string;
}

/** The admin's Calendar tab: public holidays and the holiday policy, clinic closures, and doctor leave. */
export function CalendarPanel({ now = () => new Date(), doctorId }: CalendarPanelProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const current = now();
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4 flex flex-col gap-6">
        <HolidaysSection now={current} />
        <ClosuresSection now={current} />
        <DoctorLeaveSection now={current} doctorId={doctorId} />
      </div>
    </div>
  );
}
