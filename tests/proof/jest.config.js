import { nodePreset } from '../../tools/jest/node.preset.js';
// Security proof suites: the whole product started for real (scripts/lib/stack.mjs) and attacked through the
// gateway and directly at the services. One stack per spec file (support/proof-suite.ts): the files are independent;
// shared-stack.spec.ts runs the *.cases.ts modules on one stack, each with a cast of its own (issue 37).
export default nodePreset('proof', { testMatch: ['<rootDir>/**/*.spec.ts'], testTimeout: 120000 });
