import type { Doctor } from '@vetnow/contracts/doctor';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookableDates } from '../../../shared/calendar/bookable-dates';
import { formatLongDate, formatShortDate } from '../../../shared/format-date';
import { DoctorCard } from './doctor-card';

/** What the results area of /doctors shows. */
export type ResultsView =
  | { kind: 'loading' }
  /** The date filter holds a date that cannot be booked: no search, the bookable range instead. */
  | { kind: 'notBookable'; range: BookableDates }
  /** The clinic is closed all day on the chosen date; `reason` as the wizard's calendar words it. */
  | { kind: 'closed'; date: string; reason: string }
  | { kind: 'doctors'; doctors: Doctor[]; filtered: boolean };

export interface DoctorResultsProps {
  view: ResultsView;
  onView: (doctor: Doctor) => void;
}

/** The matching doctors as cards, or why there are none. */
export function DoctorResults({ view, onView }: DoctorResultsProps) {
  const { t, i18n } = useTranslation('doctors');
  switch (view.kind) {
    case 'loading':
      return <LoadingCards />;
    case 'notBookable':
      return (
        <EmptyState
          headingLevel={2}
          title={t('dateFilter.notBookable')}
          description={t('dateFilter.range', {
            from: formatShortDate(view.range.min, i18n.language),
            to: formatShortDate(view.range.max, i18n.language),
          })}
        />
      );
    case 'closed':
      return (
        <EmptyState
          headingLevel={2}
          title={view.reason}
          description={t('dateFilter.closed', { date: formatLongDate(view.date, i18n.language) })}
        />
      );
    case 'doctors':
      return view.doctors.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('empty.title')}
          description={view.filtered ? t('empty.withFilters') : t('empty.withoutFilters')}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" role="status">
            {t('results.count', { count: view.doctors.length })}
          </p>
          <DoctorCards doctors={view.doctors} onView={onView} />
        </>
      );
  }
}

/** The cards of the list's first render: a phone's first screen shows one or two, a desktop's first row three. */
export const FIRST_CARDS = 3;

/**
 * The cards, the first {@link FIRST_CARDS} at once and the rest in a background render React time-slices and
 * interrupts for input (`useDeferredValue`): on a phone, thirteen cards in one go were a 50–95 ms task (ADR 0084).
 * Until the rest is in, the list stays marked `data-page-loading`, so the shell's footer does not show between the
 * first cards and jump down when the others arrive.
 */
function DoctorCards({ doctors, onView }: { doctors: Doctor[]; onView: (doctor: Doctor) => void }) {
  const shown = useDeferredValue(doctors.length, Math.min(doctors.length, FIRST_CARDS));
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      {...(shown < doctors.length ? { 'data-page-loading': '' } : {})}
    >
      {doctors.slice(0, shown).map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} onView={onView} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the same size as the real ones, so the page does not jump when the list arrives. */
function LoadingCards() {
  const { t } = useTranslation('doctors');
  return (
    // data-page-loading: the shell keeps its footer out until the list is here (a long list would push it away).
    <div data-page-loading="">
      {/* As high as the count line that replaces it (text-sm), and cards as high as a seeded doctor's card (354 px on
          a phone, 322 px from lg): what is under the first row does not move when the list arrives. */}
      <div className="mb-3 flex h-5 items-center">
        <Spinner size="sm" label={t('results.loading')} />
      </div>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-88 animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none lg:h-80" />
        ))}
      </ul>
    </div>
  );
}
