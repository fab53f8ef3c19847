import '../remote-setup';

export { AppointmentsPage as default } from '../features/appointments';
