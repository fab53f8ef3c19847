import '../remote-setup';

export { PaymentPage as default } from '../features/payment';
