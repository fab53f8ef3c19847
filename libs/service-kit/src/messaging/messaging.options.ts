import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { ServiceName } from '@vetnow/contracts/services';
import type { ServiceConfig } from '../config/service-config.js';

/**
 * Where the service's events go (the fields as ServiceConfig documents them). Taken from `ServiceConfig` when the
 * kit's config module is present.
 */
export type MessagingConfig = Pick<ServiceConfig, 'natsUrl' | 'natsStream' | 'eventSubjectPrefix' | 'natsUser' | 'natsPassword' | 'natsCreds' | 'eventAckWaitMs'> &
  Partial<Pick<ServiceConfig, 'eventRetentionDays'>>;

export interface OutboxRelayOptions {
  /**
   * The safety poll of the outbox while its LISTEN connection is up (a commit anywhere wakes the relay through
   * kit_outbox's trigger; this only bounds what a lost notification could delay). Default 60 s (ADR 0047).
   */
  readonly pollIntervalMs?: number;
  /** The poll while the LISTEN connection is down (and before it is first up). Default 500 ms. */
  readonly fallbackPollMs?: number;
  /** `false`: no LISTEN connection, only the polls (the fallback one for good). Default true. */
  readonly listen?: boolean;
  /** Rows per relay transaction. Default 100. */
  readonly batchSize?: number;
  /** How long to wait for a PubAck. Default 3000 ms. */
  readonly publishTimeoutMs?: number;
  /**
   * Backoff after a failed publish: base * 2^(failures-1), capped. Defaults 200 ms / 1 s: a retry publishes the
   * oldest row alone (ADR 0080), so trying every second costs one request while the stream refuses.
   */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** Published rows older than this are deleted (hourly). Default 7 days. */
  readonly retentionMs?: number;
}

export interface EventConsumerOptions {
  /** Time the server waits for an ack before redelivering. Default 30 s. */
  readonly ackWaitMs?: number;
  /** Deliveries before a failing event is given up (logged and terminated). Default 20. */
  readonly maxDeliver?: number;
  /** Delay before redelivery after a handler error: base * 2^(delivery-1), capped. Defaults 1 s / 60 s. */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** Inbox rows older than this are deleted (hourly). Default: the stream's max age (eventRetentionDays) + 1 day. */
  readonly inboxRetentionMs?: number;
}

export interface MessagingModuleOptions {
  /** The owning service; also the durable consumer name and the inbox `consumer` key. */
  readonly service: ServiceName;
  /** Overrides the values read from `ServiceConfig` (SERVICE_CONFIG) or the environment. */
  readonly config?: MessagingConfig;
  readonly relay?: OutboxRelayOptions;
  readonly consumer?: EventConsumerOptions;
  /**
   * Test seam: called after a handler transaction committed and before the ack. Returning `false` skips
   * the ack, as if the process died at that moment (the server redelivers after ack_wait).
   */
  readonly beforeAck?: (event: EventEnvelope) => boolean | void;
}

export const MESSAGING_OPTIONS = Symbol('vetnow.messaging-options');
export const MESSAGING_CONFIG = Symbol('vetnow.messaging-config');
