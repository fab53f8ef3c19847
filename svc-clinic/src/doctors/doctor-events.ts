import { Injectable } from '@nestjs/common';
import { EVENTS, type EventPayload } from '@vetnow/contracts/events';
import type { Tx } from '@vetnow/service-kit/database';
import { OutboxService } from '@vetnow/service-kit/messaging';
import type { DoctorRow } from '../database/schema.js';
import { toDoctorSnapshot } from './doctor-mapper.js';

type DoctorEventType = 'doctor.created' | 'doctor.updated' | 'doctor.status-changed' | 'doctor.deleted';

/**
 * Writes doctor.* events to the outbox in the caller's transaction. Each payload goes through its contracts
 * schema first: what leaves is exactly the catalogue's shape (a doctor snapshot carries no password — the
 * schema has no such field and drops unknown keys). A snapshot is built from the stored row: its fee in minor units.
 */
@Injectable()
export class DoctorEvents {
  constructor(private readonly outbox: OutboxService) {}

  created(tx: Tx, row: DoctorRow) {
    return this.add(tx, 'doctor.created', toDoctorSnapshot(row));
  }

  updated(tx: Tx, row: DoctorRow) {
    return this.add(tx, 'doctor.updated', toDoctorSnapshot(row));
  }

  statusChanged(tx: Tx, doctorId: string, isActive: boolean) {
    return this.add(tx, 'doctor.status-changed', { doctorId, isActive });
  }

  deleted(tx: Tx, doctorId: string) {
    return this.add(tx, 'doctor.deleted', { doctorId });
  }

  private async add<T extends DoctorEventType>(tx: Tx, type: T, payload: EventPayload<T>): Promise<void> {
    const { version, schema } = EVENTS[type];
    await this.outbox.add(tx, type, schema.parse(payload), { version });
  }
}
