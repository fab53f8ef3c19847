import '../remote-setup';

export { ConfirmationPage as default } from '../features/confirmation';
