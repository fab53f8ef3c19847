/**
 * The add-to-calendar feature's public API (issue 12): the button on the confirmation page and on each upcoming
 * appointment in My Appointments.
 */
export { AddToCalendarButton } from './components/add-to-calendar-button';
