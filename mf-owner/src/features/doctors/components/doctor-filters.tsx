import { FILTER_TIMES, LOCATIONS, SPECIALIZATIONS } from '@vetnow/contracts/constants';
import { Button } from '@vetnow/web-kit/ui/button';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { useSpecializationText } from '../../../shared/terms/terms-texts';

/** The four filters of /doctors as the form holds them (the GET /doctors query); '' means "any" and is not sent. */
export interface DoctorFilterValues {
  location: string;
  specialization: string;
  availableTime: string;
  date: string;
}

export const EMPTY_FILTERS: DoctorFilterValues = { location: '', specialization: '', availableTime: '', date: '' };

export const hasActiveFilters = (filters: DoctorFilterValues) => Object.values(filters).some((value) => value !== '');

const TIME_OPTIONS = FILTER_TIMES.map((value) => ({ value, label: value }));

export interface DoctorFiltersProps {
  value: DoctorFilterValues;
  onChange: (next: DoctorFilterValues) => void;
  onClear: () => void;
  /** The bookable dates the picker offers (tomorrow up to the booking horizon, in clinic time). */
  minDate: string;
  maxDate: string;
  /** Why the typed date cannot be booked, shown under the date field. */
  dateError?: string;
}

/** Location, specialization, available time and date; every change applies at once (no submit button). */
export function DoctorFilters({ value, onChange, onClear, minDate, maxDate, dateError }: DoctorFiltersProps) {
  const { t } = useTranslation('doctors');
  const specializationText = useSpecializationText();
  const set = (key: keyof DoctorFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  // The three lists, each with "any" first ('': the filter is off).
  const selects: Array<{ key: keyof DoctorFilterValues; id: string; label: string; placeholder: string; options: Array<{ value: string; label: string }> }> = [
    {
      key: 'location',
      id: 'location',
      label: t('filters.location'),
      placeholder: t('filters.allLocations'),
      options: LOCATIONS.map((location) => ({ value: location, label: t(`locations.${location}`) })),
    },
    {
      key: 'specialization',
      id: 'specialization',
      label: t('filters.specialization'),
      placeholder: t('filters.allSpecializations'),
      options: SPECIALIZATIONS.map((specialization) => ({ value: specialization, label: specializationText(specialization) })),
    },
    { key: 'availableTime', id: 'time', label: t('filters.availableTime'), placeholder: t('filters.anyTime'), options: TIME_OPTIONS },
  ];

  return (
    <form role="search" aria-label={t('filters.legend')} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('filters.legend')}</legend>
        {selects.map((select) => (
          <Select
            key={select.key}
            id={`doctor-filter-${select.id}`}
            label={select.label}
            placeholder={select.placeholder}
            options={select.options}
            value={value[select.key]}
            onChange={set(select.key)}
          />
        ))}
        <TextField
          id="doctor-filter-date"
          type="date"
          label={t('filters.date')}
          min={minDate}
          max={maxDate}
          error={dateError}
          value={value.date}
          onChange={set('date')}
        />
        <div className="flex justify-end sm:col-span-2 lg:col-span-4">
          <Button variant="secondary" onClick={onClear} disabled={!hasActiveFilters(value)}>
            {t('filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
