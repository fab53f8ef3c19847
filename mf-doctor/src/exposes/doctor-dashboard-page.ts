import '../remote-setup';
import { withQueryProvider } from '@vetnow/web-kit/query-client';
import { DoctorDashboardPage } from '../features/dashboard/components/doctor-dashboard-page';

/** Under the shell's QueryClient, or its own when rendered alone (ADR 0018). */
export default withQueryProvider(DoctorDashboardPage);
