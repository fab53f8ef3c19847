import { lazy, Suspense, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { API } from '@vetnow/web-kit/api';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Tabs } from '@vetnow/web-kit/ui/tabs';
import { useTranslation } from 'react-i18next';
import en from '../i18n/en.json' with { type: 'json' };
import { DoctorFormModal, DoctorsPanel, useAdminDoctors } from '../../doctors';
import { OverviewPanel } from './overview-panel';
import { StatCards, type StatsState } from './stat-cards';
import { PageSection } from '@vetnow/web-kit/ui/page-section';
import { Spinner } from '@vetnow/web-kit/ui/spinner';

export const NAMESPACE = 'admin-dashboard';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

// The tabs after Doctors, fetched the first time each is opened: their tables, forms and dialogs (react-hook-form,
// through the kit's forms) are not on the Overview the dashboard opens on (ADR 0097).
const StaffPanel = lazy(() => import('../../staff').then((m) => ({ default: m.StaffPanel })));
const AppointmentsPanel = lazy(() => import('../../appointments').then((m) => ({ default: m.AppointmentsPanel })));
const PaymentsPanel = lazy(() => import('../../payments').then((m) => ({ default: m.PaymentsPanel })));
const CalendarPanel = lazy(() => import('../../calendar').then((m) => ({ default: m.CalendarPanel })));
const PetCarePanel = lazy(() => import('../../pet-care').then((m) => ({ default: m.PetCarePanel })));
const SignInDelaysPanel = lazy(() => import('../../sign-in-delays').then((m) => ({ default: m.SignInDelaysPanel })));

type Tab = 'overview' | 'doctors' | 'staff' | 'appointments' | 'payments' | 'calendar' | 'petCare' | 'signIns';

/**
 * /admin-dashboard: stat cards and the Overview, Doctors, Staff (front-desk accounts), Appointments, Payments, Calendar,
 * Pet care and Sign-ins tabs, with the Add/Edit Doctor modal. A doctor's Leave button opens the Calendar tab with that doctor's leave.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const [tab, setTab] = useState<Tab>('overview');
  const [editing, setEditing] = useState<Doctor | 'new' | null>(null);
  const [leaveOf, setLeaveOf] = useState<string | undefined>(undefined);
  const stats = useApiQuery(API.gateway.adminStats, undefined, { meta: { errorToast: t('stats.failed'), serverMessage: true } });
  const statsState: StatsState = stats.isSuccess ? { status: 'ready', stats: stats.data } : stats.isError ? { status: 'failed' } : { status: 'loading' };
  const doctors = useAdminDoctors();

  const showLeave = (doctor: Doctor) => {
    setLeaveOf(doctor._id);
    setTab('calendar');
  };

  const addDoctor = () => {
    setTab('doctors');
    setEditing('new');
  };

  return (
    <PageSection titleId="admin-dashboard-title" className="mx-auto max-w-6xl px-4 py-6 sm:py-8" title={t('title')} subtitle={t('subtitle')}>
      <div className="mt-6">
        <StatCards state={statsState} />
      </div>

      <Tabs
        className="mt-8"
        label={t('tabs.label')}
        tabs={[
          { id: 'overview', label: t('tabs.overview') },
          { id: 'doctors', label: t('tabs.doctors') },
          { id: 'staff', label: t('tabs.staff') },
          { id: 'appointments', label: t('tabs.appointments') },
          { id: 'payments', label: t('tabs.payments') },
          { id: 'calendar', label: t('tabs.calendar') },
          { id: 'petCare', label: t('tabs.petCare') },
          { id: 'signIns', label: t('tabs.signIns') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'overview' && (
          <OverviewPanel
            onAddDoctor={addDoctor}
            onViewDoctors={() => setTab('doctors')}
            onViewAppointments={() => setTab('appointments')}
          />
        )}
        {tab === 'doctors' && <DoctorsPanel list={doctors} onAdd={() => setEditing('new')} onEdit={setEditing} onLeave={showLeave} />}
        <Suspense fallback={<Spinner className="flex py-8" />}>
          {tab === 'staff' && <StaffPanel />}
          {tab === 'appointments' && <AppointmentsPanel />}
          {tab === 'payments' && <PaymentsPanel />}
          {tab === 'calendar' && <CalendarPanel doctorId={leaveOf} />}
          {tab === 'petCare' && <PetCarePanel />}
          {tab === 'signIns' && <SignInDelaysPanel />}
        </Suspense>
      </Tabs>

      <DoctorFormModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing._id}
        target={editing}
        onClose={() => setEditing(null)}
      />
    </PageSection>
  );
}
