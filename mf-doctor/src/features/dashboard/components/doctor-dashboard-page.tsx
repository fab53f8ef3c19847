import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import type { Appointment } from '@vetnow/contracts/appointment';
import { doctorSchema } from '@vetnow/contracts/doctor';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { formatAddressLine } from '@vetnow/web-kit/format';
import { SessionContext } from '@vetnow/web-kit/session';
import { PageSpinner, Spinner } from '@vetnow/web-kit/ui/spinner';
import { Tabs } from '@vetnow/web-kit/ui/tabs';
import { useTranslation } from 'react-i18next';
import { loadCareGivenSection } from '../../pet-care';
import { useWalkIns } from '../../walk-ins';
import { useLiveDoctorDay } from '../hooks/use-live-doctor-day';
import { useMinuteTick } from '../hooks/use-minute-tick';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { AllAppointmentsPanel } from './all-appointments-panel';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { CashPaymentDialog } from './cash-payment-dialog';
import { doctorCounters } from './dashboard-views';
import type { AppointmentAction } from './doctor-appointment-card';
import { useSpecializationText } from './appointment-bits';
import { MyProfilePanel, type ProfileState } from './my-profile-panel';
import { OverviewPanel } from './overview-panel';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export { NAMESPACE };

// Fetched when first opened: the leave tab, and the dialogs with forms (react-hook-form, through the kit's forms),
// which the day's overview does not show (ADR 0097).
const MyLeavePanel = lazy(() => import('../../leave').then((m) => ({ default: m.MyLeavePanel })));
const CompleteAppointmentDialog = lazy(() =>
  Promise.all([import('./complete-appointment-dialog'), loadCareGivenSection()]).then(([m]) => ({ default: m.CompleteAppointmentDialog })),
);
const NotesDialog = lazy(() => import('./notes-dialog').then((m) => ({ default: m.NotesDialog })));

const TABS = ['overview', 'appointments', 'leave', 'profile'] as const;
type TabId = (typeof TABS)[number];

export interface DoctorDashboardPageProps {
  /** "Now" for today and upcoming (clinic time) — injectable for tests. */
  now?: () => Date;
}

/**
 * /doctor-dashboard: the doctor's header (GET /doctors/dashboard/profile), four counters and four tabs —
 * Overview (today's schedule beside the walk-in queue, and what is next), All Appointments (Mark as Completed, Add
 * Notes, Mark as paid, View Details), My Leave and My Profile (read-only). The day is followed live (issue 39): each
 * change the server announces refreshes the appointments and the queue.
 */
export function DoctorDashboardPage({ now = () => new Date() }: DoctorDashboardPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const session = useContext(SessionContext);
  const specializationText = useSpecializationText();
  const profile = useApiQuery(API.clinic.getOwnProfile, undefined, { meta: { errorLog: 'Profile could not be loaded' } });
  const list = useApiQuery(API.booking.doctorAppointments, undefined, { meta: { errorToast: t('errors.fetch') } });
  const appointments = list.data ?? [];
  const [tab, setTab] = useState<TabId>('overview');
  const [open, setOpen] = useState<{ action: AppointmentAction; appointment: Appointment } | null>(null);
  useMinuteTick(); // the waits in the queue and what is upcoming move on with the clock
  const current = now();
  const date = clinicToday(current);
  const walkIns = useWalkIns(date);
  const live = useLiveDoctorDay(date);
  const counters = doctorCounters(appointments, current);

  // One loading state for the list, the profile and the walk-in queue: the queue beside today's visits shows with the
  // list, so it does not push anything while the list is on its way (CLS). The line under the name (specialization and
  // clinic) shows with the name, from the signed-in doctor the session already holds (sign-in and each refresh answer
  // with the doctor's profile) until the profile itself is here: it is the screen's largest text, and waiting for
  // three reads to show it held the page's LCP back by their round trip and render.
  const loading = list.isPending || profile.isPending || walkIns.isPending;
  const sessionUser = session?.user;
  const sessionDoctor = useMemo(() => doctorSchema.safeParse(sessionUser).data ?? null, [sessionUser]);
  const doctor = profile.data ?? sessionDoctor;
  const name = doctor?.fullName ?? sessionUser?.fullName ?? '';
  const profileState: ProfileState = profile.isSuccess
    ? { status: 'ready', profile: profile.data }
    : profile.isError
      ? { status: 'error', reload: () => void profile.refetch() }
      : { status: 'loading' };

  // The list refreshes itself: completing, noting or marking an appointment paid invalidates it (web-kit's invalidation map).
  const close = () => setOpen(null);

  return (
    <PageSection titleId="doctor-dashboard-title" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8" title={t('title')}>
      {name && (
        <div className="mt-2">
          <p className="text-lg font-semibold text-slate-900">{name}</p>
          {doctor && (
            <p className="text-sm text-slate-600">
              {specializationText(doctor.specialization)} · {t('header.clinic', { location: formatAddressLine(doctor.clinicAddress) })}
            </p>
          )}
        </div>
      )}

      {loading ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          <dl aria-label={t('counters.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Counter label={t('counters.today')} value={counters.today} />
            <Counter label={t('counters.upcoming')} value={counters.upcoming} />
            <Counter label={t('counters.completed')} value={counters.completed} />
            <Counter label={t('counters.totalPatients')} value={counters.totalPatients} />
          </dl>

          <Tabs label={t('tabs.label')} tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} selected={tab} onSelect={setTab}>
            {tab === 'overview' && <OverviewPanel appointments={appointments} now={current} walkIns={walkIns} live={live} />}
            {tab === 'appointments' && (
              <AllAppointmentsPanel appointments={appointments} onAction={(action, appointment) => setOpen({ action, appointment })} />
            )}
            {tab === 'leave' && (
              <Suspense fallback={<Spinner className="flex py-8" />}>
                <MyLeavePanel now={current} />
              </Suspense>
            )}
            {tab === 'profile' && <MyProfilePanel state={profileState} />}
          </Tabs>
        </div>
      )}

      <Suspense fallback={null}>
        {open?.action === 'complete' && <CompleteAppointmentDialog appointment={open.appointment} onClose={close} onCompleted={close} />}
        {open?.action === 'notes' && <NotesDialog appointment={open.appointment} onClose={close} onSaved={close} />}
      </Suspense>
      {open?.action === 'cashPayment' && <CashPaymentDialog appointment={open.appointment} onClose={close} onPaid={close} />}
      {open?.action === 'details' && <AppointmentDetailsDialog appointment={open.appointment} onClose={close} />}
    </PageSection>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
