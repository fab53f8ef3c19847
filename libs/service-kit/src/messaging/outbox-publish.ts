/**
 * How an outbox row goes to JetStream: its event envelope as the message body, `Nats-Msg-Id` = event id (the
 * stream's duplicate window drops a second copy), and its trace context as a header (ADR 0027).
 */
import { headers, type MsgHdrs } from '@nats-io/transport-node';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { OutboxRow } from './committed-events.js';
import type { NatsConnectionService } from './nats-connection.service.js';

export type JetStream = NonNullable<ReturnType<NatsConnectionService['jetstream']>>;

const encoder = new TextEncoder();

/** NATS headers carrying the event's trace context (ADR 0027). */
function traceHeadersOf(traceParent: string): MsgHdrs {
  const h = headers();
  h.set('traceparent', traceParent);
  return h;
}

export function envelopeOf(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    occurredAt: new Date(row.occurredAt).toISOString(),
    source: row.source,
    payload: row.payload,
  };
}

/** Publishes one row, resolving with its PubAck (rejecting when none came within `timeoutMs`). */
export function publishOutboxRow(js: JetStream, row: OutboxRow, timeoutMs: number) {
  return js.publish(row.subject, encoder.encode(JSON.stringify(envelopeOf(row))), {
    msgID: row.id,
    timeout: timeoutMs,
    ...(row.traceParent ? { headers: traceHeadersOf(row.traceParent) } : {}),
  });
}
