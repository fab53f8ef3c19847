// Figure (h) of the bench: the time from a booking's 201 to its confirmation e-mail accepted by a real SMTP server
// (the end of its DATA at the sink of smtp-sink.mjs). svc-notify queues the e-mail when it handles
// appointment.booked and wakes its sender once that transaction commits (and the queue's NOTIFY wakes every copy's,
// ADR 0047); MAIL_POLL_MS is only the sender's safety timer.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sinkClockMs } from './smtp-sink.mjs';
import { book, bookBody, describe } from '../../scripts/lib/vetnow-api.mjs';

/**
 * Books each of `slots` in turn (owner i % owners.length) and waits for that booking's confirmation at the sink —
 * the first message to the owner's address whose subject ends with " - <reference>" (`VetNow: Appointment
 * confirmed - APT-…` in English) — before the next one, so each e-mail has the sender's round to itself (a round
 * sends its e-mails one after the other: a second one would wait for the first). Each booking comes after a random
 * pause of up to `spreadMs`, so the 201s fall at random points of any timer of the stack rather than in step with
 * one. An e-mail not there `waitMs` after its 201 ends the measure (it is reported missing; the slots after it are
 * not booked), so a stalled svc-notify costs one `waitMs`, not one per booking. A booking not answered 201 throws.
 * @returns {Promise<{ expected: number, latenciesMs: number[], greetingPausesMs: number[], missing: string[] }>}
 *   `greetingPausesMs`: the sink's wait before greeting, for an e-mail that opened a new connection (0 on a reused
 *   one; included in its latency, same order); `missing`: the reference whose e-mail did not come in time, if one did not
 */
export async function measureConfirmationMail({ api, owners, slots, sink, spreadMs, waitMs = 15_000 }) {
  const latenciesMs = [];
  const greetingPausesMs = [];
  const missing = [];
  for (const [i, slot] of slots.entries()) {
    await sleep(Math.random() * spreadMs);
    const owner = owners[i % owners.length];
    const a = await book(api, owner, bookBody(slot, 'Mail'), randomUUID());
    const answeredAtMs = sinkClockMs();
    if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
    const reference = a.json.appointment.appointmentId;
    const email = owner.email.toLowerCase();
    const mail = await sink.waitFor((m) => m.subject.endsWith(` - ${reference}`) && m.to.some((t) => t.toLowerCase() === email), answeredAtMs + waitMs);
    if (!mail) {
      missing.push(reference);
      break;
    }
    latenciesMs.push(mail.receivedAtMs - answeredAtMs);
    greetingPausesMs.push(mail.greetingPauseMs);
  }
  return { expected: slots.length, latenciesMs, greetingPausesMs, missing };
}
