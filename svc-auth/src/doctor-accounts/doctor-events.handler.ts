import { Injectable, Logger } from '@nestjs/common';
import { doctorSchema } from '@vetnow/contracts/doctor';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging/on-event.decorator';
import { z } from 'zod';
import { DoctorAccountsService } from './doctor-accounts.service.js';

const doctorPayload = z.union([z.object({ doctor: doctorSchema }).transform((p) => p.doctor), doctorSchema]);
const statusPayload = z.object({ doctorId: z.string().uuid(), isActive: z.boolean() });
const deletedPayload = z.object({ doctorId: z.string().uuid() });

/** Keeps doctor accounts in step with svc-clinic, the owner of doctors. Each event is applied once (kit inbox). */
@Injectable()
export class DoctorEventsHandler {
  private readonly logger = new Logger('DoctorEvents');

  constructor(private readonly doctors: DoctorAccountsService) {}

  @OnEvent('doctor.created', 'doctor.updated')
  async onDoctor(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const doctor = this.parse(doctorPayload, payload, event);
    if (doctor) await this.doctors.applyDoctor(tx, doctor, new Date(event.occurredAt));
  }

  @OnEvent('doctor.status-changed')
  async onStatus(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const status = this.parse(statusPayload, payload, event);
    if (status) await this.doctors.applyStatus(tx, status.doctorId, status.isActive, new Date(event.occurredAt));
  }

  @OnEvent('doctor.deleted')
  async onDeleted(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const deleted = this.parse(deletedPayload, payload, event);
    if (deleted) await this.doctors.remove(tx, deleted.doctorId);
  }

  /** A payload this service cannot read is logged and skipped: retrying would not make it readable. */
  private parse<T>(schema: z.ZodType<T>, payload: unknown, event: EventContext['event']): T | undefined {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    this.logger.error({ eventId: event.id, type: event.type, msg: 'unreadable doctor event payload; skipped' });
    return undefined;
  }
}
