// One Jest run over every workspace that has tests; each workspace keeps its own jest.config.js.
import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Projects besides the workspaces: the whole-product suites, svc-clinic run under another time zone, the lint rules'
 * proof, the stack scripts' and the bench's own helpers, the Docker files.
 */
const EXTRA_PROJECTS = ['tests/integration', 'tests/proof', 'tests/faults', 'svc-clinic/jest.tz.config.js', 'svc-notify/jest.tz.config.js', 'tools/lint', 'scripts/lib', 'bench', 'docker'];

/** @type {import('jest').Config} */
export default {
  // Global (not per project): real PostgreSQL/NATS work takes seconds on 2 loaded cores.
  testTimeout: 60000,
  // One embedded PostgreSQL for the run, unless TEST_DATABASE_URL names a server (ADR 0044).
  globalSetup: '<rootDir>/scripts/lib/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/lib/jest-global-teardown.mjs',
  maxWorkers: 2,
  // How long a worker may take to exit once told to. By the end of a full run each of the 2 workers holds about
  // 3 GB (jsdom and ESM module graphs of ~100 test files; on CommonJS since ADR 0076, about 2.3 GB); measured on 26 Nov 2026, a worker's JS 'exit' came 2–5 ms
  // after Jest's END message, but the OS needed 300 ms to over 500 ms more to tear down 3 GB while the other worker
  // did the same on 2 cores, so Jest's 500 ms default force-killed one and printed "A worker process has failed to
  // exit gracefully" — with no open handle left. A worker that really hangs is still force-killed, 5 s later.
  workerGracefulExitTimeout: 5000,
  // Issue 37: a worker that holds more than this after a test file is replaced by a fresh one. On 30 Nov 2026 a
  // fresh-clone run showed both workers at 4.4 GB resident two thirds of the way through, with files that take 5 s
  // alone taking 35–48 s (card.spec 48 s, errors-catalogue.spec 34 s) and one findBy timing out: the module graphs
  // the ESM workers keep growing make every later file pay in garbage collection. (Jest has run CommonJS since ADR 0076;
  // the limit stays: a CommonJS worker still reached 2.3 GB in a full run.)
  workerIdleMemoryLimit: '2GB',
  projects: [...workspaces, ...EXTRA_PROJECTS]
    .map((p) => (p.endsWith('.js') ? p : `${p}/jest.config.js`))
    .filter((p) => existsSync(new URL(`./${p}`, import.meta.url)))
    .map((p) => `<rootDir>/${p}`),
};
