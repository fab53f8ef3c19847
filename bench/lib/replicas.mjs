// `npm run bench -- --replicas N` (issue 16): booking throughput at concurrency 16 and 64 with one copy of
// svc-booking, then with N copies behind the gateway (ADR 0025), each on a stack of its own (PostgreSQL; the
// same private NATS setup), with the load average at each step and the CPU each process spent per booking (read
// from /proc/<pid>/stat around the run, after the consumers have finished the events it caused).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startIsolatedStack } from '../../scripts/lib/isolated-stack.mjs';
import { forEachConcurrently } from './concurrently.mjs';
import { cpuMsPer, cpuTicks, waitUntilQuiet } from './process-cpu.mjs';
import { round, summarize } from './stats.mjs';
import { apiClient, book, bookBody, describe, freeSlots, listDoctors, registerOwners, waitForBookableDoctor } from '../../scripts/lib/vetnow-api.mjs';


/**
 * @param {object} options
 * @param {number} options.replicas copies of svc-booking in the second stack (≥ 2)
 * @param {number} options.bookings bookings per measured run
 * @param {number[]} [options.concurrencies] default [16, 64]
 * @param {'stale'|'missing'|false} [options.build]
 * @param {(line: string) => void} options.progress
 * @returns {Promise<Array<{ copies: number, concurrency: number, booked: number, failed: number, seconds: number,
 *   throughput: number, p50: number, p99: number, loadBefore: number, loadAfter: number,
 *   cpuMsPerBooking: Record<string, number> }>>}
 */
export async function measureReplicas({ replicas, bookings, concurrencies = [16, 64], build = 'stale', progress }) {
  const out = [];
  for (const copies of [1, replicas]) {
    progress(`(r) stack with ${copies} cop${copies === 1 ? 'y' : 'ies'} of svc-booking…`);
    const env = await startIsolatedStack({ label: 'benchr', database: 'postgres', build, copies: { booking: copies }, log: progress });
    const api = apiClient(env.gatewayUrl, { connections: Math.max(...concurrencies) });
    try {
      const owners = await registerOwners(api, Math.max(...concurrencies), { concurrency: 4, label: 'benchr' });
      const { addDays, clinicTomorrow } = await import('@vetnow/domain/clinic-time');
      const doctorIds = (await listDoctors(api)).slice(0, 4).map((d) => d._id);
      const tomorrow = clinicTomorrow();
      for (const id of doctorIds) await waitForBookableDoctor(api, owners[0], id, tomorrow);
      const free = await freeSlots(api, doctorIds, tomorrow, bookings * (concurrencies.length + 1), addDays, 120);
      // A warm-up run (JIT, pools, the gateway's keep-alive sockets to each copy), not reported.
      await run(api, owners, free.splice(0, bookings), 16);
      await waitUntilQuiet(env.stack);
      for (const concurrency of concurrencies) {
        const loadBefore = loadavg()[0];
        const before = cpuTicks(env.stack);
        const r = await run(api, owners, free.splice(0, bookings), concurrency);
        await waitUntilQuiet(env.stack);
        const after = cpuTicks(env.stack);
        const cpuMsPerBooking = cpuMsPer(before, after, r.booked);
        out.push({ copies, concurrency, ...r, loadBefore: round(loadBefore), loadAfter: round(loadavg()[0]), cpuMsPerBooking });
        progress(`(r) ${copies} cop${copies === 1 ? 'y' : 'ies'}, concurrency ${concurrency}: ${round(r.throughput)} bookings/s, p50 ${round(r.p50)} ms, p99 ${round(r.p99)} ms`);
      }
    } finally {
      await api.close();
      await env.cleanUp();
    }
  }
  return out;
}

async function run(api, owners, slots, concurrency) {
  const ms = [];
  const failures = [];
  const t = performance.now();
  await forEachConcurrently(slots, concurrency, async (slot, i) => {
    const a = await book(api, owners[i % owners.length], bookBody(slot, `Rep${i % 7}`), randomUUID());
    if (a.status === 201) ms.push(a.ms);
    else failures.push(a);
  });
  const seconds = (performance.now() - t) / 1000;
  if (failures.length && failures.length === slots.length) throw new Error(`every booking failed, e.g. ${describe('POST', '/appointments/book', failures[0])}`);
  const s = summarize(ms);
  return { booked: ms.length, failed: failures.length, seconds: round(seconds), throughput: ms.length / seconds, p50: s.p50, p99: s.p99 };
}
