import '../remote-setup';

export { AdminDashboardPage as default } from '../features/dashboard/components/admin-dashboard-page';
