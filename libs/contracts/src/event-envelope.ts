import { z } from 'zod';

/**
 * Every event on the bus travels in this envelope. `id` is unique per event and is used as the
 * JetStream `Nats-Msg-Id` (publisher dedup) and as the consumer inbox key (idempotency).
 * The subject is `${prefix}.${type}`, e.g. `vetnow.appointment.booked`.
 */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  source: z.string().min(1),
  payload: z.unknown(),
});

export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & { payload: P };

export const DEFAULT_EVENT_SUBJECT_PREFIX = 'vetnow';
export const DEFAULT_EVENT_STREAM = 'VETNOW';

export function eventSubject(prefix: string, type: string): string {
  return `${prefix}.${type}`;
}
