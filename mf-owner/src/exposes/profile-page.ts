import '../remote-setup';

export { ProfilePage as default } from '../features/profile';
