import { Inject, Injectable } from '@nestjs/common';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { pushMessages, pushSubscriptions } from '../../database/schema.js';
import { OutboxSender, outboxOf, problemOf, PUSH_CHANNEL } from '../../outbox/outbox-sender.js';
import { PUSH_TRANSPORT, PushSendError, type PushTransport } from '../transport/push-transport.js';

/**
 * After this many failed tries a push is given up: with the outbox's backoff (5 s doubling) about 40 minutes — a push
 * service that has been failing that long is down, and the e-mail, SMS and in-app notice still carry the message.
 */
export const MAX_PUSH_ATTEMPTS = 10;

/** A claimed push message with the subscription it goes to. */
export interface ClaimedPush {
  id: string;
  attempts: number;
  payload: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Statements (ADR 0033): up to `limit` due pending push messages, oldest first, locked FOR UPDATE SKIP LOCKED (the
 * messages only), each with its subscription; the mark of each one's outcome; a subscription's last error; and the
 * removal of a subscription the push service says is gone (its messages go with it, by the cascade).
 */
const claimDuePush = statement<{ now: string; limit: number }, ClaimedPush>(
  'notify_push_claim_due',
  (p) => sql`SELECT m.id, m.attempts, m.payload, m.subscription_id AS "subscriptionId", s.endpoint, s.p256dh, s.auth
             FROM ${pushMessages} AS m JOIN ${pushSubscriptions} AS s ON s.id = m.subscription_id
             WHERE m.status = 'pending' AND m.next_attempt_at <= ${p.now}::timestamptz
             ORDER BY m.created_at LIMIT ${p.limit}
             FOR UPDATE OF m SKIP LOCKED`,
);
/** The outbox the sender runs (OutboxSender). */
const PUSH_OUTBOX = outboxOf<ClaimedPush>({ key: 'push', table: pushMessages, noun: 'push', channel: PUSH_CHANNEL, maxAttempts: MAX_PUSH_ATTEMPTS, pollMs: (config) => config.push.pollMs, claimDue: claimDuePush });
const noteSubscription = statement<{ id: string; lastError: string | null }>(
  'notify_push_note_subscription',
  (p) => sql`UPDATE ${pushSubscriptions} SET last_error = ${p.lastError} WHERE id = ${p.id} AND last_error IS DISTINCT FROM ${p.lastError}`,
);
const forgetSubscription = statement<{ id: string }>('notify_push_forget_subscription', (p) => sql`DELETE FROM ${pushSubscriptions} WHERE id = ${p.id}`);

/**
 * The push outbox's sender (issue 40), like the SMS one: each round claims due pending messages with FOR UPDATE SKIP
 * LOCKED, sends each through the transport and marks it before the transaction commits — two copies of svc-notify
 * never send one twice. A 404 or 410 from the push service: the browser is gone, so its subscription (and what was
 * queued for it) is deleted. No answer, 429 or 5xx: tried again with backoff, up to {@link MAX_PUSH_ATTEMPTS}. Any other
 * 4xx (a key the push service refuses, a payload too large): given up at once. Logs the message and subscription ids,
 * never the endpoint or the payload.
 */
@Injectable()
export class PushSenderService extends OutboxSender<ClaimedPush> {
  constructor(@Inject(PUSH_TRANSPORT) private readonly transport: PushTransport) {
    super('PushSender', PUSH_OUTBOX);
  }

  protected async deliver(tx: Tx, push: ClaimedPush, attempts: number, now: Date): Promise<boolean> {
    const ids = { pushId: push.id, subscriptionId: push.subscriptionId.slice(0, 12) };
    try {
      await this.transport.send(push, push.payload);
    } catch (err) {
      const failure = err instanceof PushSendError ? err : new PushSendError(problemOf(err));
      if (failure.gone) {
        await forgetSubscription(tx, { id: push.subscriptionId });
        this.logger.log({ msg: 'push subscription gone (the push service said so): forgotten', ...ids, status: failure.status });
        return false;
      }
      const problem = problemOf(failure);
      await noteSubscription(tx, { id: push.subscriptionId, lastError: problem });
      await this.markFailedTry(tx, push.id, attempts, problem, now, ids, failure.retryable);
      return false;
    }
    await noteSubscription(tx, { id: push.subscriptionId, lastError: null });
    return this.markSent(tx, push.id, attempts, now);
  }
}
