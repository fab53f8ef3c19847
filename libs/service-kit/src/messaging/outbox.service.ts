import { randomUUID } from 'node:crypto';
import { traceHeaders } from '../tracing/tracing.js';
import { Inject, Injectable } from '@nestjs/common';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import {
  EVENTS,
  isEventType,
  parseEventPayload,
  type EventPayload,
  type EventPayloadInput,
  type EventType,
} from '@vetnow/contracts/events';
import { eventOwner } from '@vetnow/contracts/event-bus';
import type { Tx } from '../database/database.tokens.js';
import { sql } from 'drizzle-orm';
import { statement } from '../database/statement.js';
import {
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';
import { rememberAdded } from './committed-events.js';

/** One outbox row (a statement: every write of the service goes through here, ADR 0033). */
const insertEvent = statement<{
  id: string;
  type: string;
  version: number;
  source: string;
  subject: string;
  payload: string;
  occurredAt: string;
  traceParent: string | null;
}>(
  'kit_outbox_insert',
  (p) => sql`INSERT INTO kit_outbox (id, type, version, source, subject, payload, occurred_at, trace_parent)
             VALUES (${p.id}, ${p.type}, ${p.version}, ${p.source}, ${p.subject}, ${p.payload}::jsonb, ${p.occurredAt}::timestamptz, ${p.traceParent})`,
);

/** Event types are subject tokens: `appointment.booked` travels on `${prefix}.appointment.booked`. */
const EVENT_TYPE = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

export interface AddEventOptions {
  /** Schema version of the payload; default: the catalogue's version of the type, else 1. */
  readonly version?: number;
}

/**
 * Records events in the caller's transaction (transactional outbox): the event exists if and only if the
 * state change commits. The relay publishes it after the commit — at once when the transaction ran
 * through `UnitOfWork.run`, otherwise on its next poll (≤ 500 ms).
 */
@Injectable()
export class OutboxService {
  constructor(
    @Inject(MESSAGING_CONFIG) private readonly config: MessagingConfig,
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingModuleOptions,
  ) {}

  /**
   * Writes the event in `tx` and returns its envelope. A type of the contracts catalogue (EVENTS) has its
   * payload validated and normalised by its schema and its version checked: a bad payload throws (a
   * ZodError) and nothing is written. A catalogue type another service owns (contracts event-bus.ts) throws too:
   * its NATS user could not publish it, and consumers would refuse it.
   */
  add<T extends EventType>(
    tx: Tx,
    type: T,
    payload: EventPayloadInput<T>,
    opts?: AddEventOptions,
  ): Promise<EventEnvelope<EventPayload<T>>>;
  add(tx: Tx, type: string, payload: unknown, opts?: AddEventOptions): Promise<EventEnvelope>;
  async add(tx: Tx, type: string, input: unknown, opts: AddEventOptions = {}): Promise<EventEnvelope> {
    if (!EVENT_TYPE.test(type)) throw new Error(`Invalid event type "${type}"`);
    const known = isEventType(type);
    const owner = eventOwner(type);
    if (owner && owner !== this.options.service) {
      throw new Error(`${type} is published by svc-${owner}, not svc-${this.options.service}`);
    }
    const given = opts.version ?? (known ? EVENTS[type].version : 1);
    if (!Number.isInteger(given) || given < 1) throw new Error(`Invalid event version ${given}`);
    const payload: unknown = known ? parseEventPayload(type, input, given) : input;
    // A known type's payload given in an earlier version was upcast by parseEventPayload: it goes out as the current one.
    const version = known ? EVENTS[type].version : given;
    if (payload === undefined) throw new Error(`Event ${type} has no payload`);
    const event: EventEnvelope = {
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date().toISOString(),
      source: this.options.service,
      payload,
    };
    const row = {
      id: event.id,
      type,
      version,
      source: event.source,
      subject: eventSubject(this.config.eventSubjectPrefix, type),
      payload,
      occurredAt: event.occurredAt,
      traceParent: traceHeaders()['traceparent'] ?? null,
    };
    await insertEvent(tx, { ...row, payload: JSON.stringify(payload) });
    rememberAdded(tx, row);
    return event;
  }
}
