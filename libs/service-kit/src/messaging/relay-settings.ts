/** The outbox relay's settings, resolved from `MessagingModuleOptions.relay` and the defaults (see OutboxRelayOptions). */
import type { MessagingModuleOptions } from './messaging.options.js';

export interface RelaySettings {
  readonly pollIntervalMs: number;
  readonly fallbackPollMs: number;
  readonly batchSize: number;
  readonly publishTimeoutMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly retentionMs: number;
}

export function relaySettingsOf(options: MessagingModuleOptions): RelaySettings {
  const pollIntervalMs = options.relay?.pollIntervalMs ?? 60_000;
  return {
    pollIntervalMs,
    fallbackPollMs: Math.min(options.relay?.fallbackPollMs ?? 500, pollIntervalMs),
    batchSize: options.relay?.batchSize ?? 100,
    publishTimeoutMs: options.relay?.publishTimeoutMs ?? 3000,
    retryBaseMs: options.relay?.retryBaseMs ?? 200,
    retryMaxMs: options.relay?.retryMaxMs ?? 1000,
    retentionMs: options.relay?.retentionMs ?? 7 * 24 * 3600_000,
  };
}
