/**
 * The event consumer's lanes: one durable pull consumer per subject tree it filters on (the service's, and
 * `<service>-private` for private event types, ADR 0029), how each is created or brought up to date on the stream,
 * and where they stand (lag, for metrics).
 */
import type { Logger } from '@nestjs/common';
import { nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type ConsumerMessages,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { privateDurableName } from '@vetnow/contracts/event-bus';
import { isPrivateEventType, privateSubjectPrefix } from '@vetnow/contracts/event-envelope';
import type { MessagingModuleOptions } from './messaging.options.js';

/** Where this service's durable consumer stands on the stream (for metrics). */
export interface ConsumerLag {
  /** Events not yet delivered. */
  readonly pending: number;
  /** Delivered and not yet acknowledged. */
  readonly ackPending: number;
  /** Being redelivered. */
  readonly redelivered: number;
}

/** How long one pull request lives on the server (see consumeForever). */
export const PULL_EXPIRES_MS = 2_000;

/** One durable pull consumer and the subject tree it filters on. */
export interface Lane {
  readonly durable: string;
  readonly filter: () => string;
  messages?: ConsumerMessages;
  loop?: Promise<void>;
}

/**
 * The lanes that the handled `types` need: the service's durable on `${prefix}.>` when one of them is public, and
 * `<service>-private` on `${prefix}-private.>` when one is private. `subjectPrefix` is read when a filter is.
 */
export function lanesFor(
  types: readonly string[],
  service: MessagingModuleOptions['service'],
  subjectPrefix: () => string,
): Lane[] {
  const lanes: Lane[] = [];
  if (types.some((t) => !isPrivateEventType(t))) {
    lanes.push({ durable: service, filter: () => `${subjectPrefix()}.>` });
  }
  if (types.some(isPrivateEventType)) {
    lanes.push({
      durable: privateDurableName(service),
      filter: () => `${privateSubjectPrefix(subjectPrefix())}.>`,
    });
  }
  return lanes;
}

/** The server-side settings of every lane's consumer. */
export interface LaneSettings {
  readonly ackWaitMs: number;
  readonly maxDeliver: number;
}

/**
 * Creates the durable consumer, or brings its settings up to date. No server-side `backoff`: on
 * nats-server 2.9 it distorts `nak(delay)` (the delay is measured against the backoff step instead of
 * ack_wait), so handler errors back off through nak delays and lost acks wait one ack_wait.
 */
export async function ensureLaneConsumer(
  jsm: JetStreamManager,
  stream: string,
  lane: Lane,
  laneSettings: LaneSettings,
  logger: Logger,
): Promise<void> {
  const durable = lane.durable;
  const settings = {
    filter_subject: lane.filter(),
    ack_wait: nanos(laneSettings.ackWaitMs),
    max_deliver: laneSettings.maxDeliver,
    max_ack_pending: 1000,
  };
  try {
    await jsm.consumers.info(stream, durable);
    await jsm.consumers.update(stream, durable, settings);
  } catch (err) {
    if (!(err instanceof JetStreamApiError) || err.code !== JetStreamApiCodes.ConsumerNotFound) throw err;
    await jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ...settings,
    });
    logger.log(`Created durable consumer "${durable}" on ${stream}`);
  }
}

/** The lanes' positions on the stream, added up (throws when a consumer's info cannot be had). */
export async function lagOfLanes(
  jsm: JetStreamManager,
  stream: string,
  lanes: readonly Lane[],
): Promise<ConsumerLag> {
  const lag = { pending: 0, ackPending: 0, redelivered: 0 };
  for (const lane of lanes) {
    const info = await jsm.consumers.info(stream, lane.durable);
    lag.pending += info.num_pending;
    lag.ackPending += info.num_ack_pending;
    lag.redelivered += info.num_redelivered;
  }
  return lag;
}
