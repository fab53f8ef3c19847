/** The admin's doctor management, as other features use it (ADR 0019: features meet through their index). */
export { DoctorFormModal } from './components/doctor-form-modal-lazy';
export { DoctorsPanel } from './components/doctors-panel';
export { useAdminDoctors, type AdminDoctors } from './hooks/use-admin-doctors';
