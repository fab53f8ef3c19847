#!/usr/bin/env node
// npm test — builds what is missing or out of date (once, before any test starts a stack: issue 43), then every jest
// project once, then the Playwright e2e suite against a freshly started stack; prints a table per suite, each phase's
// wall time, the slowest files and tests, and, as the very last line, `N passed, N failed` (`, N skipped` when some
// were skipped).
// Exit 0 only when nothing failed and at least one test ran.
//   --unit   jest only          --e2e   e2e only
//   Arguments after `--` go to jest (with --unit) or to playwright (with --e2e).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from './lib/build.mjs';
import { describeInterval, machineSnapshot } from './lib/machine-state.mjs';
import { buildPreviousRelease } from './lib/previous-release.mjs';
import { parseArgs, run, seconds } from './lib/run.mjs';
import { startTestPostgres } from './lib/test-postgres.mjs';
import { ROOT } from './lib/workspaces.mjs';

const { flags, rest } = parseArgs(process.argv.slice(2), { unit: 'boolean', e2e: 'boolean' });
const runUnit = flags.unit || !flags.e2e;
const runE2e = flags.e2e || !flags.unit;
if (rest.length && runUnit && runE2e) {
  console.error(`Extra arguments (${rest.join(' ')}) need --unit (they go to jest) or --e2e (they go to playwright).`);
  process.exit(2);
}

/** Jest projects that start the whole product (or several services) themselves (tests/integration, proof, faults). */
const STACK_SUITES = ['integration', 'proof', 'faults'];
/** Jest projects that are not workspaces: a row each in the table. */
const SUITE_DIRS = ['tests/integration', 'tests/proof', 'tests/faults'];

const tmp = mkdtempSync(join(tmpdir(), 'vetnow-test-'));
const rows = [];
/** Every test's duration: the slowest are printed at the end (no single test should need a minute). */
const durations = [];
/** Every test file's wall time (Jest: the file's run; Playwright: its tests added up). */
const fileDurations = [];
/** Browser tests that failed first and passed on their retry (CI retries once): each cost two runs and hides a bug. */
const flaky = [];
/** Each phase's wall time, for the timing report. */
const phases = [];
const phase = async (name, fn) => {
  const at = Date.now();
  const before = machineSnapshot();
  try {
    return await fn();
  } finally {
    phases.push({ name, ms: Date.now() - at, machine: describeInterval(before, machineSnapshot()) });
  }
};
const started = Date.now();
/** One PostgreSQL for the whole run (ADR 0044): the embedded one, or TEST_DATABASE_URL's server. */
let testPostgres;
try {
  // One build before the workers start: the stacks the tests start then find everything built, and never build the
  // same apps at once. It is the same build as `npm run build` (only what is missing or older than its sources).
  const built = await phase('build (what is missing or stale)', () => build({ mode: 'stale' }));
  if (!built.ok) rows.push({ suite: 'build (see above)', passed: 0, failed: 1, skipped: 0 });
  // The version-skew drill's previous release (issue 40, ADR 0078), built here with the rest rather than inside a
  // test: once per commit and machine, so usually already there.
  if (runE2e && (!rest.length || rest.some((arg) => arg.includes('version-skew')))) {
    await phase('build of the previous release (version-skew drill)', () =>
      buildPreviousRelease({ log: console.log }).catch((error) => {
        console.error(`✗ previous release: ${error.message}`);
        rows.push({ suite: 'build of the previous release (see above)', passed: 0, failed: 1, skipped: 0 });
      }),
    );
  }
  testPostgres = await phase('PostgreSQL for the run', () => startTestPostgres());
  // Jest's global setup and the e2e stack find it here: neither starts one of its own.
  process.env.TEST_DATABASE_URL = testPostgres.url;
  if (testPostgres.started) console.log(`▸ PostgreSQL 18 (embedded) for this run on ${new URL(testPostgres.url).host}`);
  if (runUnit) {
    const extra = runE2e ? [] : rest;
    if (extra.length) rows.push(...(await jest('jest', extra)));
    else {
      // The suites that start whole stacks (and, for the fault drills, a PostgreSQL cluster of their own) run after the others,
      // one file at a time, so they neither disturb nor are disturbed by the rest.
      // Three workers on the two cores: a file often waits on PostgreSQL, NATS or a timer, and the third fills those
      // gaps (30 Nov 2026, CommonJS, quiet machine: 357 s with two, 285 s with three; issue 37).
      const unit = 'jest (all projects but the whole-stack suites, 3 workers)';
      rows.push(...(await phase(unit, () => jest(unit, ['--ignoreProjects', ...STACK_SUITES], 3))));
      const stacks = 'jest (whole-stack suites: integration, proof, faults — one at a time)';
      rows.push(...(await phase(stacks, () => jest(stacks, ['--selectProjects', ...STACK_SUITES], 1))));
    }
  }
  if (runE2e) rows.push(...(await phase('e2e (playwright)', () => e2e(runUnit ? [] : rest))));
} finally {
  testPostgres?.stop();
  rmSync(tmp, { recursive: true, force: true });
}

const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
printTable(rows, total);
printPhases(phases, Date.now() - started);
printSlowestFiles(fileDurations);
printSlowest(durations);
printFlaky(flaky);
console.log(`Tests finished in ${seconds(Date.now() - started)}.`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);

async function jest(title, extra, workers = 2) {
  console.log(`▸ ${title}`);
  const outputFile = join(tmp, `jest-${Math.random().toString(36).slice(2)}.json`);
  const args = [join(ROOT, 'node_modules/jest/bin/jest.js'), `--maxWorkers=${workers}`, '--json', `--outputFile=${outputFile}`, ...extra];
  // Jest runs CommonJS compiled by SWC (tools/jest/swc-commonjs.cjs, ADR 0076): no --experimental-vm-modules.
  const r = await run(process.execPath, args, { stream: true });
  if (!existsSync(outputFile)) return [{ suite: 'jest (did not report — see above)', passed: 0, failed: 1, skipped: 0 }];
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const workspaces = [...JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces, ...SUITE_DIRS];
  const bySuite = new Map(workspaces.map((w) => [w, { suite: w, passed: 0, failed: 0, skipped: 0 }]));
  const rowFor = (file) => {
    const path = relative(ROOT, file);
    const ws = workspaces.find((w) => path.startsWith(`${w}/`)) ?? path.split('/')[0];
    if (!bySuite.has(ws)) bySuite.set(ws, { suite: ws, passed: 0, failed: 0, skipped: 0 });
    return bySuite.get(ws);
  };
  for (const file of report.testResults ?? []) {
    const row = rowFor(file.name);
    if (file.startTime && file.endTime) fileDurations.push({ name: relative(ROOT, file.name), ms: file.endTime - file.startTime });
    const results = file.assertionResults ?? [];
    if (file.status === 'failed' && !results.some((a) => a.status === 'failed')) {
      row.failed += 1; // the file did not run (syntax error, failing hook, …): count it as one failure
    }
    for (const a of results) {
      if (typeof a.duration === 'number') durations.push({ name: `${relative(ROOT, file.name)} › ${a.title}`, ms: a.duration });
      if (a.status === 'passed') row.passed += 1;
      else if (a.status === 'failed') row.failed += 1;
      else row.skipped += 1; // pending, skipped, todo, disabled
    }
  }
  const rows = [...bySuite.values()].filter((x) => x.passed + x.failed + x.skipped > 0);
  if (r.code !== 0 && !rows.some((x) => x.failed)) rows.push({ suite: `jest (exit code ${r.code})`, passed: 0, failed: 1, skipped: 0 });
  return rows;
}

async function e2e(extra) {
  console.log('▸ e2e (playwright, against a stack started for the run)');
  const outputFile = join(tmp, 'playwright.json');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
  const cli = join(ROOT, 'node_modules/@playwright/test/cli.js');
  const r = await run(process.execPath, [cli, 'test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=line,json', ...extra], {
    env,
    stream: true,
  });
  if (!existsSync(outputFile)) return [{ suite: 'e2e (did not report — see above)', passed: 0, failed: 1, skipped: 0 }];
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const rows = [];
  for (const top of report.suites ?? []) {
    const row = { suite: `e2e › ${top.file ?? top.title}`, passed: 0, failed: 0, skipped: 0 };
    const file = { name: `tests/e2e/tests/${top.file ?? top.title}`, ms: 0 };
    fileDurations.push(file);
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const ms = (t.results ?? []).reduce((m, r) => Math.max(m, r.duration ?? 0), 0);
          file.ms += (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
          durations.push({ name: `tests/e2e/tests/${spec.file ?? top.file} › ${spec.title}`, ms });
          if (t.status === 'flaky') flaky.push({ name: `tests/e2e/tests/${spec.file ?? top.file} › ${spec.title}` });
          if (t.status === 'expected' || t.status === 'flaky') row.passed += 1;
          else if (t.status === 'skipped') row.skipped += 1;
          else row.failed += 1;
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    visit(top);
    rows.push(row);
  }
  const errors = report.errors ?? [];
  if (errors.length) rows.push({ suite: 'e2e (setup or run errors)', passed: 0, failed: errors.length, skipped: 0 });
  if (r.code !== 0 && !rows.some((x) => x.failed)) rows.push({ suite: `e2e (exit code ${r.code})`, passed: 0, failed: 1, skipped: 0 });
  return rows;
}

function printTable(rows, total) {
  const width = Math.max(24, ...rows.map((r) => r.suite.length)) + 2;
  const line = (suite, p, f, s) => `${suite.padEnd(width)}${String(p).padStart(8)}${String(f).padStart(8)}${String(s).padStart(9)}`;
  console.log('');
  console.log(line('Suite', 'Passed', 'Failed', 'Skipped'));
  console.log('─'.repeat(width + 25));
  for (const r of rows) console.log(line(r.suite, r.passed, r.failed, r.skipped));
  console.log('─'.repeat(width + 25));
  console.log(line('Total', total.passed, total.failed, total.skipped));
  console.log('');
}

function printPhases(list, totalMs) {
  if (!list.length) return;
  const width = Math.max(...list.map((p) => p.name.length)) + 2;
  console.log('Wall time by phase:');
  for (const p of list) console.log(`  ${p.name.padEnd(width)}${seconds(p.ms).padStart(9)}`);
  console.log(`  ${'all'.padEnd(width)}${seconds(totalMs).padStart(9)}`);
  console.log('');
  // What the machine did during each phase (scripts/lib/machine-state.mjs): a slow phase says whether it was starved.
  const long = list.filter((p) => p.ms >= 10_000 && p.machine);
  if (!long.length) return;
  console.log('The machine during each phase:');
  for (const p of long) console.log(`  ${p.name}: ${p.machine}`);
  console.log('');
}

function printSlowestFiles(list) {
  const slowest = [...list].sort((a, b) => b.ms - a.ms).slice(0, 15);
  if (!slowest.length) return;
  console.log('Slowest files:');
  for (const d of slowest) console.log(`  ${seconds(d.ms).padStart(8)}  ${d.name}`);
  console.log('');
}

function printFlaky(list) {
  if (!list.length) return;
  console.log(`Passed only on retry (${list.length}): each ran twice; the first failure is in the log above`);
  for (const d of list) console.log(`  ${d.name}`);
  console.log('');
}

function printSlowest(list) {
  const slowest = [...list].sort((a, b) => b.ms - a.ms).slice(0, 8);
  if (!slowest.length) return;
  const over = list.filter((d) => d.ms > 30_000).length;
  console.log(`Slowest tests (${over} above 30 s):`);
  for (const d of slowest) console.log(`  ${seconds(d.ms).padStart(8)}  ${d.name}`);
  console.log('');
}
