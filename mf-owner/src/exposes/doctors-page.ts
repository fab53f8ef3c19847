import '../remote-setup';

export { DoctorsPage as default } from '../features/doctors';
