import { webTestConfig } from '@vetnow/web-kit/testing/jest-config';
export default webTestConfig('shell');
