// (e) the floor of a booking (its method: ../insert-floor.mjs), measured after (b) and before the table rows of (b),
// which this module writes beside the floor's. On a quiet stack: the consumers of the throughput block's bookings
// would slow the inserts and flatter the ratio. No target on the booking's latency against the floor: the owner
// dropped the 10× floor target (ADR 0042). The ratio is still printed under (e), beside the floor, so a slowdown shows.
import { PROCESS_NAMES } from '../process-cpu.mjs';
import { measureInsertFloor } from '../insert-floor.mjs';
import { summarize } from '../stats.mjs';

/** Measures the floor, then writes (b)'s rows from `b` (measureBookings' answer) and (e)'s. */
export async function floorAndBookingRows({ size, progress, report, database, env, waitUntilQuiet }, b) {
  await waitUntilQuiet(PROCESS_NAMES, 30_000, '(e)');
  progress(`(e) ${size.floorInserts} raw single-row inserts (${database})…`);
  const floor = summarize(await measureInsertFloor({ serverUrl: env.postgresServer, count: size.floorInserts }));

  const { row } = report;
  const { paced, seqGateway, seqDirect, booking, cpuPerPacedBooking, cpuPerBooking, cpuPerColdBooking, syscallsPerBooking } = b;
  const c = size.throughputConcurrency;
  const gap = size.pacedGapMs;
  row('b', `booking one at a time, through the gateway, ${gap} ms after each answer: p50`, paced.p50, 'ms', '—');
  row('b', '… p99', paced.p99, 'ms', '—');
  const cpuList = (cpu) => Object.entries(cpu).map(([k, v]) => `${k} ${v}`).join(', ');
  row('b', `… CPU per booking, ms, each process (${cpuList(cpuPerPacedBooking)}), idle polls in the pauses included`, cpuPerPacedBooking.booking, 'ms', '—');
  row('b', 'booking back to back (the stack still busy with the previous one), through the gateway: p50', seqGateway.p50, 'ms', '—');
  row('b', '… p99', seqGateway.p99, 'ms', '—');
  row('b', '… straight to svc-booking: p50', seqDirect.p50, 'ms', '—');
  row('b', `… CPU per booking, ms, each process (${cpuList(cpuPerBooking)})`, cpuPerBooking.booking, 'ms', '≤ 5.5 in svc-booking (was 11)', cpuPerBooking.booking <= 5.5);
  row('b', `… the warm-up's ${size.warmupBookings} bookings, the first after the start: CPU per booking, ms (${cpuList(cpuPerColdBooking)})`, cpuPerColdBooking.booking, 'ms', '—');
  const syscallList = Object.entries(syscallsPerBooking).map(([k, v]) => `${k} ${v.writes}`).join(', ');
  row('b', `… write system calls per booking, each process (${syscallList}): round trips, load-independent`, syscallsPerBooking.booking?.writes ?? 0, '', '—');
  row('b', `booking at concurrency ${c}, through the gateway: p50`, booking.p50, 'ms', '—');
  row('b', '… p99', booking.p99, 'ms', '—');
  row('b', `… throughput (${b.throughput.booked} of ${b.throughput.of} booked, ${size.throughputDoctors} doctors)`, b.throughput.perSecond, 'req/s', '—');
  row('e', `floor: raw insert with the exclusion constraint (${database}): mean`, floor.mean, 'ms', '—');
  row('e', '… p50', floor.p50, 'ms', '—');
  row('e', `booking p50 (one at a time, gateway, ${gap} ms after each answer) ÷ floor p50`, paced.p50 / floor.p50, '×', '—');
  row('e', '… back to back ÷ floor p50', seqGateway.p50 / floor.p50, '×', '—');
}
