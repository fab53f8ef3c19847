import '../remote-setup';

export { PetsPage as default } from '../features/pets';
