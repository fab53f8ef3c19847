import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { ensureEventStream, eventStreamSettingsFromEnv } from '../event-stream/event-stream.js';

/**
 * The operator's step of a test (ADR 0045): creates the event stream named by `env` (NATS_URL, NATS_STREAM,
 * EVENT_SUBJECT_PREFIX; testConfigEnv) on its server, as the runner does before the services start. The test
 * deletes it afterwards.
 */
export async function ensureTestStream(env: Record<string, string | undefined>): Promise<void> {
  const nc = await connect({ servers: (env['NATS_URL'] ?? 'nats://127.0.0.1:4222').split(',') });
  try {
    await ensureEventStream(await jetstreamManager(nc), eventStreamSettingsFromEnv(env));
  } finally {
    await nc.close();
  }
}
