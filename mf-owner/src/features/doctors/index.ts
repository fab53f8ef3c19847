/** The doctors feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { DoctorsPage } from './components/doctors-page';
