import '../remote-setup';
import { withQueryProvider } from '@vetnow/web-kit/query-client';
import { FrontDeskPage } from '../features/front-desk';

/** /front-desk (staff): under the shell's QueryClient, or its own when rendered alone (ADR 0018). */
export default withQueryProvider(FrontDeskPage);
