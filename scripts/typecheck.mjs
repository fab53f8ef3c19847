#!/usr/bin/env node
// npm run typecheck — `tsc -b` over the backends and libs (emits their dist, incremental), then
// `tsc -p <dir> --noEmit` for every frontend, the web kit and e2e that has a tsconfig.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BACKENDS, FRONTENDS, LIBS, ROOT, abs, hasTsconfig } from './lib/workspaces.mjs';
import { pool, run, seconds } from './lib/run.mjs';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const started = Date.now();
const tasks = [];

const backends = [...LIBS, ...BACKENDS].filter(hasTsconfig);
if (backends.length) tasks.push({ name: `tsc -b ${backends.join(' ')}`, args: ['-b', ...backends, '--pretty'] });
for (const dir of ['libs/web-kit', ...FRONTENDS.map((f) => f.dir), 'tests/e2e']) {
  if (existsSync(abs(`${dir}/tsconfig.json`))) tasks.push({ name: `tsc -p ${dir} --noEmit`, args: ['-p', dir, '--noEmit', '--pretty'] });
}
// The shell's service worker runs in a worker, not a page: its own tsconfig with the WebWorker lib (ADR 0065).
if (existsSync(abs('shell/tsconfig.sw.json'))) tasks.push({ name: 'tsc -p shell/tsconfig.sw.json --noEmit', args: ['-p', 'shell/tsconfig.sw.json', '--noEmit', '--pretty'] });
// Node-side tests (excluded from the package builds) against the libs' sources.
if (existsSync(abs('tsconfig.tests.json'))) tasks.push({ name: 'tsc -p tsconfig.tests.json', args: ['-p', 'tsconfig.tests.json', '--pretty'] });
const skipped = [...LIBS, ...BACKENDS, 'libs/web-kit', ...FRONTENDS.map((f) => f.dir), 'tests/e2e'].filter((d) => !hasTsconfig(d));

const results = await pool(
  tasks.map((t) => async () => {
    const r = await run(process.execPath, [TSC, ...t.args]);
    if (r.code !== 0) console.log(r.output.trimEnd());
    console.log(`${r.code === 0 ? '✓' : '✗'} ${t.name} (${seconds(r.ms)})`);
    return r.code === 0;
  }),
  2,
);
if (skipped.length) console.log(`- no tsconfig.json yet: ${skipped.join(', ')}`);
const failed = results.filter((ok) => !ok).length;
console.log(`Typecheck ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}: ${results.length - failed} of ${results.length} projects clean`);
process.exit(failed || results.length === 0 ? 1 : 0);
