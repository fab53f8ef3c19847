import { useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { canReschedule } from '@vetnow/domain/appointment-rules';
import { RECENT_APPOINTMENTS_COUNT } from '@vetnow/contracts/constants';
import { useSession } from '@vetnow/web-kit/session';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import {
  AppointmentStatusBadge,
  ArrivalBadge,
  newestFirst,
  ownerCounters,
  useClinicDate,
  useOwnerAppointments,
  usePetLine,
  usePetType,
} from '../../appointments';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { RescheduleButton, RescheduleDialog, ReschedulingReason } from '../../reschedule';
import type { OwnerPet } from './owner-pets';
import { useOwnerPets } from '../hooks/use-owner-pets';
import { usePetCare } from '../hooks/use-pet-care';
import { NAMESPACE } from '../i18n/dashboard-i18n';
import { PetCarePanel } from './pet-care-panel';
import { MyWaitlist, useMyWaitlistEntries } from '../../waitlist';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export { NAMESPACE };

export interface DashboardPageProps {
  /** "Now" for the Upcoming counter — injectable for tests. */
  now?: () => Date;
}

/**
 * The owner's /dashboard: a welcome, the visits that need a new time (issue 11: their day closed; each with its
 * reason and "Pick a new time"), the days the owner waits for on the waitlist (issue 39: the place in line, or the
 * slot held for them with "Book it"), the three counters, what is due for the owner's pets (issue 38), quick actions,
 * the three most recent appointments and the owner's pets. A spinner shows until the first answers of the
 * appointments, the pets and the waitlist.
 */
export function DashboardPage({ now = () => new Date() }: DashboardPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  const { status, appointments } = useOwnerAppointments();
  const care = usePetCare();
  const waitlist = useMyWaitlistEntries();
  const pets = useOwnerPets(appointments, care.status === 'ready' ? care.pets : []);
  const counters = ownerCounters(appointments, now());
  const recent = newestFirst(appointments).slice(0, RECENT_APPOINTMENTS_COUNT);
  const needingNewTime = appointments.filter((a) => a.status === 'needs-rescheduling' && canReschedule(a, now()));
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);

  return (
    <PageSection titleId="owner-dashboard-title" title={t('title')}>
      {/* "Welcome back" only for someone who has been here before (has a booking); a brand-new owner is welcomed.
          Until the appointments say which, the line's place is kept, so the greeting moves nothing below it (and the
          served frame, rendered before any account is known, has the same place: ADR 0083). */}
      {status === 'loading' ? (
        <p aria-hidden="true" className="mt-1 text-lg text-slate-700">
          {'\u00a0'}
        </p>
      ) : (
        user && (
          <p className="mt-1 text-lg text-slate-700">
            {t(status === 'ready' && appointments.length === 0 ? 'welcomeNew' : 'welcome', { name: user.fullName })}
          </p>
        )
      )}
      <p className="text-slate-600">{t('intro')}</p>

      {/* The pet care list too: arriving after the screen, its panel would push every card below it down. */}
      {status === 'loading' || care.status === 'loading' || waitlist.loading ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {needingNewTime.length > 0 && <NeedsNewTime appointments={needingNewTime} onPick={setRescheduling} />}
          <MyWaitlist entries={waitlist.entries} />

          <dl aria-label={t('counters.label')} className="grid grid-cols-3 gap-2 sm:gap-3">
            <Counter label={t('counters.total')} value={counters.total} />
            <Counter label={t('counters.upcoming')} value={counters.upcoming} />
            <Counter label={t('counters.completed')} value={counters.completed} />
          </dl>

          <PetCarePanel care={care} />

          <Card title={t('quickActions.title')}>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <QuickAction label={t('quickActions.book')} hint={t('quickActions.bookHint')} primary />
              <QuickAction label={t('quickActions.doctors')} hint={t('quickActions.doctorsHint')} />
            </div>
          </Card>

          <Card
            title={t('recent.title')}
            actions={
              recent.length > 0 && (
                <Link to="/appointments" aria-label={t('recent.viewAllLabel')} className="text-sm font-semibold text-teal-800 underline">
                  {t('recent.viewAll')}
                </Link>
              )
            }
          >
            {recent.length === 0 ? (
              <EmptyState
                title={t('recent.empty')}
                description={t('recent.emptyHint')}
                action={
                  <Link to="/doctors" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}>
                    {t('recent.emptyAction')}
                  </Link>
                }
              />
            ) : (
              <ul className="divide-y divide-slate-200">
                {recent.map((a) => (
                  <RecentAppointment key={a._id} appointment={a} now={now()} />
                ))}
              </ul>
            )}
          </Card>

          {pets.length > 0 && <PetsCard pets={pets} />}
        </div>
      )}
      <RescheduleDialog appointment={rescheduling} now={now} onClose={() => setRescheduling(null)} />
    </PageSection>
  );
}

/** The visits that need a new time, each with why and the one-step "Pick a new time". */
function NeedsNewTime({ appointments, onPick }: { appointments: Appointment[]; onPick: (a: Appointment) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const petLine = usePetLine();
  const clinicDate = useClinicDate();
  return (
    <section aria-labelledby="needs-new-time-title" className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h2 id="needs-new-time-title" className="text-lg font-semibold text-amber-950">
        {t('needsNewTime.title', { count: appointments.length })}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('needsNewTime.hint')}</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {appointments.map((a) => (
          <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{a.doctor.fullName}</p>
              <p className="text-sm text-slate-700">
                {t('recent.when', { date: clinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })} · {petLine(a.pet)}
              </p>
              <ReschedulingReason appointment={a} className="text-sm font-medium text-amber-950" />
            </div>
            <RescheduleButton appointment={a} onClick={() => onPick(a)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-auto pt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
    </div>
  );
}

function QuickAction({ label, hint, primary = false }: { label: string; hint: string; primary?: boolean }) {
  return (
    <Link
      to="/doctors"
      className={
        'flex min-h-11 flex-col rounded-lg px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
        (primary ? BUTTON_VARIANTS.primary : BUTTON_VARIANTS.secondary)
      }
    >
      <span className="text-sm font-semibold">{label}</span>
      {/* Solid colours, not opacity: AA contrast (4.5:1) on both the teal and the white button. */}
      <span className={`text-xs ${primary ? 'text-teal-50' : 'text-slate-600'}`}>{hint}</span>
    </Link>
  );
}

/** One of the recent visits: doctor, when, pet, and its status with No-show / Checked in beside it (issue 39). */
function RecentAppointment({ appointment: a, now }: { appointment: Appointment; now: Date }) {
  const { t } = useTranslation(NAMESPACE);
  const petLine = usePetLine();
  const clinicDate = useClinicDate();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{a.doctor.fullName}</p>
        <p className="text-sm text-slate-600">{t('recent.when', { date: clinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })}</p>
        <p className="text-sm text-slate-600">{t('recent.pet', { pet: petLine(a.pet) })}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <AppointmentStatusBadge status={a.status} />
        <ArrivalBadge appointment={a} now={now} />
      </div>
    </li>
  );
}

function PetsCard({ pets }: { pets: OwnerPet[] }) {
  const { t } = useTranslation(NAMESPACE);
  const petType = usePetType();
  return (
    <Card title={t('pets.title')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {pets.map((pet, index) => (
          <li key={`${pet.name}-${index}`} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{pet.name}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt className="text-slate-500">{t('pets.type')}</dt>
              <dd>{petType(pet.type)}</dd>
              <dt className="text-slate-500">{t('pets.breed')}</dt>
              <dd>{pet.breed || t('pets.breedUnknown')}</dd>
              {pet.age !== undefined && (
                <>
                  <dt className="text-slate-500">{t('pets.age')}</dt>
                  <dd>{t('pets.ageYears', { count: pet.age })}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}
