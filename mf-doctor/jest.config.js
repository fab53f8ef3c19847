import { webTestConfig } from '@vetnow/web-kit/testing/jest-config';

const config = webTestConfig('mf-doctor');
// The remote's own setup after the kit's: the live streams' stand-in (src/testing/jest.setup.ts).
export default { ...config, setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/jest.setup.ts'] };
