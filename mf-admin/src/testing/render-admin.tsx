import { AppToaster } from '@vetnow/web-kit/toaster';
import { renderWithProviders } from '@vetnow/web-kit/testing';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';

/** The admin dashboard with the toaster, inside the test providers (i18n, a fresh query cache, a router). */
export function renderAdminDashboard() {
  return renderWithProviders(
    <>
      <AppToaster />
      <AdminDashboardPage />
    </>,
  );
}
