// Jest config of a frontend workspace whose tests use the kit's MSW server (ADR 0018):
//   export default webTestConfig('mf-admin');
// The web preset (jsdom) plus: an environment with Node's fetch, Request, Response, streams and TextEncoder
// (jsdom has none, MSW and the typed client need them) and the kit's setup (MSW server, resets after each test).
import { fileURLToPath } from 'node:url';
import { webPreset } from '../../../../tools/jest/web.preset.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/** @returns {import('jest').Config} */
export function webTestConfig(displayName, overrides = {}) {
  const base = webPreset(displayName, overrides);
  return {
    ...base,
    testEnvironment: `${here}jsdom-environment.js`,
    setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), `${here}jest-setup.ts`],
  };
}
