// (c) slots again, with a realistic calendar. Two years of public holidays are seeded already (2026–2027); the admin
// adds a closure every month (an afternoon on the measured day's day of the month, the measured day included) and the
// bench doctor a leave every week over the booking horizon (a morning, on the measured day's weekday), through the
// API (calendar.mjs). The same request as (c) (slots.mjs), through the gateway, in blocks without and with that
// calendar (A-B-A-B-A: the closures and leave are added before each B block and removed after it), so a slow drift of
// the machine's load touches both sides alike. In every block the requests alternate with the same doctor's next
// open day (no closure or leave on it even with the calendar): measured request by request, "measured day ÷ next
// day" with the calendar is immune to that drift.
import { describe } from '../../../scripts/lib/vetnow-api.mjs';
import { PROCESS_NAMES } from '../process-cpu.mjs';
import { round, summarize } from '../stats.mjs';
import { addRealisticCalendar, firstOpenDay, removeCalendar } from './calendar.mjs';

/**
 * (c) with a calendar, on the day slots.mjs measured (`slotsDate`, `slotsPath`); its rows go beside (c)'s,
 * at `calendarRowsAt`. Each block's figures are kept in the JSON's details.
 */
export async function measureSlotsWithCalendar(run, { slotsDate, slotsPath, calendarRowsAt }) {
  const { size, progress, report, gateway, addDays, DEMO_DOCTOR, waitUntilQuiet } = run;
  const { row, rows, details } = report;
  progress(`(c) GET slots without and with a calendar (${size.calendarClosureMonths} monthly closures, weekly leave), A-B-A-B-A…`);
  const controlDate = await firstOpenDay(gateway, addDays(slotsDate, 1), addDays);
  const controlPath = `/doctors/${DEMO_DOCTOR.id}/slots?date=${controlDate}`;
  const samples = { plain: [], calendar: [], plainControl: [], calendarControl: [] };
  let calendarNote = '';
  for (let block = 0; block < 2 * size.calendarCycles + 1; block++) {
    const withCalendar = block % 2 === 1;
    const made = withCalendar ? await addRealisticCalendar(run, slotsDate) : undefined;
    if (made) calendarNote = `${made.holidays} holidays, ${made.closureIds.length} closures, ${made.leaveIds.length} leave`;
    // The consumers apply the change (svc-booking marks or frees bench bookings, svc-notify tells their owners):
    // measure once the stack is quiet again.
    if (block > 0) await waitUntilQuiet(PROCESS_NAMES);
    const [measured, control] = await measureGateway(run, [slotsPath, controlPath], size.slotsWarmup / 5);
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
  row('c', `… the same without it, in the blocks between (${size.calendarCycles} with, ${size.calendarCycles + 1} without): p50`, without.p50, 'ms', '—');
  row('c', '… p99', without.p99, 'ms', '—');
  row('c', 'with a calendar ÷ without, through the gateway, p50', withCal.p50 / without.p50, '×', '≤ 1.2', withCal.p50 / without.p50 <= 1.2);
  row('c', 'with a calendar ÷ without, through the gateway, p99', withCal.p99 / without.p99, '×', '≤ 1.2', withCal.p99 / without.p99 <= 1.2);
  const q50 = withCal.p50 / sameTime.p50;
  const q99 = withCal.p99 / sameTime.p99;
  row('c', `… the same day ÷ the next open day (${controlDate}, no closure or leave), request by request, p50`, q50, '×', '≤ 1.2', q50 <= 1.2);
  row('c', '… p99', q99, '×', '≤ 1.2', q99 <= 1.2);
  rows.splice(calendarRowsAt, 0, ...rows.splice(rowsBefore));
}

/**
 * `size.calendarBlockRequests` rounds of GETs of each of `paths` (one after the other within a round) through the
 * gateway, after `warmup` unmeasured rounds; answers each path's times.
 */
async function measureGateway({ size, gateway }, paths, warmup) {
  const out = paths.map(() => []);
  for (let i = 0; i < warmup; i++) for (const path of paths) await gateway.call('GET', path);
  for (let i = 0; i < size.calendarBlockRequests; i++) {
    for (const [k, path] of paths.entries()) {
      const a = await gateway.call('GET', path);
      if (a.status !== 200) throw new Error(describe('GET', `${gateway.prefix}${path}`, a));
      out[k].push(a.ms);
    }
  }
  return out;
}
