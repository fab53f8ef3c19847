import '../remote-setup';

export { DoctorDashboardPage as default } from '../features/dashboard/components/doctor-dashboard-page';
