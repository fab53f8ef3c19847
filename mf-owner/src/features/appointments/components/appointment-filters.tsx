import { APPOINTMENT_FILTERS, type AppointmentFilter } from '@vetnow/contracts/constants';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';

export interface AppointmentFiltersProps {
  value: AppointmentFilter;
  onChange: (filter: AppointmentFilter) => void;
  counts: Record<AppointmentFilter, number>;
}

/** The six My Appointments filters as a labelled group of toggle buttons (aria-pressed), each with its count; they wrap
 * onto more rows on a phone rather than scroll sideways (longer Sinhala and Tamil names would hide the last ones). */
export function AppointmentFilters({ value, onChange, counts }: AppointmentFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-2 pb-1">
      {APPOINTMENT_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold ' +
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (active ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')
            }
          >
            {t(`filters.${filter}`)}{' '}
            <span className={`rounded-full px-2 text-xs ${active ? 'bg-teal-900 text-white' : 'bg-slate-100 text-slate-700'}`}>({counts[filter]})</span>
          </button>
        );
      })}
    </div>
  );
}
