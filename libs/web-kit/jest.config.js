import { webTestConfig } from './src/testing/jest-config.js';
export default webTestConfig('web-kit');
