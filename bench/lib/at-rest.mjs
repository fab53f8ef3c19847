// `npm run bench -- --rest`: what the stack costs when nobody uses it (issues 36 and 41). Each process's resident
// memory (VmRSS from /proc/<pid>/status; the embedded PostgreSQL's processes together, by PSS: see process-cpu.mjs)
// once the stack is quiet after its start, and the CPU each one spends over a minute with no request at all: its
// timers and polls (the outbox relay, svc-notify's senders, the consumers' pulls, health checks, PostgreSQL's own
// background processes). Both read from outside the processes (process-cpu.mjs).
import { setTimeout as sleep } from 'node:timers/promises';
import { CLOCK_TICK_MS, cpuTicks, postgresMemory, PROCESS_NAMES, residentMiB, waitUntilQuiet } from './process-cpu.mjs';

/**
 * Waits for the stack to be quiet after its start (at most `settleMs`), reads each process's memory, then its CPU
 * over `idleMs` with no request sent.
 * @returns {Promise<{ settledAfterSeconds: number, quiet: boolean, residentMiB: Record<string, number>,
 *   postgres: { mib: number, measure: 'PSS' | 'RSS', processes: number } | undefined,
 *   idleCpuMsPerMinute: Record<string, number>, idleMs: number }>} `postgres`: how the embedded PostgreSQL's memory
 *   (residentMiB.postgres) was counted; undefined when the stack runs on a server given by URL (not counted)
 */
export async function measureAtRest(stack, { idleMs = 60_000, settleMs = 60_000 } = {}) {
  const { quiet, seconds } = await waitUntilQuiet(stack, { names: PROCESS_NAMES, timeoutMs: settleMs });
  const postgres = postgresMemory(stack);
  const memory = { ...residentMiB(stack), ...(postgres && { postgres: postgres.mib }) }; // one reading of postgres's
  const before = cpuTicks(stack);
  await sleep(idleMs);
  const after = cpuTicks(stack);
  const perMinute = Object.fromEntries(
    Object.entries(after).map(([name, ticks]) => [name, Math.round(((ticks - (before[name] ?? 0)) * CLOCK_TICK_MS * 60_000) / idleMs)]),
  );
  return { settledAfterSeconds: seconds, quiet, residentMiB: memory, postgres, idleCpuMsPerMinute: perMinute, idleMs };
}
