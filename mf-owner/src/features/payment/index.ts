/** The payment feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { PaymentPage } from './components/payment-page';
