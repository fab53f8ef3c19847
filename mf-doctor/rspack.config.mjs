import { createAppConfig } from '@vetnow/web-build/create-app-config';

// Remote 'vetnow_doctor': one exposed module per route, so each screen loads only its own code.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'vetnow_doctor',
  kind: 'remote',
  port: 3002,
  exposes: {
    './doctor-dashboard-page': './src/exposes/doctor-dashboard-page.ts',
    './profile-page': './src/exposes/profile-page.ts',
  },
});
