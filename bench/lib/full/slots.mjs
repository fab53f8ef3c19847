// (c) GET /doctors/:id/slots of the demo doctor through the gateway against straight to svc-clinic: the gateway's
// cost on the most frequent read. The day measured is the first the clinic is open from the day after tomorrow (a
// public holiday's grid would be all closed); the requests alternate one by one between the two ways, after a
// warm-up, so both see the same machine load. The same request with a calendar: slots-calendar.mjs.
import { describe } from '../../../scripts/lib/vetnow-api.mjs';
import { PROCESS_NAMES } from '../process-cpu.mjs';
import { summarize } from '../stats.mjs';
import { firstOpenDay } from './calendar.mjs';

/**
 * (c)'s rows. Answers the day and path measured, and where in the table the rows of (c) with a calendar go (beside
 * these).
 */
export async function measureSlots(run) {
  const { size, progress, report, gateway, tomorrow, addDays, DEMO_DOCTOR, waitUntilQuiet } = run;
  const { row } = report;
  progress(`(c) GET /doctors/:id/slots × ${size.slotsRequests} through the gateway and straight to svc-clinic…`);
  const slotsDate = await firstOpenDay(gateway, addDays(tomorrow, 1), addDays);
  const slotsPath = `/doctors/${DEMO_DOCTOR.id}/slots?date=${slotsDate}`;
  await waitUntilQuiet(PROCESS_NAMES, 30_000, '(c)'); // the consumers done with (b)'s bookings
  const { g, d } = await gatewayAndDirect(run, slotsPath);
  row('c', 'GET slots through the gateway: p50', g.p50, 'ms', '—');
  row('c', '… p99', g.p99, 'ms', '—');
  row('c', 'GET slots straight to svc-clinic: p50', d.p50, 'ms', '—');
  row('c', '… p99', d.p99, 'ms', '—');
  row('c', 'gateway ÷ direct, p50', g.p50 / d.p50, '×', '≤ 1.5', g.p50 / d.p50 <= 1.5);
  row('c', 'gateway ÷ direct, p99', g.p99 / d.p99, '×', '≤ 1.5', g.p99 / d.p99 <= 1.5);
  return { slotsDate, slotsPath, calendarRowsAt: report.rows.length };
}

/**
 * GET `path` `size.slotsRequests` times through the gateway and straight to svc-clinic, alternating one by one so
 * both see the same machine load, after a warm-up.
 */
async function gatewayAndDirect({ size, gateway, clinicDirect }, path) {
  const viaGateway = [];
  const direct = [];
  for (const client of [gateway, clinicDirect]) for (let i = 0; i < size.slotsWarmup; i++) await client.call('GET', path);
  for (let i = 0; i < size.slotsRequests; i++) {
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
