#!/usr/bin/env node
// npm run bench — starts its own VetNow stack on loopback as `npm start` runs it (an embedded PostgreSQL of its own in
// a fresh data dir, or databases of its own on BENCH_POSTGRES_URL's / TEST_DATABASE_URL's server; its own NATS
// stream), registers owners through the API, measures, prints ONE table (each figure beside its target, PASS or GAP)
// and writes it to bench/results/<timestamp>.json and latest.json.
//   --quick      reduced run CI can afford (50 racers, fewer iterations, no Lighthouse)
//   --no-build   use the dist folders as they are (default: rebuild what is out of date, as npm start does)
//   --no-web     skip the browser measures (JS per route, Lighthouse)
//   --web        only the browser measures: JS per route and the Lighthouse table of issues 14 and 40 (3 runs each of
//                /, /login and the five signed-in screens, signed in through the form; /doctors cold and warm)
//   --replicas N only the replicas measure (issue 16): booking throughput at concurrency 16 and 64 with one copy
//                of svc-booking, then with N copies behind the gateway, and the CPU per booking of each process
//   --rest       only the stack at rest (issues 36 and 41): each process's memory (the embedded PostgreSQL's
//                included), and its CPU over an idle minute
// Each mode is a module of lib/modes/; the full run's measures are in lib/full/.
import { parseArgs } from 'node:util';
import { defaultPostgresServer } from '../scripts/lib/isolated-stack.mjs';
import { benchFull } from './lib/modes/full.mjs';
import { benchReplicas } from './lib/modes/replicas.mjs';
import { benchAtRest } from './lib/modes/rest.mjs';
import { benchWeb } from './lib/modes/web.mjs';
import { createReport } from './lib/report.mjs';
import { benchSizes } from './lib/sizes.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    web: { type: 'boolean', default: false },
    replicas: { type: 'string' },
    rest: { type: 'boolean', default: false },
  },
});
const quick = flags.quick;
/** Where the stacks' data lives: their own embedded PostgreSQL (as `npm start`), or a server given by URL. */
const postgresServer = defaultPostgresServer();
const database = postgresServer ? `PostgreSQL at ${new URL(postgresServer).host}` : 'embedded PostgreSQL';

/** What every mode shares: the run's sizes, how to build, its progress lines and its one table (each mode ends it). */
const bench = {
  quick,
  size: benchSizes({ quick, web: !flags['no-web'] }),
  build: flags['no-build'] ? false : 'stale',
  database,
  progress: (line) => process.stderr.write(`[bench] ${line}\n`),
  report: createReport(database),
};

if (flags.replicas !== undefined) {
  const replicas = Number(flags.replicas);
  if (!Number.isInteger(replicas) || replicas < 2 || replicas > 9) {
    console.error(`--replicas wants a whole number from 2 to 9, got "${flags.replicas}"`);
    process.exit(2);
  }
  await benchReplicas(bench, replicas);
}
if (flags.web) await benchWeb(bench);
if (flags.rest) await benchAtRest(bench);
await benchFull(bench);
