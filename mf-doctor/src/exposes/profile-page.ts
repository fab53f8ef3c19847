import '../remote-setup';
import { withQueryProvider } from '@vetnow/web-kit/query-client';
import { DoctorProfilePage } from '../features/profile/components/profile-page';

/** Under the shell's QueryClient, or its own when rendered alone (ADR 0018). */
export default withQueryProvider(DoctorProfilePage);
