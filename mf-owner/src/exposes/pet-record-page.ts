import '../remote-setup';

export { PetRecordPage as default } from '../features/pets';
