/** The booking feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { BookAppointmentPage } from './components/book-appointment-page';
