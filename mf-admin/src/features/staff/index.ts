/** The admin's Staff tab (issue 39), as the dashboard uses it (ADR 0019: features meet through their index). */
export { StaffPanel } from './components/staff-panel';
