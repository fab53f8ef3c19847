/**
 * The event consumer's delivery policy: its settings (ack wait, deliveries, retry backoff, inbox retention) as
 * options and config resolve them, which pulled messages are read (malformed or forged ones are terminated), and
 * what a failed delivery gets (a nak with a growing delay, or termination after `maxDeliver`).
 */
import type { Logger } from '@nestjs/common';
import type { JsMsg } from '@nats-io/jetstream';
import { envelopeRefusal } from '@vetnow/contracts/event-bus';
import { eventEnvelopeSchema, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { MessagingConfig, MessagingModuleOptions } from './messaging.options.js';
import { backoffDelay, errorMessage } from './retry.js';
import { DEFAULT_EVENT_RETENTION_DAYS } from './nats-connection.service.js';

const DAY_MS = 24 * 3600_000;

export interface DeliveryPolicy {
  readonly ackWaitMs: number;
  readonly maxDeliver: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly inboxRetentionMs: number;
}

/** The consumer's settings: `options.consumer` first, then the service's config, then the defaults. */
export function deliveryPolicyOf(options: MessagingModuleOptions, config: MessagingConfig): DeliveryPolicy {
  return {
    ackWaitMs: options.consumer?.ackWaitMs ?? config.eventAckWaitMs ?? 30_000,
    maxDeliver: Math.max(1, options.consumer?.maxDeliver ?? 20),
    retryBaseMs: options.consumer?.retryBaseMs ?? 1000,
    retryMaxMs: options.consumer?.retryMaxMs ?? 60_000,
    // An event older than the stream's max age can no longer be delivered, so its inbox row has done its work.
    inboxRetentionMs:
      options.consumer?.inboxRetentionMs ??
      ((config.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) + 1) * DAY_MS,
  };
}

/**
 * The message's envelope, or undefined when it was malformed or forged: then it has been logged and terminated.
 * Defence in depth behind the bus's permissions (ADR 0010): a catalogue event counts only on its own subject and
 * from its owner; anything else is forged or misrouted, never handled.
 */
export function readEnvelope(msg: JsMsg, subjectPrefix: string, logger: Logger): EventEnvelope | undefined {
  let event: EventEnvelope;
  try {
    event = eventEnvelopeSchema.parse(msg.json());
  } catch (err) {
    logger.error(
      `Terminating malformed event on ${msg.subject} (seq ${msg.seq}): ${errorMessage(err).slice(0, 300)}`,
    );
    msg.term(); // no reason: nats-server 2.9 ignores '+TERM <reason>'
    return undefined;
  }
  const refusal = envelopeRefusal(event, msg.subject, subjectPrefix);
  if (refusal) {
    logger.error(
      `Terminating forged event ${event.id} on ${msg.subject} (seq ${msg.seq}): ${refusal.slice(0, 300)}`,
    );
    msg.term();
    return undefined;
  }
  return event;
}

/** After a handler error: nak with a growing delay, or log and terminate once `maxDeliver` deliveries were made. */
export function settleFailedDelivery(
  msg: JsMsg,
  event: EventEnvelope,
  err: unknown,
  policy: DeliveryPolicy,
  logger: Logger,
): void {
  const delivery = msg.info.deliveryCount;
  if (delivery >= policy.maxDeliver) {
    logger.error(
      `Giving up on event ${event.type} ${event.id} after ${delivery} deliveries: ${errorMessage(err).slice(0, 500)}`,
    );
    msg.term();
  } else {
    const delay = backoffDelay(delivery, policy.retryBaseMs, policy.retryMaxMs);
    logger.warn(
      `Handler failed for ${event.type} ${event.id} (delivery ${delivery}): ${errorMessage(err).slice(0, 500)}; retry in ${delay} ms`,
    );
    msg.nak(delay);
  }
}
