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
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultPostgresServer, startIsolatedStack } from '../scripts/lib/isolated-stack.mjs';
import { measureInsertFloor } from './lib/insert-floor.mjs';
import { cpuMsPer, cpuTicks, PROCESS_NAMES, syscallCounts, syscallsPer, waitUntilQuiet as waitUntilProcessesQuiet } from './lib/process-cpu.mjs';
import { measureAtRest } from './lib/at-rest.mjs';
import { measureConfirmationMail } from './lib/mail-latency.mjs';
import { measureReplicas } from './lib/replicas.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { round, summarize } from './lib/stats.mjs';
import {
  apiClient,
  book,
  bookBody,
  describe,
  freeSlots,
  listDoctors,
  payOnHostedCheckout,
  registerOwners,
  signIn,
  slots,
  waitForBookableDoctor,
} from '../scripts/lib/vetnow-api.mjs';
import { lighthouseRoutes, lighthouseRows, lighthouseTable } from './lib/lighthouse.mjs';
import { jsWeightPerRoute } from './lib/web-measures.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
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

/** Sizes of each measure (full / quick). */
const SIZE = {
  racers: quick ? 50 : 200,
  sequentialBookings: quick ? 30 : 100,
  /** (b) unmeasured bookings first (half through the gateway, half straight to svc-booking): one-time costs. */
  warmupBookings: quick ? 100 : 200,
  /** (b) the pause after each answer before the next booking of the paced block, ms. */
  pacedGapMs: 100,
  throughputBookings: quick ? 80 : 400,
  throughputConcurrency: 16,
  throughputDoctors: 4,
  slotsWarmup: quick ? 50 : 200,
  slotsRequests: quick ? 300 : 2000,
  /** (c) with a calendar: months of admin closures (one a month); blocks with the calendar (A-B-A…), requests per block. */
  calendarClosureMonths: 24,
  calendarCycles: quick ? 2 : 3,
  calendarBlockRequests: quick ? 100 : 500,
  visibilityBookings: quick ? 10 : 40,
  /** (h) bookings followed to their confirmation e-mail at the bench's SMTP server. */
  mailBookings: quick ? 15 : 50,
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
/** Lines printed under the table (where each route's Lighthouse time goes), also kept in the JSON. */
const notes = [];
const note = (text) => notes.push(text);

if (flags.replicas !== undefined) {
  const replicas = Number(flags.replicas);
  if (!Number.isInteger(replicas) || replicas < 2 || replicas > 9) {
    console.error(`--replicas wants a whole number from 2 to 9, got "${flags.replicas}"`);
    process.exit(2);
  }
  await benchReplicas(replicas);
}
if (flags.web) await benchWeb();
if (flags.rest) await benchAtRest();

// (h): svc-notify sends its e-mails to a real SMTP server of the bench's own. Its sender wakes when an e-mail is queued
// (this copy's wake, or the queue's NOTIFY: ADR 0047), not on a poll; the bookings are still spread at random over
// a second (mailSpreadMs) so that none lines up with the sender's safety timer.
const mailSpreadMs = 1000;
const smtp = await startSmtpSink();
progress(`starting the stack (${database}${quick ? ', quick' : ''}; e-mail to ${smtp.url})…`);
const t0 = performance.now();
const env = await startIsolatedStack({
  label: 'bench',
  build: flags['no-build'] ? false : 'stale',
  log: progress,
  env: { SMTP_URL: smtp.url },
}).catch(async (err) => {
  await smtp.close();
  throw err;
});
progress(`stack up in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${env.gatewayUrl}`);
const { addDays, clinicTomorrow } = await import('@vetnow/domain/clinic-time');
const { DEMO_ADMIN, DEMO_DOCTOR } = await import('@vetnow/domain/demo');

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
  const needed = 1 + SIZE.warmupBookings + SIZE.sequentialBookings * 3 + SIZE.throughputBookings + SIZE.visibilityBookings * 2 + SIZE.mailBookings;
  const free = await freeSlots(gateway, doctorIds, tomorrow, needed, addDays);
  const take = (n) => free.splice(0, n);
  const [raceSlot] = take(1);
  const warmupSlots = take(SIZE.warmupBookings);
  const pacedSlots = take(SIZE.sequentialBookings);
  const sequentialSlots = take(SIZE.sequentialBookings);
  const sequentialDirectSlots = take(SIZE.sequentialBookings);
  const throughputSlots = take(SIZE.throughputBookings);
  const visibilitySlots = take(SIZE.visibilityBookings);
  const paidSlots = take(SIZE.visibilityBookings);
  const mailSlots = take(SIZE.mailBookings);

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
  // ADR 0038. A warm-up first: a server runs for days, and the first bookings after a start pay one-time costs (the
  // JIT, each pooled connection preparing its statements). Then two blocks of one booking at a time: paced (a pause
  // after each answer, so each booking meets a stack done with the previous one's events: the latency an owner sees,
  // the target), and back to back (each booking as soon as the previous answers, while the consumers of its events
  // still run on the same 2 cores: the stack's throughput more than a booking's latency).
  const bookingDirect = apiClient(env.serviceUrls.booking, { prefix: '', connections: 2 });
  const everyProcess = PROCESS_NAMES;
  const bookOne = async (client, owner, slot, pet) => {
    const a = await book(client, owner, bookBody(slot, pet), randomUUID());
    if (a.status !== 201) throw new Error(describe('POST', `${client.prefix}/appointments/book`, a));
    return a.ms;
  };
  progress(`(b) warm-up: ${SIZE.warmupBookings} bookings back to back, not counted in the targets…`);
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  let cpuBefore = cpuTicks(env.stack);
  for (const [i, slot] of warmupSlots.entries()) await bookOne(i % 2 ? bookingDirect : gateway, owners[i % owners.length], slot, 'Warm');
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerColdBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), SIZE.warmupBookings);
  cpuPerColdBooking.gateway = round(cpuPerColdBooking.gateway * 2); // half of them went through it
  details.cpuPerColdBooking = cpuPerColdBooking;

  progress(`(b) ${SIZE.sequentialBookings} bookings one at a time through the gateway, ${SIZE.pacedGapMs} ms after each answer…`);
  const pacedMs = [];
  cpuBefore = cpuTicks(env.stack);
  for (const [i, slot] of pacedSlots.entries()) {
    pacedMs.push(await bookOne(gateway, owners[i % owners.length], slot, `Paced${i % 5}`));
    await sleep(SIZE.pacedGapMs);
  }
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerPacedBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), SIZE.sequentialBookings);
  details.cpuPerPacedBooking = cpuPerPacedBooking;

  progress(`(b) ${SIZE.sequentialBookings} bookings back to back, through the gateway and straight to svc-booking…`);
  // Alternating one by one, so both see the same machine load and the same aftermath of the previous booking.
  const seqGatewayMs = [];
  const seqDirectMs = [];
  cpuBefore = cpuTicks(env.stack);
  const syscallsBefore = syscallCounts(env.stack);
  for (let i = 0; i < SIZE.sequentialBookings; i++) {
    seqGatewayMs.push(await bookOne(gateway, owners[i % owners.length], sequentialSlots[i], `Seq${i % 5}`));
    seqDirectMs.push(await bookOne(bookingDirect, owners[i % owners.length], sequentialDirectSlots[i], `Seq${i % 5}`));
  }
  // Until the consumers are done with these bookings' events, so their work counts too.
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), 2 * SIZE.sequentialBookings);
  const syscallsPerBooking = syscallsPer(syscallsBefore, syscallCounts(env.stack), 2 * SIZE.sequentialBookings);
  details.syscallsPerBooking = syscallsPerBooking;
  // Half of these bookings went straight to svc-booking: the gateway's CPU and writes are per booking through it.
  cpuPerBooking.gateway = round(cpuPerBooking.gateway * 2);
  if (syscallsPerBooking.gateway) syscallsPerBooking.gateway.writes = round(syscallsPerBooking.gateway.writes * 2);
  details.cpuPerBooking = cpuPerBooking;
  const paced = summarize(pacedMs);
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
  // On a quiet stack: the consumers of the throughput block's bookings would slow the inserts and flatter the ratio.
  await waitUntilQuiet(everyProcess, 30_000, '(e)');
  progress(`(e) ${SIZE.floorInserts} raw single-row inserts (${database})…`);
  const floor = summarize(await measureInsertFloor({ serverUrl: env.postgresServer, count: SIZE.floorInserts }));

  const c = SIZE.throughputConcurrency;
  const gap = SIZE.pacedGapMs;
  // No target on the booking's latency against the floor: the owner dropped the 10× floor target (ADR 0042). The
  // ratio is still printed under (e), beside the floor, so a slowdown shows.
  row('b', `booking one at a time, through the gateway, ${gap} ms after each answer: p50`, paced.p50, 'ms', '—');
  row('b', '… p99', paced.p99, 'ms', '—');
  const cpuList = (cpu) => Object.entries(cpu).map(([k, v]) => `${k} ${v}`).join(', ');
  row('b', `… CPU per booking, ms, each process (${cpuList(cpuPerPacedBooking)}), idle polls in the pauses included`, cpuPerPacedBooking.booking, 'ms', '—');
  row('b', 'booking back to back (the stack still busy with the previous one), through the gateway: p50', seqGateway.p50, 'ms', '—');
  row('b', '… p99', seqGateway.p99, 'ms', '—');
  row('b', '… straight to svc-booking: p50', seqDirect.p50, 'ms', '—');
  row('b', `… CPU per booking, ms, each process (${cpuList(cpuPerBooking)})`, cpuPerBooking.booking, 'ms', '≤ 5.5 in svc-booking (was 11)', cpuPerBooking.booking <= 5.5);
  row('b', `… the warm-up's ${SIZE.warmupBookings} bookings, the first after the start: CPU per booking, ms (${cpuList(cpuPerColdBooking)})`, cpuPerColdBooking.booking, 'ms', '—');
  const syscallList = Object.entries(syscallsPerBooking).map(([k, v]) => `${k} ${v.writes}`).join(', ');
  row('b', `… write system calls per booking, each process (${syscallList}): round trips, load-independent`, syscallsPerBooking.booking?.writes ?? 0, '', '—');
  row('b', `booking at concurrency ${c}, through the gateway: p50`, booking.p50, 'ms', '—');
  row('b', '… p99', booking.p99, 'ms', '—');
  row('b', `… throughput (${bookingMs.length} of ${throughputSlots.length} booked, ${SIZE.throughputDoctors} doctors)`, bookingMs.length / throughputSeconds, 'req/s', '—');
  row('e', `floor: raw insert with the exclusion constraint (${database}): mean`, floor.mean, 'ms', '—');
  row('e', '… p50', floor.p50, 'ms', '—');
  row('e', `booking p50 (one at a time, gateway, ${gap} ms after each answer) ÷ floor p50`, paced.p50 / floor.p50, '×', '—');
  row('e', '… back to back ÷ floor p50', seqGateway.p50 / floor.p50, '×', '—');

  // ---- (c) slots: gateway vs direct --------------------------------------------------------------------------
  progress(`(c) GET /doctors/:id/slots × ${SIZE.slotsRequests} through the gateway and straight to svc-clinic…`);
  // The first day from the day after tomorrow the clinic is open (a public holiday's grid would be all closed).
  const slotsDate = await firstOpenDay(gateway, addDays(tomorrow, 1), addDays);
  const slotsPath = `/doctors/${DEMO_DOCTOR.id}/slots?date=${slotsDate}`;
  await waitUntilQuiet(everyProcess, 30_000, '(c)'); // the consumers done with (b)'s bookings
  const { g, d } = await measureSlots(slotsPath);
  row('c', 'GET slots through the gateway: p50', g.p50, 'ms', '—');
  row('c', '… p99', g.p99, 'ms', '—');
  row('c', 'GET slots straight to svc-clinic: p50', d.p50, 'ms', '—');
  row('c', '… p99', d.p99, 'ms', '—');
  row('c', 'gateway ÷ direct, p50', g.p50 / d.p50, '×', '≤ 1.5', g.p50 / d.p50 <= 1.5);
  row('c', 'gateway ÷ direct, p99', g.p99 / d.p99, '×', '≤ 1.5', g.p99 / d.p99 <= 1.5);
  const calendarRowsAt = rows.length; // the rows of (c) with a calendar go here, beside today's figure

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

  // The card payment's way to the receipt (ADR 0051), as the owner's browser goes: the booking, the checkout form, the
  // local PayHere-compatible hosted page and its card POST (the gateway posts the signed notify to svc-payments before
  // it sends the owner back), then svc-booking applies payment.completed; the owner's appointments then say paid.
  progress(`(d) ${SIZE.visibilityBookings} card bookings paid on the local hosted checkout, each followed until the owner's appointment says paid…`);
  const paidMs = [];
  for (const [i, slot] of paidSlots.entries()) {
    const owner = owners[i % owners.length];
    const a = await book(gateway, owner, { ...bookBody(slot, 'Paid'), paymentMethod: 'card' });
    if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
    const answered = performance.now();
    const id = a.json.appointment._id;
    await payOnHostedCheckout(gateway, owner, id);
    for (;;) {
      const mine = await gateway.call('GET', '/users/appointments', { token: owner.token });
      if (mine.json.some((x) => x._id === id && x.paymentStatus === 'completed')) break;
      if (performance.now() - answered > 10_000) throw new Error(`card booking ${id} not paid 10 s after its 201`);
      await sleep(3);
    }
    paidMs.push(performance.now() - answered);
  }
  const paid = summarize(paidMs);
  row('d', "201 of a card booking → paid on the local hosted checkout → the owner's appointment says paid: p50", paid.p50, 'ms', '—');
  row('d', '… p99', paid.p99, 'ms', '< 500', paid.p99 < 500);

  // ---- (h) 201 → confirmation e-mail accepted by SMTP ---------------------------------------------------------
  // Once svc-notify has handled the bookings above (its CPU quiet) and sent their e-mails (none for two polls), so
  // these e-mails do not wait behind them.
  await waitUntilQuiet(['notify'], 30_000, '(h)');
  if (!(await smtp.untilIdle(2 * mailSpreadMs, 120_000))) progress('(h) svc-notify was still sending after 120 s; measuring anyway');
  progress(`(h) ${SIZE.mailBookings} bookings one at a time, each followed to its confirmation e-mail at the SMTP server (${smtp.messages.length} e-mails there so far)…`);
  const mailWaitMs = 15_000; // after each 201: a missing e-mail is a GAP, not a hang
  const mail = await measureConfirmationMail({ api: gateway, owners, slots: mailSlots, sink: smtp, spreadMs: mailSpreadMs, waitMs: mailWaitMs });
  const sent = summarize(mail.latenciesMs);
  const pause = summarize(mail.greetingPausesMs);
  details.confirmationMail = { mailSpreadMs, latenciesMs: mail.latenciesMs.map(round), greetingPausesMs: mail.greetingPausesMs.map(round), missing: mail.missing };
  if (mail.missing.length) progress(`(h) no e-mail for ${mail.missing[0]} ${mailWaitMs / 1000} s after its 201: stopped there`);
  row('h', 'confirmation e-mails accepted by SMTP (DATA ended)', `${mail.latenciesMs.length} of ${mail.expected}`, '', `all, each within ${mailWaitMs / 1000} s of its 201`, mail.missing.length === 0);
  if (mail.latenciesMs.length) {
    // svc-notify wakes its sender when the booking's event commits (the poll only catches what a wake missed).
    row('h', '201 → confirmation e-mail accepted by SMTP (sender woken after the event commits): p50', sent.p50, 'ms', '—');
    // Counted in: the SMTP server's wait before greeting a new connection (smtp-server: 100 ms; svc-notify pools two).
    const limit = round(Math.max(...mail.greetingPausesMs, 0)) + 250;
    row('h', '… p99', sent.p99, 'ms', `< ${limit} (the server's greeting pause + 250 as (d))`, sent.p99 < limit);
    row('h', '… max', sent.max, 'ms', '—');
    row('h', "… of which the SMTP server's pause before its greeting (new connections only): p50", pause.p50, 'ms', '—');
  }

  // ---- (c) slots again, with a realistic calendar --------------------------------------------------------------
  // Two years of public holidays are seeded already (2026–2027); the admin adds a closure every month (an afternoon
  // on the measured day's day of the month, the measured day included) and the bench doctor a leave every week over
  // the booking horizon (a morning, on the measured day's weekday), through the API. The same request as (c),
  // through the gateway, in blocks without and with that calendar (A-B-A-B-A: the closures and leave are added
  // before each B block and removed after it), so a slow drift of the machine's load touches both sides alike. In
  // every block the requests alternate with the same doctor's next open day (no closure or leave on it even with the
  // calendar): measured request by request, "measured day ÷ next day" with the calendar is immune to that drift.
  progress(`(c) GET slots without and with a calendar (${SIZE.calendarClosureMonths} monthly closures, weekly leave), A-B-A-B-A…`);
  const controlDate = await firstOpenDay(gateway, addDays(slotsDate, 1), addDays);
  const controlPath = `/doctors/${DEMO_DOCTOR.id}/slots?date=${controlDate}`;
  const samples = { plain: [], calendar: [], plainControl: [], calendarControl: [] };
  let calendarNote = '';
  for (let block = 0; block < 2 * SIZE.calendarCycles + 1; block++) {
    const withCalendar = block % 2 === 1;
    const made = withCalendar ? await addRealisticCalendar(gateway, slotsDate) : undefined;
    if (made) calendarNote = `${made.holidays} holidays, ${made.closureIds.length} closures, ${made.leaveIds.length} leave`;
    // The consumers apply the change (svc-booking marks or frees bench bookings, svc-notify tells their owners):
    // measure once the stack is quiet again.
    if (block > 0) await waitUntilQuiet(everyProcess);
    const [measured, control] = await measureGateway([slotsPath, controlPath], SIZE.slotsWarmup / 5);
    samples[withCalendar ? 'calendar' : 'plain'].push(...measured);
    samples[withCalendar ? 'calendarControl' : 'plainControl'].push(...control);
    const b = summarize(measured);
    const c = summarize(control);
    (details.calendarBlocks ??= []).push({ withCalendar, p50: round(b.p50), p99: round(b.p99), controlP50: round(c.p50), controlP99: round(c.p99) });
    progress(`(c) block ${block + 1} ${withCalendar ? 'with' : 'without'} the calendar: p50 ${round(b.p50)} ms, p99 ${round(b.p99)} ms (next open day: ${round(c.p50)} / ${round(c.p99)} ms)`);
    if (made) await removeCalendar(gateway, made);
  }
  const withCal = summarize(samples.calendar);
  const without = summarize(samples.plain);
  const sameTime = summarize(samples.calendarControl);
  const rowsBefore = rows.length;
  row('c', `GET slots with a calendar (${calendarNote}), through the gateway: p50`, withCal.p50, 'ms', '—');
  row('c', '… p99', withCal.p99, 'ms', '—');
  row('c', `… the same without it, in the blocks between (${SIZE.calendarCycles} with, ${SIZE.calendarCycles + 1} without): p50`, without.p50, 'ms', '—');
  row('c', '… p99', without.p99, 'ms', '—');
  row('c', 'with a calendar ÷ without, through the gateway, p50', withCal.p50 / without.p50, '×', '≤ 1.2', withCal.p50 / without.p50 <= 1.2);
  row('c', 'with a calendar ÷ without, through the gateway, p99', withCal.p99 / without.p99, '×', '≤ 1.2', withCal.p99 / without.p99 <= 1.2);
  const q50 = withCal.p50 / sameTime.p50;
  const q99 = withCal.p99 / sameTime.p99;
  row('c', `… the same day ÷ the next open day (${controlDate}, no closure or leave), request by request, p50`, q50, '×', '≤ 1.2', q50 <= 1.2);
  row('c', '… p99', q99, '×', '≤ 1.2', q99 <= 1.2);
  rows.splice(calendarRowsAt, 0, ...rows.splice(rowsBefore));

  // ---- (f) JS per route, (g) Lighthouse ----------------------------------------------------------------------
  if (SIZE.web) {
    const origin = `http://localhost:${env.stack.ports.gateway}`;
    const session = { token: owners[0].token, userType: 'user' };
    progress('(f) JavaScript per route in headless Chromium…');
    const weights = await jsWeightPerRoute(origin, [...webRoutes(session), { path: `/book-appointment/${DEMO_DOCTOR.id}`, session }]);
    details.jsPerRoute = weights.map(({ path, focus, files, gzipKiB, rawKiB, list }) => ({ path, focus, files, gzipKiB: round(gzipKiB), rawKiB: round(rawKiB), list }));
    jsRows(weights);
    if (SIZE.lighthouse) {
      progress('(g) Lighthouse (mobile, 3 runs each) for /, /login and the signed-in screens, signed in through the form…');
      const table = await lighthouseTable(origin, lighthouseRoutes(await import('@vetnow/domain/demo')), 3, progress);
      details.lighthouse = table;
      lighthouseRows(table, row, note);
    }
  }
} catch (err) {
  exitCode = 1;
  progress(`FAILED: ${err.stack ?? err.message}`);
} finally {
  await gateway.close();
  await clinicDirect.close();
  await env.cleanUp();
  await smtp.close();
}

// ---- the table and the JSON ----------------------------------------------------------------------------------
finish({ mode: quick ? 'quick' : 'full', code: exitCode, prefix: '', latest: true, extra: { sizes: SIZE } });

/**
 * Prints the table, writes the run's JSON (rows, notes, details, the machine with its 1-minute load average: other
 * work on the machine inflates every latency here) and exits with `code`.
 */
function finish({ mode, code, prefix, latest = false, extra = {}, db = database }) {
  const result = {
    startedAt: startedAt.toISOString(),
    seconds: round((Date.now() - startedAt.getTime()) / 1000),
    mode,
    database: db,
    machine: { node: process.version, cpus: cpus().length, loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]) } },
    ...extra,
    rows,
    notes,
    details,
    complete: code === 0,
  };
  printTable(result);
  saveResult(result, prefix, latest);
  process.exit(code);
}

/** `--replicas N`: the replicas measure alone, its table and JSON; exits. */
async function benchReplicas(replicas) {
  let code = 0;
  let runs = [];
  try {
    runs = await measureReplicas({ replicas, bookings: quick ? 120 : 400, build: flags['no-build'] ? false : 'stale', progress });
  } catch (err) {
    code = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  }
  const copiesLabel = (n) => `${n} cop${n === 1 ? 'y' : 'ies'}`;
  for (const concurrency of [...new Set(runs.map((r) => r.concurrency))]) {
    const one = runs.find((r) => r.copies === 1 && r.concurrency === concurrency);
    const many = runs.find((r) => r.copies === replicas && r.concurrency === concurrency);
    for (const r of [one, many].filter(Boolean)) {
      const load = `load ${r.loadBefore} → ${r.loadAfter}`;
      row('r', `${copiesLabel(r.copies)} of svc-booking, concurrency ${concurrency}: throughput (${r.booked} booked, ${r.failed} failed; ${load})`, r.throughput, 'req/s', '—');
      row('r', '… p50 / p99', `${round(r.p50)} / ${round(r.p99)}`, 'ms', '—');
      const cpu = Object.entries(r.cpuMsPerBooking).map(([k, v]) => `${k} ${v}`).join(', ');
      row('r', `… CPU per booking, ms (${cpu})`, Object.values(r.cpuMsPerBooking).reduce((a, b) => a + b, 0), 'ms', '—');
    }
    if (one && many) {
      const ratio = many.throughput / one.throughput;
      row('r', `${copiesLabel(replicas)} ÷ 1 copy, throughput at concurrency ${concurrency}`, ratio, '×', '≥ 0.9 (≤ 10 % lost to coordination)', ratio >= 0.9);
    }
  }
  details.replicas = runs;
  finish({ mode: `replicas ${replicas}${quick ? ', quick' : ''}`, code, prefix: 'replicas-' });
}

/**
 * `--rest`: (s) the stack at rest, on a stack of its own as `npm start` runs it (its own embedded PostgreSQL, unless
 * BENCH_POSTGRES_URL / TEST_DATABASE_URL name a server): each process's resident memory once it is quiet after its
 * start, the embedded PostgreSQL's processes included (together, by PSS: shared_buffers counted once), against issue
 * 36's 1 GiB for the whole product, and the CPU each process spends over a minute (20 s with --quick) with no
 * request: the polls and timers issue 41 wants gone. A server given by URL is not the stack's: its memory and CPU
 * are not counted (the row says so). Prints the table, exits.
 */
async function benchAtRest() {
  let code = 0;
  const idleMs = quick ? 20_000 : 60_000;
  const stack = await startIsolatedStack({ label: 'bench-rest', build: flags['no-build'] ? false : 'stale', log: progress });
  try {
    progress(`(s) waiting for the stack to be quiet, then ${idleMs / 1000} s with no request…`);
    const rest = await measureAtRest(stack.stack, { idleMs });
    details.atRest = rest;
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
  finish({ mode: `rest${quick ? ', quick' : ''}`, code, prefix: 'rest-' });
}

/** The routes (f) weighs: `/login` before the first interaction and once the visitor is in its form (ADR 0036). */
function webRoutes(session) {
  return [{ path: '/' }, { path: '/login' }, { path: '/login', focus: 'form input' }, { path: '/doctors', session }];
}

/**
 * (f)'s rows: figures, no targets. Byte budgets are retired (ADR 0042): time is the target, (g)'s Lighthouse. What
 * keeps the bytes from creeping up is the ratchet in tests/e2e/tests/route-budgets.spec.ts, part of `npm test`.
 */
function jsRows(weights) {
  for (const r of weights) {
    const where = r.finalUrl !== r.path.split('?')[0] ? ` (ended at ${r.finalUrl})` : '';
    const when = r.focus ? ' once the visitor is in its form' : r.path === '/login' ? ' before the first interaction' : '';
    row('f', `JS of ${r.path}${when}${where}, ${r.files} files, gzip`, r.gzipKiB, 'KiB', '—');
  }
}

/**
 * `--web`: only the browser measures, (f) JS per route and (g) the Lighthouse table, on a stack of their own (one
 * owner registered for the signed-in routes); prints the table and exits.
 */
async function benchWeb() {
  let code = 0;
  const stack = await startIsolatedStack({ label: 'bench-web', build: flags['no-build'] ? false : 'stale', log: progress });
  try {
    const api = apiClient(stack.gatewayUrl, { connections: 4 });
    const [owner] = await registerOwners(api, 1, { concurrency: 1, label: 'bench-web' });
    await api.close();
    const origin = `http://localhost:${stack.stack.ports.gateway}`;
    const session = { token: owner.token, userType: 'user' };
    progress('(f) JavaScript per route in headless Chromium…');
    jsRows(await jsWeightPerRoute(origin, webRoutes(session)));
    progress('(g) Lighthouse (mobile, 3 runs each) for /, /login and the signed-in screens, signed in through the form…');
    const table = await lighthouseTable(origin, lighthouseRoutes(await import('@vetnow/domain/demo')), 3, progress);
    details.lighthouse = table;
    lighthouseRows(table, row, note);
  } catch (err) {
    code = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  } finally {
    await stack.cleanUp();
  }
  finish({ mode: 'web', code, prefix: 'web-' });
}

/**
 * Writes the run's JSON to bench/results/<prefix><timestamp>.json (and latest.json for a full or quick run) and
 * says where.
 */
function saveResult(result, prefix, latest = false) {
  const dir = join(HERE, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (latest) writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${file.replace(`${join(HERE, '..')}/`, '')}${latest ? ' and bench/results/latest.json' : ''}`);
}

function printTable({ rows: list, notes: lines = [], mode, database: db, seconds, machine }) {
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
  if (lines.length) console.log(`\nWhere the time goes (Lighthouse, the median run of each route):\n${lines.map((l) => `- ${l}`).join('\n')}`);
}

/**
 * GET `path` `SIZE.slotsRequests` times through the gateway and straight to svc-clinic, alternating one by one so
 * both see the same machine load, after a warm-up.
 */
async function measureSlots(path) {
  const viaGateway = [];
  const direct = [];
  for (const client of [gateway, clinicDirect]) for (let i = 0; i < SIZE.slotsWarmup; i++) await client.call('GET', path);
  for (let i = 0; i < SIZE.slotsRequests; i++) {
    for (const [client, samples] of [
      [gateway, viaGateway],
      [clinicDirect, direct],
    ]) {
      const a = await client.call('GET', path);
      if (a.status !== 200) throw new Error(describe('GET', `${client.prefix}${path}`, a));
      samples.push(a.ms);
    }
  }
  return { g: summarize(viaGateway), d: summarize(direct) };
}

/** waitUntilQuiet of the named processes, its outcome in the progress lines under `label`. */
async function waitUntilQuiet(names, timeoutMs = 30_000, label = '(c)') {
  const { quiet, seconds } = await waitUntilProcessesQuiet(env.stack, { names, timeoutMs });
  progress(quiet ? `${label} the stack is quiet after ${seconds.toFixed(1)} s` : `${label} the stack was still busy after ${timeoutMs / 1000} s; measuring anyway`);
}

/**
 * `SIZE.calendarBlockRequests` rounds of GETs of each of `paths` (one after the other within a round) through the
 * gateway, after `warmup` unmeasured rounds; answers each path's times.
 */
async function measureGateway(paths, warmup) {
  const out = paths.map(() => []);
  for (let i = 0; i < warmup; i++) for (const path of paths) await gateway.call('GET', path);
  for (let i = 0; i < SIZE.calendarBlockRequests; i++) {
    for (const [k, path] of paths.entries()) {
      const a = await gateway.call('GET', path);
      if (a.status !== 200) throw new Error(describe('GET', `${gateway.prefix}${path}`, a));
      out[k].push(a.ms);
    }
  }
  return out;
}

/** The first date from `first` on that GET /clinic/calendar does not list (no holiday, closure or leave). */
async function firstOpenDay(api, first, addDaysFn) {
  const to = addDaysFn(first, 30);
  const path = `/clinic/calendar?from=${first}&to=${to}`;
  const a = await api.call('GET', path);
  if (a.status !== 200) throw new Error(describe('GET', path, a));
  const closed = new Set(a.json.days.map((d) => d.date));
  for (let d = first; d <= to; d = addDaysFn(d, 1)) if (!closed.has(d)) return d;
  throw new Error(`no open day between ${first} and ${to}`);
}

/**
 * The calendar of figure (c) with a calendar, made through the API: an admin closure (14:00–17:00) every month
 * for `SIZE.calendarClosureMonths` months on `day`'s day of the month (the last day of shorter months), and the
 * bench doctor's leave (09:00–11:00) every week on `day`'s weekday up to the booking horizon. Answers the ids made
 * and the number of public holidays of this year and the next.
 */
async function addRealisticCalendar(api, day) {
  const { lastBookableDate } = await import('@vetnow/domain/booking-limits');
  const admin = await signIn(api, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, userType: 'admin' });
  const doctor = await signIn(api, { email: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password, userType: 'doctor' });
  const created = (method, path, a) => {
    if (a.status !== 201) throw new Error(describe(method, path, a));
    return a.json.id;
  };
  const closureIds = [];
  const leaveIds = [];
  const [y, m, dom] = day.split('-').map(Number);
  for (let i = 0; i < SIZE.calendarClosureMonths; i++) {
    const year = y + Math.floor((m - 1 + i) / 12);
    const month = ((m - 1 + i) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(dom, last)).padStart(2, '0')}`;
    const body = { date, startTime: '14:00', endTime: '17:00', reason: 'Monthly staff training' };
    closureIds.push(created('POST', '/admin/calendar/closures', await api.call('POST', '/admin/calendar/closures', { token: admin.token, body })));
  }
  for (let date = day; date <= lastBookableDate(); date = addDays(date, 7)) {
    const body = { fromDate: date, toDate: date, startTime: '09:00', endTime: '11:00', reason: 'Weekly surgery rounds at the university' };
    leaveIds.push(created('POST', '/doctors/dashboard/leave', await api.call('POST', '/doctors/dashboard/leave', { token: doctor.token, body })));
  }
  const holidays = [];
  for (const year of [y, y + 1]) {
    const path = `/admin/calendar/holidays?year=${year}`;
    const a = await api.call('GET', path, { token: admin.token });
    if (a.status !== 200) throw new Error(describe('GET', path, a));
    holidays.push(...a.json);
  }
  return { admin, doctor, closureIds, leaveIds, holidays: holidays.length };
}

/** Deletes the closures and leave {@link addRealisticCalendar} made (the seeded holidays stay). */
async function removeCalendar(api, { admin, doctor, closureIds, leaveIds }) {
  const removals = [
    ...closureIds.map((id) => [`/admin/calendar/closures/${id}`, admin.token]),
    ...leaveIds.map((id) => [`/doctors/dashboard/leave/${id}`, doctor.token]),
  ];
  for (const [path, token] of removals) {
    const a = await api.call('DELETE', path, { token });
    if (a.status !== 204) throw new Error(describe('DELETE', path, a));
  }
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
