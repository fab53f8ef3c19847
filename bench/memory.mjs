#!/usr/bin/env node
// npm run bench:memory — the memory of VetNow as `npm start` runs it (issue 36): starts `node scripts/start.mjs
// --no-build` exactly as a developer would (no DATABASE_URL: the embedded PostgreSQL; no NATS_URL: a private
// nats-server), in a temporary DATA_DIR on free ports; runs a standard workload through the API (100 bookings, each
// cancelled, with their events and e-mails); prints each process's memory and the sum. Then a soak: 20 owners
// looping find → slots → book → cancel for --soak seconds (default 180; 0 skips it), and each service's growth.
//
// Memory: each node process's RSS (VmRSS); PostgreSQL's processes' summed PSS (shared_buffers and the other shared
// memory counted once, divided among the processes that map it; RSS would count them once per backend). The runner
// (scripts/start.mjs) and its orphan guard count too: they live as long as the stack.
//
// Targets (issue 36): the sum ≤ 1024 MiB with PostgreSQL; each service ≤ 120 MiB; during the soak each service
// within +50 MiB of its start. Also: healthy within 10 s of `npm start -- --no-build`.
//   node bench/memory.mjs [--soak 180] [--bookings 100]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findFreePort } from '../scripts/lib/stack.mjs';
import { postgresMemory, rssMiB } from './lib/process-cpu.mjs';
import { apiClient, book, bookBody, describe, listDoctors, registerOwners, slots, waitForBookableDoctor } from '../scripts/lib/vetnow-api.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({ options: { soak: { type: 'string', default: '180' }, bookings: { type: 'string', default: '100' } } });
const SOAK_S = Number(flags.soak);
const BOOKINGS = Number(flags.bookings);
const SERVICES = ['auth', 'clinic', 'booking', 'payments', 'notify'];
const TARGETS = { sumMiB: 1024, serviceMiB: 120, soakGrowthMiB: 50, healthyS: 10 };
const progress = (line) => process.stderr.write(`[memory] ${line}\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'vetnow-memory-'));
const ports = {};
for (const name of ['GATEWAY', 'AUTH', 'CLINIC', 'BOOKING', 'PAYMENTS', 'NOTIFY']) ports[`${name}_PORT`] = String(await findFreePort());
const env = { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', RATE_LIMIT_SCALE: '1000', MAX_ACTIVE_APPOINTMENTS: '10000' };
for (const k of ['DATABASE_URL', 'NATS_URL', 'NODE_ENV', 'NODE_OPTIONS', 'SMTP_URL']) delete env[k];

const startedAt = performance.now();
const runner = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const ready = new Promise((resolve, reject) => {
  const onData = (chunk) => {
    output += chunk;
    if (output.includes('VetNow is running at')) resolve(performance.now() - startedAt);
  };
  runner.stdout.on('data', onData);
  runner.stderr.on('data', (chunk) => (output += chunk));
  runner.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`)));
});

let exitCode = 0;
try {
  const healthyMs = await Promise.race([ready, sleep(180_000).then(() => Promise.reject(new Error('not healthy within 180 s')))]);
  progress(`healthy after ${(healthyMs / 1000).toFixed(1)} s`);
  const api = apiClient(`http://127.0.0.1:${ports.GATEWAY_PORT}`, { connections: 24 });
  const { addDays, clinicTomorrow } = await import('@vetnow/domain/clinic-time');

  await sleep(5_000); // let the start settle (JIT, first GCs) before the first reading
  const atStart = await measure();

  // ---- the standard workload ----
  progress(`workload: ${BOOKINGS} bookings, each cancelled…`);
  const owners = await registerOwners(api, 20, { concurrency: 4, label: 'mem' });
  const doctorIds = (await listDoctors(api)).map((d) => d._id);
  const tomorrow = clinicTomorrow();
  for (const id of doctorIds) await waitForBookableDoctor(api, owners[0], id, tomorrow);
  let booked = 0;
  const mailsBefore = mailCount();
  await Promise.all(
    owners.slice(0, 4).map(async (owner, worker) => {
      while (booked < BOOKINGS) {
        const ok = await bookAndCancel(api, owner, doctorIds, tomorrow, addDays, worker);
        if (ok) booked++;
      }
    }),
  );
  const mails = await settledMailCount(mailsBefore);
  await sleep(5_000);
  const afterWorkload = await measure();

  // ---- the soak ----
  let afterSoak;
  let soakRounds = 0;
  if (SOAK_S > 0) {
    progress(`soak: 20 owners looping find → slots → book → cancel for ${SOAK_S} s…`);
    const until = Date.now() + SOAK_S * 1000;
    await Promise.all(
      owners.map(async (owner, worker) => {
        while (Date.now() < until) if (await bookAndCancel(api, owner, doctorIds, tomorrow, addDays, worker)) soakRounds++;
      }),
    );
    await sleep(5_000);
    afterSoak = await measure();
  }
  await api.close();

  // ---- the table ----
  const names = Object.keys(afterWorkload.mib);
  const cols = [['at start', atStart], ['after workload', afterWorkload], ...(afterSoak ? [['after soak', afterSoak]] : [])];
  const rows = [];
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(26) : String(c).padStart(15))).join('');
  console.log('');
  console.log(`VetNow memory as \`npm start\` runs it (embedded PostgreSQL, private NATS); load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ${new Date().toISOString()}`);
  console.log(`workload: ${BOOKINGS} bookings + ${BOOKINGS} cancellations, ${mails} e-mails written${afterSoak ? `; soak: ${soakRounds} book+cancel rounds by 20 owners in ${SOAK_S} s` : ''}`);
  console.log('');
  console.log(line(['process (MiB)', ...cols.map(([c]) => c), ...(afterSoak ? ['soak growth'] : [])]));
  for (const name of names) {
    const growth = afterSoak ? afterSoak.mib[name] - afterWorkload.mib[name] : undefined;
    const cells = cols.map(([, m]) => (m.mib[name] ?? 0).toFixed(0));
    console.log(line([name, ...cells, ...(growth === undefined ? [] : [`${growth >= 0 ? '+' : ''}${growth.toFixed(0)}`])]));
    rows.push({ name, ...Object.fromEntries(cols.map(([c, m]) => [c, round(m.mib[name])])), ...(growth === undefined ? {} : { growth: round(growth) }) });
  }
  const sum = (m) => Object.values(m.mib).reduce((a, b) => a + b, 0);
  console.log(line(['sum', ...cols.map(([, m]) => sum(m).toFixed(0))]));
  console.log('');
  // Where a service's memory is: the V8 heap in use (live objects and garbage not yet collected) and the heap V8
  // holds, from each service's own /metrics (prom-client's nodejs_heap_size_*); the rest of RSS is code, native
  // buffers and the runtime.
  console.log(line(['V8 heap used / held (MiB)', ...cols.map(([c]) => c)]));
  for (const name of SERVICES) {
    console.log(line([name, ...cols.map(([, m]) => (m.heap[name] ? `${m.heap[name].used.toFixed(0)} / ${m.heap[name].total.toFixed(0)}` : '?'))]));
  }
  console.log('');

  const worst = afterSoak ?? afterWorkload;
  const checks = [
    [`healthy within ${TARGETS.healthyS} s of npm start --no-build`, `${(healthyMs / 1000).toFixed(1)} s`, healthyMs <= TARGETS.healthyS * 1000],
    [`sum ≤ ${TARGETS.sumMiB} MiB (PostgreSQL included)`, `${Math.max(...cols.map(([, m]) => sum(m))).toFixed(0)} MiB`, cols.every(([, m]) => sum(m) <= TARGETS.sumMiB)],
    [`each service ≤ ${TARGETS.serviceMiB} MiB`, `${Math.max(...SERVICES.map((s) => worst.mib[s] ?? 0)).toFixed(0)} MiB`, cols.every(([, m]) => SERVICES.every((s) => (m.mib[s] ?? 0) <= TARGETS.serviceMiB))],
  ];
  if (afterSoak) {
    const growth = Math.max(...SERVICES.map((s) => afterSoak.mib[s] - afterWorkload.mib[s]));
    checks.push([`each service within +${TARGETS.soakGrowthMiB} MiB over the soak`, `+${growth.toFixed(0)} MiB`, growth <= TARGETS.soakGrowthMiB]);
  }
  for (const [what, value, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}: ${value}`);
  if (checks.some(([, , ok]) => !ok)) exitCode = 1;
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), load: loadavg(), healthyMs, bookings: BOOKINGS, mails, soakSeconds: SOAK_S, soakRounds, rows, checks }, null, 2));
  console.log(`\nSaved ${file.slice(ROOT.length)}`);
} catch (err) {
  console.error(`✗ ${err.message}`);
  exitCode = 1;
} finally {
  runner.kill('SIGINT');
  await new Promise((r) => (runner.exitCode !== null ? r() : runner.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

/** Books the first free slot it finds from a day that depends on the worker (so workers rarely collide), then cancels it. */
async function bookAndCancel(api, owner, doctorIds, tomorrow, addDays, worker) {
  const doctorId = doctorIds[worker % doctorIds.length];
  const date = addDays(tomorrow, (worker * 3 + Math.floor(Math.random() * 20)) % 28);
  let free;
  try {
    await listDoctors(api);
    free = (await slots(api, doctorId, date)).filter((s) => !s.isBooked);
  } catch {
    return false;
  }
  if (!free.length) return false;
  const slot = free[Math.floor(Math.random() * free.length)];
  const a = await book(api, owner, bookBody({ doctorId, appointmentDate: date, timeSlot: slot.time }, 'Memo'));
  if (a.status === 409 || a.status === 422) return false; // taken meanwhile, or a day the clinic is closed
  if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
  const id = a.json.appointment?._id ?? a.json._id;
  const c = await api.call('PUT', `/appointments/${id}/cancel`, { token: owner.token });
  if (c.status !== 200) throw new Error(describe('PUT', `/appointments/${id}/cancel`, c));
  return true;
}

function mailCount() {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/** The e-mails written since `before`, once svc-notify has stopped writing (no new file for 3 s; at most 60 s). */
async function settledMailCount(before) {
  let last = -1;
  for (let waited = 0; waited < 60_000; waited += 3_000) {
    const now = mailCount();
    if (now === last) break;
    last = now;
    await sleep(3_000);
  }
  return mailCount() - before;
}

/** Every process of the running stack, MiB by name: node RSS; PostgreSQL PSS summed; and each service's V8 heap. */
async function measure() {
  const procs = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      procs.push({ pid: Number(entry), ppid, cmd: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ') });
    } catch {
      /* exited */
    }
  }
  const mib = {};
  const add = (name, value) => (mib[name] = (mib[name] ?? 0) + value);
  add('runner (npm start)', safeRss(runner.pid));
  for (const p of procs.filter((x) => x.ppid === runner.pid)) {
    const service = /\/(svc-[a-z]+|gateway)\/dist\/main\.js/.exec(p.cmd)?.[1];
    if (service) add(service.replace(/^svc-/, ''), safeRss(p.pid));
    else if (p.cmd.includes('nats-server')) add('nats', safeRss(p.pid));
    else if (p.cmd.includes('orphan-guard')) add('orphan guard', safeRss(p.pid));
    else add(`other: ${p.cmd.slice(0, 40)}`, safeRss(p.pid));
  }
  // The embedded PostgreSQL's processes by PSS, as the bench counts them (process-cpu.mjs).
  const postgres = postgresMemory({ embeddedPostgres: { dir: join(dataDir, 'postgres') } });
  if (postgres) add(`postgres (${postgres.measure})`, postgres.mib);
  const heap = {};
  for (const name of SERVICES) {
    try {
      const text = await (await fetch(`http://127.0.0.1:${ports[`${name.toUpperCase()}_PORT`]}/metrics`)).text();
      const value = (metric) => Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1048576;
      heap[name] = { used: value('nodejs_heap_size_used_bytes'), total: value('nodejs_heap_size_total_bytes') };
    } catch {
      /* no answer: left out */
    }
  }
  return { mib, heap };
}

/** RSS of a process that may have exited meanwhile (then 0). */
function safeRss(pid) {
  try {
    return rssMiB(pid);
  } catch {
    return 0;
  }
}

function round(n) {
  return n === undefined ? undefined : Math.round(n * 10) / 10;
}
