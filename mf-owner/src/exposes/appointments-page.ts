import '../remote-setup';

export { AppointmentsPage as default } from '../features/appointments/components/appointments-page';
