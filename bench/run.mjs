#!/usr/bin/env node
// npm run bench — starts its own VetNow stack on loopback (PostgreSQL databases of its own by default, PGlite with
// --pglite; a fresh data dir; its own NATS stream), registers owners through the API, measures, prints ONE table
// (each figure beside its target, PASS or GAP) and writes it to bench/results/<timestamp>.json and latest.json.
//   --quick      reduced run CI can afford (50 racers, fewer iterations, no Lighthouse)
//   --pglite     embedded PGlite instead of PostgreSQL
//   --no-build   use the dist folders as they are (default: rebuild what is out of date, as npm start does)
//   --no-web     skip the browser measures (JS per route, Lighthouse)
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startIsolatedStack, POSTGRES_SERVER } from './lib/isolated-stack.mjs';
import { measureInsertFloor } from './lib/insert-floor.mjs';
import { round, summarize } from './lib/stats.mjs';
import { apiClient, book, bookBody, describe, freeSlots, listDoctors, registerOwners, slots, waitForBookableDoctor } from './lib/vetnow-api.mjs';
import { jsWeightPerRoute, lighthouseScores } from './lib/web-measures.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
  },
});
const quick = flags.quick;
const database = flags.pglite ? 'pglite' : 'postgres';

/** Sizes of each measure (full / quick). */
const SIZE = {
  racers: quick ? 50 : 200,
  sequentialBookings: quick ? 30 : 100,
  throughputBookings: quick ? 80 : 400,
  throughputConcurrency: 16,
  throughputDoctors: 4,
  slotsWarmup: quick ? 50 : 200,
  slotsRequests: quick ? 300 : 2000,
  visibilityBookings: quick ? 10 : 40,
  floorInserts: quick ? 200 : 1000,
  lighthouse: !quick && !flags['no-web'],
  web: !flags['no-web'],
};

const startedAt = new Date();
const loadAtStart = loadavg()[0];
const progress = (line) => process.stderr.write(`[bench] ${line}\n`);
const rows = [];
/** What explains the figures (per-file JS weights, Lighthouse details), kept in the JSON only. */
const details = {};
/** A row of the table; `pass` undefined: no target. */
const row = (id, metric, value, unit, target, pass) => rows.push({ id, metric, value: typeof value === 'number' ? round(value) : value, unit, target, pass });

progress(`starting the stack (${database}${quick ? ', quick' : ''})…`);
const t0 = performance.now();
const env = await startIsolatedStack({ label: 'bench', database, build: flags['no-build'] ? false : 'stale', log: progress });
progress(`stack up in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${env.gatewayUrl}`);
const { addDays, clinicTomorrow } = await import('@vetnow/contracts/clinic-time');
const { DEMO_DOCTOR } = await import('@vetnow/contracts/demo');

const gateway = apiClient(env.gatewayUrl, { connections: 64 });
const clinicDirect = apiClient(env.serviceUrls.clinic, { prefix: '', connections: 8 });
let exitCode = 0;
try {
  // ---- owners, doctors, slots --------------------------------------------------------------------------------
  progress(`registering ${SIZE.racers} owners through the API…`);
  const owners = await registerOwners(gateway, SIZE.racers, { concurrency: 4, label: 'bench' });
  const doctors = await listDoctors(gateway);
  const doctorIds = [DEMO_DOCTOR.id, ...doctors.map((d) => d._id).filter((id) => id !== DEMO_DOCTOR.id)].slice(0, SIZE.throughputDoctors);
  const tomorrow = clinicTomorrow();
  for (const id of doctorIds) await waitForBookableDoctor(gateway, owners[0], id, tomorrow);
  const needed = 1 + SIZE.sequentialBookings * 2 + SIZE.throughputBookings + SIZE.visibilityBookings;
  const free = await freeSlots(gateway, doctorIds, tomorrow, needed, addDays);
  const take = (n) => free.splice(0, n);
  const [raceSlot] = take(1);
  const sequentialSlots = take(SIZE.sequentialBookings);
  const sequentialDirectSlots = take(SIZE.sequentialBookings);
  const throughputSlots = take(SIZE.throughputBookings);
  const visibilitySlots = take(SIZE.visibilityBookings);

  // ---- (a) many owners, one slot -----------------------------------------------------------------------------
  progress(`(a) ${SIZE.racers} concurrent bookings of one slot…`);
  const racePool = apiClient(env.gatewayUrl, { connections: SIZE.racers });
  const raceAnswers = await Promise.all(owners.map((o, i) => book(racePool, o, bookBody(raceSlot, `Racer${i}`))));
  await racePool.close();
  const count = (s) => raceAnswers.filter((a) => a.status === s).length;
  const others = raceAnswers.filter((a) => a.status !== 201 && a.status !== 409);
  row('a', `${SIZE.racers} concurrent bookings of one slot: successes`, count(201), '', 'exactly 1', count(201) === 1);
  row('a', '… 409 Conflict answers', count(409), '', `${SIZE.racers - 1}`, count(409) === SIZE.racers - 1);
  if (others.length) progress(`(a) other answers: ${others.slice(0, 3).map((a) => describe('POST', '/appointments/book', a)).join(' | ')}`);

  // ---- (b) booking latency one at a time (gateway, and straight to svc-booking), then throughput ---------------
  progress(`(b) ${SIZE.sequentialBookings} bookings one at a time, through the gateway and straight to svc-booking…`);
  const bookingDirect = apiClient(env.serviceUrls.booking, { prefix: '', connections: 2 });
  // Alternating one by one, so both see the same machine load and the same aftermath of the previous booking.
  const seqGatewayMs = [];
  const seqDirectMs = [];
  for (let i = 0; i < SIZE.sequentialBookings; i++) {
    for (const [client, list, samples] of [
      [gateway, sequentialSlots, seqGatewayMs],
      [bookingDirect, sequentialDirectSlots, seqDirectMs],
    ]) {
      const a = await book(client, owners[i % owners.length], bookBody(list[i], `Seq${i % 5}`), randomUUID());
      if (a.status !== 201) throw new Error(describe('POST', `${client.prefix}/appointments/book`, a));
      samples.push(a.ms);
    }
  }
  const seqGateway = summarize(seqGatewayMs);
  const seqDirect = summarize(seqDirectMs);
  await bookingDirect.close();

  progress(`(b) ${SIZE.throughputBookings} bookings over distinct slots, concurrency ${SIZE.throughputConcurrency}…`);
  const bookingMs = [];
  const bookingFailures = [];
  const tb = performance.now();
  await forEachConcurrently(throughputSlots, SIZE.throughputConcurrency, async (slot, i) => {
    const a = await book(gateway, owners[i % owners.length], bookBody(slot, `Pet${i % 7}`), randomUUID());
    if (a.status === 201) bookingMs.push(a.ms);
    else bookingFailures.push(a);
  });
  const throughputSeconds = (performance.now() - tb) / 1000;
  const booking = summarize(bookingMs);
  if (bookingFailures.length) progress(`(b) ${bookingFailures.length} failed, e.g. ${describe('POST', '/appointments/book', bookingFailures[0])}`);

  // ---- (e) the floor (measured before the table rows of (b) need it) -----------------------------------------
  progress(`(e) ${SIZE.floorInserts} raw single-row inserts (${database})…`);
  const floor = summarize(await measureInsertFloor(database, { serverUrl: POSTGRES_SERVER, count: SIZE.floorInserts }));

  const c = SIZE.throughputConcurrency;
  row('b', 'booking one at a time, through the gateway: p50', seqGateway.p50, 'ms', `≤ 10× floor p50 (${round(10 * floor.p50)} ms)`, seqGateway.p50 <= 10 * floor.p50);
  row('b', '… p99', seqGateway.p99, 'ms', '—');
  row('b', 'booking one at a time, straight to svc-booking: p50', seqDirect.p50, 'ms', '—');
  row('b', `booking at concurrency ${c}, through the gateway: p50`, booking.p50, 'ms', '—');
  row('b', '… p99', booking.p99, 'ms', '—');
  row('b', `… throughput (${bookingMs.length} of ${throughputSlots.length} booked, ${SIZE.throughputDoctors} doctors)`, bookingMs.length / throughputSeconds, 'req/s', '—');
  row('e', `floor: raw insert with the exclusion constraint (${database}): mean`, floor.mean, 'ms', '—');
  row('e', '… p50', floor.p50, 'ms', '—');
  row('e', 'booking p50 (one at a time, gateway) ÷ floor p50', seqGateway.p50 / floor.p50, '×', '≤ 10', seqGateway.p50 / floor.p50 <= 10);

  // ---- (c) slots: gateway vs direct --------------------------------------------------------------------------
  progress(`(c) GET /doctors/:id/slots × ${SIZE.slotsRequests} through the gateway and straight to svc-clinic…`);
  const slotsPath = `/doctors/${DEMO_DOCTOR.id}/slots?date=${addDays(tomorrow, 1)}`;
  const viaGateway = [];
  const direct = [];
  for (const client of [gateway, clinicDirect]) for (let i = 0; i < SIZE.slotsWarmup; i++) await client.call('GET', slotsPath);
  await sleep(2000); // let the consumers finish the bookings of (b)
  // Alternating one by one, so both see the same machine load.
  for (let i = 0; i < SIZE.slotsRequests; i++) {
    for (const [client, samples] of [
      [gateway, viaGateway],
      [clinicDirect, direct],
    ]) {
      const a = await client.call('GET', slotsPath);
      if (a.status !== 200) throw new Error(describe('GET', `${client.prefix}${slotsPath}`, a));
      samples.push(a.ms);
    }
  }
  const g = summarize(viaGateway);
  const d = summarize(direct);
  row('c', 'GET slots through the gateway: p50', g.p50, 'ms', '—');
  row('c', '… p99', g.p99, 'ms', '—');
  row('c', 'GET slots straight to svc-clinic: p50', d.p50, 'ms', '—');
  row('c', '… p99', d.p99, 'ms', '—');
  row('c', 'gateway ÷ direct, p50', g.p50 / d.p50, '×', '≤ 1.5', g.p50 / d.p50 <= 1.5);
  row('c', 'gateway ÷ direct, p99', g.p99 / d.p99, '×', '≤ 1.5', g.p99 / d.p99 <= 1.5);

  // ---- (d) 201 → Booked in svc-clinic ------------------------------------------------------------------------
  progress(`(d) ${SIZE.visibilityBookings} bookings, each followed until its slot shows Booked…`);
  const visibleMs = [];
  for (const [i, slot] of visibilitySlots.entries()) {
    const a = await book(gateway, owners[i % owners.length], bookBody(slot, 'Visible'));
    if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
    const answered = performance.now();
    for (;;) {
      const day = await slots(gateway, slot.doctorId, slot.appointmentDate);
      if (day.some((s) => s.time === slot.timeSlot && s.isBooked)) break;
      if (performance.now() - answered > 10_000) throw new Error(`slot ${JSON.stringify(slot)} not Booked 10 s after its 201`);
      await sleep(3);
    }
    visibleMs.push(performance.now() - answered);
  }
  const vis = summarize(visibleMs);
  row('d', '201 → slot shows Booked (through the gateway): p50', vis.p50, 'ms', '—');
  row('d', '… p99', vis.p99, 'ms', '< 250', vis.p99 < 250);

  // ---- (f) JS per route, (g) Lighthouse ----------------------------------------------------------------------
  if (SIZE.web) {
    const origin = `http://localhost:${env.stack.ports.gateway}`;
    const session = { token: owners[0].token, userType: 'user' };
    const routes = [
      { path: '/' },
      { path: '/login' },
      { path: '/doctors', session },
      { path: `/book-appointment/${DEMO_DOCTOR.id}`, session },
    ];
    progress('(f) JavaScript per route in headless Chromium…');
    const weights = await jsWeightPerRoute(origin, routes);
    details.jsPerRoute = weights.map(({ path, files, gzipKiB, rawKiB, list }) => ({ path, files, gzipKiB: round(gzipKiB), rawKiB: round(rawKiB), list }));
    for (const r of weights) {
      const where = r.finalUrl !== r.path.split('?')[0] ? ` (ended at ${r.finalUrl})` : '';
      const isRoot = r.path === '/';
      row('f', `JS of ${r.path}${where}, ${r.files} files, gzip`, r.gzipKiB, 'KiB', isRoot ? '≤ 170' : '—', isRoot ? r.gzipKiB <= 170 : undefined);
    }
    if (SIZE.lighthouse) {
      progress('(g) Lighthouse (mobile) for / and /doctors…');
      const scores = await lighthouseScores(origin, [{ path: '/' }, { path: '/doctors', session }]);
      details.lighthouse = scores;
      for (const r of scores) {
        const where = r.finalUrl && r.finalUrl !== r.path ? ` (ended at ${r.finalUrl})` : '';
        if (r.runtimeError) progress(`(g) ${r.path}: ${r.runtimeError}`);
        row('g', `Lighthouse mobile performance ${r.path}${where}`, r.performance, '/100', '—');
        row('g', `Lighthouse accessibility ${r.path}${where}`, r.accessibility, '/100', '—');
      }
    }
  }
} catch (err) {
  exitCode = 1;
  progress(`FAILED: ${err.stack ?? err.message}`);
} finally {
  await gateway.close();
  await clinicDirect.close();
  await env.cleanUp();
}

// ---- the table and the JSON ----------------------------------------------------------------------------------
const result = {
  startedAt: startedAt.toISOString(),
  seconds: round((Date.now() - startedAt.getTime()) / 1000),
  mode: quick ? 'quick' : 'full',
  database,
  // The 1-minute load average: other work on the machine inflates every latency here.
  machine: { node: process.version, cpus: cpus().length, loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]) } },
  sizes: SIZE,
  rows,
  details,
  complete: exitCode === 0,
};
printTable(result);
const dir = join(HERE, 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${file.replace(`${join(HERE, '..')}/`, '')} and bench/results/latest.json`);
process.exit(exitCode);

function printTable({ rows: list, mode, database: db, seconds, machine }) {
  const cells = list.map((r) => [r.id, r.metric, `${r.value}${r.unit && r.unit !== '/100' ? ` ${r.unit}` : r.unit}`, r.target, r.pass === undefined ? '' : r.pass ? 'PASS' : 'GAP']);
  const header = ['', 'Measure', 'Value', 'Target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => c.map((v, i) => (i === 2 ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]))).join('  ');
  console.log('');
  console.log(`VetNow bench — ${mode}, ${db}, ${seconds} s (load average ${machine.loadAverage.start} → ${machine.loadAverage.end} on ${machine.cpus} CPUs)`);
  console.log(line(header));
  console.log('─'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  for (const c of cells) console.log(line(c));
  const gaps = list.filter((r) => r.pass === false).length;
  console.log('─'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  console.log(`${list.filter((r) => r.pass).length} PASS, ${gaps} GAP`);
}

async function forEachConcurrently(items, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}
