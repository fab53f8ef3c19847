// One Jest run over every workspace that has tests; each workspace keeps its own jest.config.js.
import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** @type {import('jest').Config} */
export default {
  // Global (not per project): PGlite's first open and real PostgreSQL/NATS work take seconds on 2 loaded cores.
  testTimeout: 60000,
  maxWorkers: 2,
  projects: [...workspaces, 'tests/integration', 'tests/proof', 'tests/faults']
    .filter((w) => existsSync(new URL(`./${w}/jest.config.js`, import.meta.url)))
    .map((w) => `<rootDir>/${w}`),
};
