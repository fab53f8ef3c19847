import '../remote-setup';
import { withQueryProvider } from '@vetnow/web-kit/query-client';
import { AdminDashboardPage } from '../features/dashboard/components/admin-dashboard-page';

/** Under the shell's QueryClient, or its own when rendered alone (ADR 0018). */
export default withQueryProvider(AdminDashboardPage);
