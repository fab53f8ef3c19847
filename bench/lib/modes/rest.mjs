// `--rest`: (s) the stack at rest (issues 36 and 41; its method: ../at-rest.mjs), its rows, table and JSON.
import { startIsolatedStack } from '../../../scripts/lib/isolated-stack.mjs';
import { measureAtRest } from '../at-rest.mjs';
import { round } from '../stats.mjs';

/**
 * (s) the stack at rest, on a stack of its own as `npm start` runs it (its own embedded PostgreSQL, unless
 * BENCH_POSTGRES_URL / TEST_DATABASE_URL name a server): each process's resident memory once it is quiet after its
 * start, the embedded PostgreSQL's processes included (together, by PSS: shared_buffers counted once), against issue
 * 36's 1 GiB for the whole product, and the CPU each process spends over a minute (20 s with --quick) with no
 * request: the polls and timers issue 41 wants gone. A server given by URL is not the stack's: its memory and CPU
 * are not counted (the row says so). Prints the table, exits.
 */
export async function benchAtRest({ quick, build, progress, report }) {
  const { row } = report;
  let code = 0;
  const idleMs = quick ? 20_000 : 60_000;
  const stack = await startIsolatedStack({ label: 'bench-rest', build, log: progress });
  try {
    progress(`(s) waiting for the stack to be quiet, then ${idleMs / 1000} s with no request…`);
    const rest = await measureAtRest(stack.stack, { idleMs });
    report.details.atRest = rest;
    const list = (values) => Object.entries(values).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
    const total = Object.values(rest.residentMiB).reduce((a, b) => a + b, 0);
    const postgres = rest.postgres
      ? `postgres: ${rest.postgres.processes} processes, ${rest.postgres.measure}${rest.postgres.measure === 'RSS' ? ', shared memory counted once per process' : ''}`
      : `the PostgreSQL at ${new URL(stack.postgresServer).host} not counted: not the stack's`;
    row('s', `resident memory at rest, every process of the stack (${list(rest.residentMiB)}; ${postgres}; quiet after ${round(rest.settledAfterSeconds)} s)`, total, 'MiB', '≤ 1024 (issue 36)', total <= 1024);
    const cpu = Object.values(rest.idleCpuMsPerMinute).reduce((a, b) => a + b, 0);
    row('s', `CPU with no request, per minute (${list(rest.idleCpuMsPerMinute)})`, cpu, 'ms', '—');
  } catch (err) {
    code = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  } finally {
    await stack.cleanUp();
  }
  report.finish({ mode: `rest${quick ? ', quick' : ''}`, code, prefix: 'rest-' });
}
