/** The admin's appointments list, as other features use it (ADR 0019: features meet through their index). */
export { AppointmentsPanel } from './components/appointments-panel';
/**
 * The admin's Refund dialog (issue 35 §4), for the Payments tab: loaded when first opened (the form and the contract's
 * schema stay out of the screen's first load), so it is offered as a loader; its props as types.
 */
export const loadRefundDialog = () => import('./components/refund-dialog');
export type { RefundDialogProps, RefundSubject } from './components/refund-dialog';
export { formatRefundAmount } from './components/refund-rules';
