import '../remote-setup';

export { BookAppointmentPage as default } from '../features/booking';
