/** The admin's Pet care tab (issue 38), as the dashboard uses it (ADR 0019: features meet through their index). */
export { PetCarePanel } from './components/pet-care-panel';
