/**
 * The appointments feature's public API: what other features (dashboard, profile) may use. Everything else
 * under features/appointments/ is internal to it.
 */
export { AppointmentsPage } from './components/appointments-page';
export { MyAppointmentsPanel, type MyAppointmentsPanelProps } from './components/my-appointments-panel';
export { AppointmentStatusBadge } from './components/appointment-status-badge';
export { ArrivalBadge } from './components/arrival-badge';
export { useClinicDate, usePetLine, usePetType, useSpecialization } from './components/appointment-card';
export { newestFirst, ownerCounters } from './components/appointment-views';
export { useOwnerAppointments, type OwnerAppointments } from './hooks/use-owner-appointments';
