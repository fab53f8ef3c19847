import { useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { addResources, validationMessage } from '@vetnow/web-kit/i18n';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json' with { type: 'json' };
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { bookableDates, bookingDateProblem } from '../../../shared/calendar/bookable-dates';
import { useClinicClosedDay } from '../../../shared/calendar/use-closed-days';
import { DoctorDetailsDialog } from './doctor-details-dialog';
import { DoctorFilters, EMPTY_FILTERS, hasActiveFilters, type DoctorFilterValues } from './doctor-filters';
import { DoctorResults, type ResultsView } from './doctor-results';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export const NAMESPACE = 'doctors';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

export interface DoctorsPageProps {
  /** "Now" for the bookable dates in clinic time — injectable for tests. */
  now?: () => Date;
}

/**
 * /doctors "Find Veterinarians": filters, the matching doctors as cards, and the View dialog. The date filter
 * offers only bookable dates (the wizard's rule: tomorrow up to the booking horizon, in clinic time); a date
 * typed outside them is not searched, and a day the clinic is closed says why, as the wizard's calendar does.
 */
export function DoctorsPage({ now = () => new Date() }: DoctorsPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const [filters, setFilters] = useState<DoctorFilterValues>(EMPTY_FILTERS);
  const [viewing, setViewing] = useState<Doctor | null>(null);
  const bookable = bookableDates(now());
  const dateProblem = bookingDateProblem(filters.date, now());
  const date = dateProblem ? '' : filters.date;
  // Results never show under filters they do not answer: a new filter set is a new key, pending until answered.
  const search = useApiQuery(
    API.clinic.listDoctors,
    { query: filters },
    { enabled: !dateProblem, meta: { errorToast: t('errors.fetchDoctors') } },
  );
  const day = useClinicClosedDay(date);

  const view: ResultsView = dateProblem
    ? { kind: 'notBookable', range: bookable }
    : search.isPending || day.status === 'loading'
      ? { kind: 'loading' }
      : day.status === 'ready' && day.closedReason !== undefined
        ? { kind: 'closed', date, reason: day.closedReason }
        : { kind: 'doctors', doctors: search.data ?? [], filtered: hasActiveFilters(filters) };

  return (
    <PageSection titleId="doctors-title" className="mx-auto max-w-6xl px-4 py-6 sm:py-8" title={t('title')} subtitle={t('subtitle')}>
      <div className="mt-6">
        <DoctorFilters
          value={filters}
          onChange={setFilters}
          onClear={() => setFilters(EMPTY_FILTERS)}
          minDate={bookable.min}
          maxDate={bookable.max}
          dateError={dateProblem && validationMessage(dateProblem)}
        />
      </div>

      <section aria-label={t('results.label')} aria-busy={view.kind === 'loading'} className="mt-6 min-h-64">
        <DoctorResults view={view} onView={setViewing} />
      </section>

      <DoctorDetailsDialog
        key={viewing?._id ?? 'closed'}
        doctorId={viewing?._id ?? null}
        doctorName={viewing?.fullName}
        date={date || undefined}
        onClose={() => setViewing(null)}
        now={now}
      />
    </PageSection>
  );
}
