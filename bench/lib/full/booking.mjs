// (b) booking latency one at a time (through the gateway, and straight to svc-booking), then throughput; ADR 0038.
// A warm-up first: a server runs for days, and the first bookings after a start pay one-time costs (the JIT, each
// pooled connection preparing its statements). Then two blocks of one booking at a time: paced (a pause after each
// answer, so each booking meets a stack done with the previous one's events: the latency an owner sees, the target),
// and back to back (each booking as soon as the previous answers, while the consumers of its events still run on the
// same 2 cores: the stack's throughput more than a booking's latency). The CPU each process spends per booking and
// its write system calls are read from outside the processes (../process-cpu.mjs), once the stack is quiet again.
// Last, throughput: bookings over distinct slots of several doctors at a fixed concurrency. The rows are written
// beside the floor's, by floor.mjs.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiClient, book, bookBody, describe } from '../../../scripts/lib/vetnow-api.mjs';
import { forEachConcurrently } from '../concurrently.mjs';
import { cpuMsPer, cpuTicks, PROCESS_NAMES, syscallCounts, syscallsPer } from '../process-cpu.mjs';
import { round, summarize } from '../stats.mjs';

const everyProcess = PROCESS_NAMES;

/** (b)'s measures: latency summaries, CPU and system calls per booking (also kept in the JSON's details), throughput. */
export async function measureBookings({ size, progress, report, env, gateway, owners, slots, waitUntilQuiet }) {
  const { details } = report;
  const bookingDirect = apiClient(env.serviceUrls.booking, { prefix: '', connections: 2 });
  const bookOne = async (client, owner, slot, pet) => {
    const a = await book(client, owner, bookBody(slot, pet), randomUUID());
    if (a.status !== 201) throw new Error(describe('POST', `${client.prefix}/appointments/book`, a));
    return a.ms;
  };
  progress(`(b) warm-up: ${size.warmupBookings} bookings back to back, not counted in the targets…`);
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  let cpuBefore = cpuTicks(env.stack);
  for (const [i, slot] of slots.warmup.entries()) await bookOne(i % 2 ? bookingDirect : gateway, owners[i % owners.length], slot, 'Warm');
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerColdBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), size.warmupBookings);
  cpuPerColdBooking.gateway = round(cpuPerColdBooking.gateway * 2); // half of them went through it
  details.cpuPerColdBooking = cpuPerColdBooking;

  progress(`(b) ${size.sequentialBookings} bookings one at a time through the gateway, ${size.pacedGapMs} ms after each answer…`);
  const pacedMs = [];
  cpuBefore = cpuTicks(env.stack);
  for (const [i, slot] of slots.paced.entries()) {
    pacedMs.push(await bookOne(gateway, owners[i % owners.length], slot, `Paced${i % 5}`));
    await sleep(size.pacedGapMs);
  }
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerPacedBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), size.sequentialBookings);
  details.cpuPerPacedBooking = cpuPerPacedBooking;

  progress(`(b) ${size.sequentialBookings} bookings back to back, through the gateway and straight to svc-booking…`);
  // Alternating one by one, so both see the same machine load and the same aftermath of the previous booking.
  const seqGatewayMs = [];
  const seqDirectMs = [];
  cpuBefore = cpuTicks(env.stack);
  const syscallsBefore = syscallCounts(env.stack);
  for (let i = 0; i < size.sequentialBookings; i++) {
    seqGatewayMs.push(await bookOne(gateway, owners[i % owners.length], slots.sequential[i], `Seq${i % 5}`));
    seqDirectMs.push(await bookOne(bookingDirect, owners[i % owners.length], slots.sequentialDirect[i], `Seq${i % 5}`));
  }
  // Until the consumers are done with these bookings' events, so their work counts too.
  await waitUntilQuiet(everyProcess, 30_000, '(b)');
  const cpuPerBooking = cpuMsPer(cpuBefore, cpuTicks(env.stack), 2 * size.sequentialBookings);
  const syscallsPerBooking = syscallsPer(syscallsBefore, syscallCounts(env.stack), 2 * size.sequentialBookings);
  details.syscallsPerBooking = syscallsPerBooking;
  // Half of these bookings went straight to svc-booking: the gateway's CPU and writes are per booking through it.
  cpuPerBooking.gateway = round(cpuPerBooking.gateway * 2);
  if (syscallsPerBooking.gateway) syscallsPerBooking.gateway.writes = round(syscallsPerBooking.gateway.writes * 2);
  details.cpuPerBooking = cpuPerBooking;
  const paced = summarize(pacedMs);
  const seqGateway = summarize(seqGatewayMs);
  const seqDirect = summarize(seqDirectMs);
  await bookingDirect.close();

  progress(`(b) ${size.throughputBookings} bookings over distinct slots, concurrency ${size.throughputConcurrency}…`);
  const bookingMs = [];
  const bookingFailures = [];
  const tb = performance.now();
  await forEachConcurrently(slots.throughput, size.throughputConcurrency, async (slot, i) => {
    const a = await book(gateway, owners[i % owners.length], bookBody(slot, `Pet${i % 7}`), randomUUID());
    if (a.status === 201) bookingMs.push(a.ms);
    else bookingFailures.push(a);
  });
  const throughputSeconds = (performance.now() - tb) / 1000;
  const booking = summarize(bookingMs);
  if (bookingFailures.length) progress(`(b) ${bookingFailures.length} failed, e.g. ${describe('POST', '/appointments/book', bookingFailures[0])}`);
  const throughput = { booked: bookingMs.length, of: slots.throughput.length, perSecond: bookingMs.length / throughputSeconds };
  return { paced, seqGateway, seqDirect, booking, throughput, cpuPerColdBooking, cpuPerPacedBooking, cpuPerBooking, syscallsPerBooking };
}
