/** The confirmation feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { ConfirmationPage } from './components/confirmation-page';
