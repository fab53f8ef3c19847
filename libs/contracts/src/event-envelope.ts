import { z } from '@vetnow/contracts/zod';

/**
 * Every event on the bus travels in this envelope. `id` is unique per event and is used as the
 * JetStream `Nats-Msg-Id` (publisher dedup) and as the consumer inbox key (idempotency).
 * The subject is `${prefix}.${type}`, e.g. `vetnow.appointment.booked` (private types: see {@link eventSubject}).
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

/**
 * Event types that travel outside `${prefix}.>`, on `${prefix}-private.<type>` (ADR 0029): every service's durable
 * consumer filters on `${prefix}.>` and so receives every event there whatever its NATS user may subscribe to; a
 * type only some services may read must live in a tree the others' durables never see. Today: the contact facts
 * (e-mail, language) svc-auth gives svc-notify, and a completed visit's findings svc-booking gives svc-notify.
 */
export const PRIVATE_EVENT_TYPES: readonly string[] = ['user.contact-changed', 'appointment.findings-shared', 'account.sign-in-delayed', 'pet.care-due-changed', 'account.claim-link'];

export function isPrivateEventType(type: string): boolean {
  return PRIVATE_EVENT_TYPES.includes(type);
}

/** The subject tree of the private event types: `vetnow` → `vetnow-private`. */
export function privateSubjectPrefix(prefix: string): string {
  return `${prefix}-private`;
}

/** `${prefix}.${type}`, or `${prefix}-private.${type}` for a private type. */
export function eventSubject(prefix: string, type: string): string {
  return isPrivateEventType(type) ? `${privateSubjectPrefix(prefix)}.${type}` : `${prefix}.${type}`;
}
