/** The admin's clinic calendar, as other features use it (ADR 0019: features meet through their index). */
export { CalendarPanel, type CalendarPanelProps } from './components/calendar-panel';
