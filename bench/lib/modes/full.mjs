// The full run (and --quick): one stack of its own (../full/stack.mjs), then the measures in this order, each in a
// module of ../full/ that says how it measures: (a) race.mjs; (b) booking.mjs; (e) floor.mjs, which writes (b)'s rows
// beside its own; (c) slots.mjs; (d) visibility.mjs; (h) mail.mjs; (c) with a calendar, slots-calendar.mjs (its rows
// beside (c)'s); then the browser measures (f) and (g) of web.mjs. Ends with the table, the JSON and latest.json.
import { round } from '../stats.mjs';
import { measureBookings } from '../full/booking.mjs';
import { floorAndBookingRows } from '../full/floor.mjs';
import { measureMail } from '../full/mail.mjs';
import { measureRace } from '../full/race.mjs';
import { measureSlots } from '../full/slots.mjs';
import { measureSlotsWithCalendar } from '../full/slots-calendar.mjs';
import { planSlots, startBenchStack } from '../full/stack.mjs';
import { measurePaid, measureVisibility } from '../full/visibility.mjs';
import { measureJsPerRoute, measureLighthouse } from './web.mjs';

/** Runs every measure the sizes ask for on a stack of its own, prints the table and exits. */
export async function benchFull(bench) {
  const { quick, size, progress, report } = bench;
  const stack = await startBenchStack(bench);
  let exitCode = 0;
  try {
    const run = { ...bench, ...stack, ...(await planSlots(bench, stack)) };
    await measureRace(run);
    await floorAndBookingRows(run, await measureBookings(run));
    const slotsDay = await measureSlots(run);
    await measureVisibility(run);
    await measurePaid(run);
    await measureMail(run);
    await measureSlotsWithCalendar(run, slotsDay);
    if (size.web) {
      const weights = await measureJsPerRoute(bench, stack.env.stack, run.owners[0].token, [`/book-appointment/${stack.DEMO_DOCTOR.id}`]);
      report.details.jsPerRoute = weights.map(({ path, focus, files, gzipKiB, rawKiB, list }) => ({ path, focus, files, gzipKiB: round(gzipKiB), rawKiB: round(rawKiB), list }));
      if (size.lighthouse) await measureLighthouse(bench, stack.env.stack);
    }
  } catch (err) {
    exitCode = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  } finally {
    await stack.close();
  }
  report.finish({ mode: quick ? 'quick' : 'full', code: exitCode, prefix: '', latest: true, extra: { sizes: size } });
}
