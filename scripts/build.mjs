#!/usr/bin/env node
// npm run build — builds libs, gateway and services (tsc -b) and the four frontends (rspack).
//   --backend | --frontend   only that half
//   --if-missing             only what has no dist yet
//   --if-stale               what is missing or older than its sources (what `npm start` uses)
//   --jobs=N                 builds at the same time (default 2)
//   --verbose                print every build's output
import { build } from './lib/build.mjs';
import { parseArgs, seconds } from './lib/run.mjs';

const { flags, rest } = parseArgs(process.argv.slice(2), {
  backend: 'boolean',
  frontend: 'boolean',
  'if-missing': 'boolean',
  'if-stale': 'boolean',
  jobs: 'value',
  verbose: 'boolean',
});
if (rest.length) {
  console.error(`Unknown arguments: ${rest.join(' ')}\nUsage: node scripts/build.mjs [--backend|--frontend] [--if-missing|--if-stale] [--jobs=N] [--verbose]`);
  process.exit(2);
}
const both = !flags.backend && !flags.frontend;
const started = Date.now();
const { ok, results } = await build({
  backend: both || !!flags.backend,
  frontend: both || !!flags.frontend,
  mode: flags['if-missing'] ? 'missing' : flags['if-stale'] ? 'stale' : 'always',
  jobs: flags.jobs ? Number(flags.jobs) : 2,
  verbose: !!flags.verbose,
});
const count = (s) => results.filter((r) => r.status === s).length;
console.log(
  `${ok ? 'Build finished' : 'Build FAILED'} in ${seconds(Date.now() - started)}: ${count('built')} built, ` +
    `${count('up to date')} up to date, ${count('skipped')} skipped, ${count('failed')} failed`,
);
process.exit(ok ? 0 : 1);
