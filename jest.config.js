// One Jest run over every workspace that has tests; each workspace keeps its own jest.config.js.
import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Projects besides the workspaces: the whole-product suites, svc-clinic run under another time zone, the lint rules' proof. */
const EXTRA_PROJECTS = ['tests/integration', 'tests/proof', 'tests/faults', 'svc-clinic/jest.tz.config.js', 'svc-notify/jest.tz.config.js', 'tools/lint', 'scripts/lib'];

/** @type {import('jest').Config} */
export default {
  // Global (not per project): PGlite's first open and real PostgreSQL/NATS work take seconds on 2 loaded cores.
  testTimeout: 60000,
  maxWorkers: 2,
  projects: [...workspaces, ...EXTRA_PROJECTS]
    .map((p) => (p.endsWith('.js') ? p : `${p}/jest.config.js`))
    .filter((p) => existsSync(new URL(`./${p}`, import.meta.url)))
    .map((p) => `<rootDir>/${p}`),
};
