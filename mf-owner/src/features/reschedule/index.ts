/**
 * The reschedule feature's public API (issue 11): the dialog that moves an appointment with the wizard's calendar
 * and slot grid, the button that opens it, and why a needs-rescheduling appointment has to move. Used by the
 * appointments feature (My Appointments cards) and the owner's dashboard.
 */
export { RescheduleDialog, type RescheduleDialogProps } from './components/reschedule-dialog';
export { NeedsReschedulingNote, ReschedulingReason } from './components/needs-rescheduling-note';
export { RescheduleButton } from './components/reschedule-button';
