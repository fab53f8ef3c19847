import { Injectable, Logger } from '@nestjs/common';
import { parseEventPayload, type EventPayload, type EventType } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging/on-event.decorator';
import { DoctorAccountsService } from './doctor-accounts.service.js';

/** Keeps doctor accounts in step with svc-clinic, the owner of doctors. Each event is applied once (kit inbox). */
@Injectable()
export class DoctorEventsHandler {
  private readonly logger = new Logger('DoctorEvents');

  constructor(private readonly doctors: DoctorAccountsService) {}

  @OnEvent('doctor.created', 'doctor.updated')
  async onDoctor(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const doctor = this.parse(event.type as 'doctor.created' | 'doctor.updated', payload, event);
    if (doctor) await this.doctors.applyDoctor(tx, doctor, new Date(event.occurredAt));
  }

  @OnEvent('doctor.status-changed')
  async onStatus(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const status = this.parse('doctor.status-changed', payload, event);
    if (status)
      await this.doctors.applyStatus(tx, status.doctorId, status.isActive, new Date(event.occurredAt));
  }

  @OnEvent('doctor.deleted')
  async onDeleted(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const deleted = this.parse('doctor.deleted', payload, event);
    if (deleted) await this.doctors.remove(tx, deleted.doctorId);
  }

  /** A payload this service cannot read is logged (ids only) and skipped: retrying would not make it readable. */
  private parse<T extends EventType>(
    type: T,
    payload: unknown,
    event: EventContext['event'],
  ): EventPayload<T> | undefined {
    try {
      return parseEventPayload(type, payload, event.version);
    } catch {
      this.logger.error({
        eventId: event.id,
        type: event.type,
        msg: 'unreadable doctor event payload; skipped',
      });
      return undefined;
    }
  }
}
