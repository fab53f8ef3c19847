import { webTestConfig } from '@vetnow/web-kit/testing/jest-config';
export default webTestConfig('mf-doctor');
