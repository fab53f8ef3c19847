import '../remote-setup';

export { DoctorProfilePage as default } from '../features/profile/components/profile-page';
