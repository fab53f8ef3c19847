import '../remote-setup';

export { DashboardPage as default } from '../features/dashboard';
