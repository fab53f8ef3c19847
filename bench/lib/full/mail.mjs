// (h) 201 → confirmation e-mail accepted by SMTP (its method: ../mail-latency.mjs). svc-notify sends its e-mails to
// a real SMTP server of the bench's own (../smtp-sink.mjs). Its sender wakes when an e-mail is queued (this copy's
// wake, or the queue's NOTIFY: ADR 0047), not on a poll; the bookings are still spread at random over a second
// (mailSpreadMs) so that none lines up with the sender's safety timer. Measured once svc-notify has handled the
// bookings before (its CPU quiet) and sent their e-mails (none for two polls), so these e-mails do not wait behind them.
import { measureConfirmationMail } from '../mail-latency.mjs';
import { round, summarize } from '../stats.mjs';

const mailSpreadMs = 1000;
/** After each 201: a missing e-mail is a GAP, not a hang. */
const mailWaitMs = 15_000;

/** (h)'s rows; the latencies in the JSON's details. */
export async function measureMail({ size, progress, report, gateway, owners, slots, smtp, waitUntilQuiet }) {
  const { row } = report;
  await waitUntilQuiet(['notify'], 30_000, '(h)');
  if (!(await smtp.untilIdle(2 * mailSpreadMs, 120_000))) progress('(h) svc-notify was still sending after 120 s; measuring anyway');
  progress(`(h) ${size.mailBookings} bookings one at a time, each followed to its confirmation e-mail at the SMTP server (${smtp.messages.length} e-mails there so far)…`);
  const mail = await measureConfirmationMail({ api: gateway, owners, slots: slots.mail, sink: smtp, spreadMs: mailSpreadMs, waitMs: mailWaitMs });
  const sent = summarize(mail.latenciesMs);
  const pause = summarize(mail.greetingPausesMs);
  report.details.confirmationMail = { mailSpreadMs, latenciesMs: mail.latenciesMs.map(round), greetingPausesMs: mail.greetingPausesMs.map(round), missing: mail.missing };
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
}
