import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { Tx } from '../database/database.tokens.js';
import { kitOutbox } from './messaging.schema.js';
import {
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';

const EVENT_TYPE = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

export interface AddEventOptions {
  /** Schema version of the payload; default 1. */
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

  async add<P = unknown>(
    tx: Tx,
    type: string,
    payload: P,
    opts: AddEventOptions = {},
  ): Promise<EventEnvelope<P>> {
    if (!EVENT_TYPE.test(type)) throw new Error(`Invalid event type "${type}"`);
    const version = opts.version ?? 1;
    if (!Number.isInteger(version) || version < 1) throw new Error(`Invalid event version ${version}`);
    const event: EventEnvelope<P> = {
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date().toISOString(),
      source: this.options.service,
      payload,
    };
    await tx.insert(kitOutbox).values({
      id: event.id,
      type,
      version,
      source: event.source,
      subject: eventSubject(this.config.eventSubjectPrefix, type),
      payload: payload as unknown,
      occurredAt: new Date(event.occurredAt),
    });
    return event;
  }
}
