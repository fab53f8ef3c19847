/** The pets feature's public API (its screens, exposed by src/exposes/); everything else in it is internal. */
export { PetsPage } from './components/pets-page';
export { PetRecordPage } from './components/pet-record-page';
