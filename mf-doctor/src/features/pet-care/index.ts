/** The doctor's pet care (issue 38), as the dashboard uses it (ADR 0019: features meet through their index). */
export { CareGivenSection, loadCareGivenSection } from './components/care-given-section-lazy';
export { completeFormDefaults, completeFormSchema, completeRequestOf, type CompleteFormValues } from './components/care-form';
export { DueBadges } from './components/due-badges';
export { HealthRecordButton, HealthRecordDialog } from './components/health-record-dialog';
export { useDayPetCare, type DayPetCare } from './hooks/use-day-pet-care';
export { useCareSchedules, useVisitPet } from './hooks/use-visit-pet';
export { PET_CARE_NS } from './i18n/doctor-pet-care-i18n';
