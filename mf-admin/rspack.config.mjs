import { createAppConfig } from '@vetnow/web-build/create-app-config';

// Remote 'vetnow_admin': one exposed module per route, so each screen loads only its own code.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'vetnow_admin',
  kind: 'remote',
  port: 3003,
  exposes: {
    './admin-dashboard-page': './src/exposes/admin-dashboard-page.ts',
    './front-desk-page': './src/exposes/front-desk-page.ts',
  },
});
