import 'reflect-metadata';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { Tx } from '../database/database.tokens.js';

/** Metadata key under which `@OnEvent` stores the event types on the handler method. */
export const ON_EVENT_METADATA = 'vetnow:on-event';

/** What an event handler receives besides the payload. */
export interface EventContext<P = unknown> {
  /** The transaction that also records the event in the inbox: write the handler's effects through it. */
  readonly tx: Tx;
  readonly event: EventEnvelope<P>;
  /**
   * Runs `fn` once the transaction has committed (before the ack) — to wake something that reads what the handler
   * wrote, e.g. svc-notify's e-mail sender. Not run when the transaction rolls back or the event was handled before.
   */
  readonly afterCommit: (fn: () => void) => void;
}

export type EventHandlerFn<P = unknown> = (payload: P, ctx: EventContext<P>) => unknown;

/**
 * Marks a method of any provider as the handler of one or more event types (e.g. 'appointment.booked').
 * The messaging module discovers it at boot and calls it once per event, inside a transaction that also
 * records the event id in `kit_inbox` — duplicates and redeliveries are skipped. Throwing rolls the
 * transaction back and the event is redelivered later.
 *
 * ```ts
 * @OnEvent('appointment.booked')
 * async onBooked(payload: AppointmentBooked, { tx }: EventContext) { await tx.insert(...) }
 * ```
 */
export function OnEvent(...types: [string, ...string[]]): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const method: unknown = descriptor.value;
    if (typeof method !== 'function') throw new TypeError('@OnEvent() decorates methods only');
    const existing = (Reflect.getMetadata(ON_EVENT_METADATA, method) as string[] | undefined) ?? [];
    Reflect.defineMetadata(ON_EVENT_METADATA, [...new Set([...existing, ...types])], method);
    return descriptor;
  };
}

/** The event types a method handles ([] when it is not an `@OnEvent` handler). */
export function eventTypesOf(method: unknown): string[] {
  if (typeof method !== 'function') return [];
  return (Reflect.getMetadata(ON_EVENT_METADATA, method) as string[] | undefined) ?? [];
}
