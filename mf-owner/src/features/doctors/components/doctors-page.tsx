import { useState } from 'react';
import { clinicToday } from '@vetnow/contracts/clinic-time';
import type { Doctor } from '@vetnow/contracts/doctor';
import { addResources } from '@vetnow/web-kit/i18n';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json' with { type: 'json' };
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { DoctorCard } from './doctor-card';
import { DoctorDetailsDialog } from './doctor-details-dialog';
import { DoctorFilters, EMPTY_FILTERS, hasActiveFilters, type DoctorFilterValues } from './doctor-filters';

export const NAMESPACE = 'doctors';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

export interface DoctorsPageProps {
  /** "Now" for today's and tomorrow's dates in clinic time — injectable for tests. */
  now?: () => Date;
}

/** /doctors "Find Veterinarians": filters, the matching doctors as cards, and the View dialog. */
export function DoctorsPage({ now = () => new Date() }: DoctorsPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const [filters, setFilters] = useState<DoctorFilterValues>(EMPTY_FILTERS);
  const [viewing, setViewing] = useState<Doctor | null>(null);
  // Results never show under filters they do not answer: a new filter set is a new key, pending until answered.
  const search = useApiQuery(API.clinic.listDoctors, { query: filters }, { meta: { errorToast: t('errors.fetchDoctors') } });
  const status = search.isPending ? 'loading' : search.isError ? 'failed' : 'ready';
  const doctors = search.data ?? [];
  const filtered = hasActiveFilters(filters);

  return (
    <section aria-labelledby="doctors-title" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 id="doctors-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>

      <div className="mt-6">
        <DoctorFilters
          value={filters}
          onChange={setFilters}
          onClear={() => setFilters(EMPTY_FILTERS)}
          minDate={clinicToday(now())}
        />
      </div>

      <section aria-label={t('results.label')} aria-busy={status === 'loading'} className="mt-6 min-h-64">
        {status === 'loading' ? (
          <LoadingCards />
        ) : doctors.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={t('empty.title')}
            description={filtered ? t('empty.withFilters') : t('empty.withoutFilters')}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" role="status">
              {t('results.count', { count: doctors.length })}
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {doctors.map((doctor) => (
                <li key={doctor._id}>
                  <DoctorCard doctor={doctor} onView={setViewing} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <DoctorDetailsDialog
        key={viewing?._id ?? 'closed'}
        doctorId={viewing?._id ?? null}
        doctorName={viewing?.fullName}
        onClose={() => setViewing(null)}
        now={now}
      />
    </section>
  );
}

/** Placeholder cards of the same size as the real ones, so the page does not jump when the list arrives. */
function LoadingCards() {
  const { t } = useTranslation(NAMESPACE);
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
