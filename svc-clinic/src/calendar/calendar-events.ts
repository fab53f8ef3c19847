import { Injectable } from '@nestjs/common';
import { EVENTS, type EventPayloadInput } from '@vetnow/contracts/events';
import type { Tx } from '@vetnow/service-kit/database';
import { OutboxService } from '@vetnow/service-kit/messaging';

type CalendarEventType = 'clinic.closure-added' | 'clinic.closure-removed' | 'doctor.leave-added' | 'doctor.leave-removed';

/** Writes the calendar events to the outbox in the caller's transaction, each payload checked by its contracts schema. */
@Injectable()
export class CalendarEvents {
  constructor(private readonly outbox: OutboxService) {}

  async add<T extends CalendarEventType>(tx: Tx, type: T, payload: EventPayloadInput<T>): Promise<void> {
    const { version, schema } = EVENTS[type];
    await this.outbox.add(tx, type, schema.parse(payload), { version });
  }
}
