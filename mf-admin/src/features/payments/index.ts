/** The admin's Payments tab, as other features use it (ADR 0019: features meet through their index). */
export { PaymentsPanel } from './components/payments-panel';
