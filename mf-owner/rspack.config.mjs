import { createAppConfig } from '@vetnow/web-build/create-app-config';

// Remote 'vetnow_owner': one exposed module per route, so each screen loads only its own code.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'vetnow_owner',
  kind: 'remote',
  port: 3001,
  exposes: {
    './dashboard-page': './src/exposes/dashboard-page.ts',
    './doctors-page': './src/exposes/doctors-page.ts',
    './book-appointment-page': './src/exposes/book-appointment-page.ts',
    './diagnosis-questionnaire-page': './src/exposes/diagnosis-questionnaire-page.ts',
    './payment-page': './src/exposes/payment-page.ts',
    './confirmation-page': './src/exposes/confirmation-page.ts',
    './appointments-page': './src/exposes/appointments-page.ts',
    './profile-page': './src/exposes/profile-page.ts',
    './pets-page': './src/exposes/pets-page.ts',
    './pet-record-page': './src/exposes/pet-record-page.ts',
  },
});
