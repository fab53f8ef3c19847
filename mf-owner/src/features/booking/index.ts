/**
 * The booking feature's public API: its screen (exposed by src/exposes/), and the wizard's month calendar, slot
 * grid and slots read that the reschedule dialog reuses (issue 11); everything else in it is internal.
 */
export { BookAppointmentPage } from './components/book-appointment-page';
export { MonthCalendar, type MonthCalendarProps } from './components/month-calendar';
export { TimeSlotPicker, type SlotsState } from './components/time-slot-picker';
export { useAvailableSlots } from './hooks/use-booking-doctor';
