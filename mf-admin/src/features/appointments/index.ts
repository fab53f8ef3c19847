/** The admin's appointments list, as other features use it (ADR 0019: features meet through their index). */
export { AppointmentsPanel } from './components/appointments-panel';
