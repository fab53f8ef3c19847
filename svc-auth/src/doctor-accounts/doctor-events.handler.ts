import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { DoctorAccountsService } from './doctor-accounts.service.js';

type Snapshot = EventPayload<'doctor.created'>;
type StatusChanged = EventPayload<'doctor.status-changed'>;
type Deleted = EventPayload<'doctor.deleted'>;

/**
 * Keeps doctor accounts in step with svc-clinic, the owner of doctors. The kit has validated each payload
 * against the contracts catalogue and applies each event once (inbox).
 */
@Injectable()
export class DoctorEventsHandler {
  constructor(private readonly doctors: DoctorAccountsService) {}

  @OnEvent('doctor.created', 'doctor.updated')
  async onDoctor(doctor: Snapshot, { tx, event }: EventContext<Snapshot>): Promise<void> {
    await this.doctors.applyDoctor(tx, doctor, new Date(event.occurredAt));
  }

  @OnEvent('doctor.status-changed')
  async onStatus(status: StatusChanged, { tx, event }: EventContext<StatusChanged>): Promise<void> {
    await this.doctors.applyStatus(tx, status.doctorId, status.isActive, new Date(event.occurredAt));
  }

  @OnEvent('doctor.deleted')
  async onDeleted(deleted: Deleted, { tx }: EventContext<Deleted>): Promise<void> {
    await this.doctors.remove(tx, deleted.doctorId);
  }
}
