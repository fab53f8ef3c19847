/**
 * What the other services' events become in svc-notify, one family a handler in this folder: the read models here
 * (NotifyEventsHandler), the appointments' events in appointment-events.handler.ts, the payments' in
 * payment-events.handler.ts, the account's security notice in sign-in-delayed.handler.ts (the visits' messages go
 * through visit-notice.service.ts), the claim link's SMS and the waitlist's offer in their own.
 */
import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { eq, lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contacts, doctors } from '../database/schema.js';
import { PetCareRemindersService } from '../pet-care/pet-care-reminders.service.js';

export { DOCTOR_NOTICE_HOURS } from './appointment-events.handler.js';
export { PAY_PATH } from './visit-notice.service.js';

/** A read model's upsert that keeps the newer row: `values` replace the row at `key` only when it is older. */
function unlessNewer<V extends { updatedAt: Date }>(key: AnyPgColumn, updatedAt: AnyPgColumn, values: V) {
  return { target: key, set: values, setWhere: lt(updatedAt, values.updatedAt) };
}

/**
 * Turns the bus's events into the read models the messages are written from (contacts, doctors) and the pets' care
 * lists the pet care reminders go out from. Each write is in the event's inbox transaction and keeps the newer
 * state (by the event's occurredAt), so a redelivered or late event changes nothing. Nobody is notified here.
 */
@Injectable()
export class NotifyEventsHandler {
  private readonly logger = new Logger('NotifyEvents');

  constructor(private readonly petCare: PetCareRemindersService) {}

  @OnEvent('user.contact-changed')
  async onContact(c: EventPayload<'user.contact-changed'>, { tx, event }: EventContext): Promise<void> {
    const values = {
      userId: c.userId,
      role: c.role,
      email: c.email,
      fullName: c.fullName,
      language: c.language,
      phone: c.phone ?? null,
      updatedAt: new Date(event.occurredAt),
    };
    await tx.insert(contacts).values(values).onConflictDoUpdate(unlessNewer(contacts.userId, contacts.updatedAt, values));
  }

  @OnEvent('doctor.created')
  @OnEvent('doctor.updated')
  async onDoctor(d: EventPayload<'doctor.created'>, { tx, event }: EventContext): Promise<void> {
    const values = {
      doctorId: d._id,
      name: d.fullName,
      email: d.email,
      clinicAddress: d.clinicAddress,
      deleted: 0,
      updatedAt: new Date(event.occurredAt),
    };
    await tx.insert(doctors).values(values).onConflictDoUpdate(unlessNewer(doctors.doctorId, doctors.updatedAt, values));
  }

  /** The name stays for the doctor's past appointments' messages. */
  @OnEvent('doctor.deleted')
  async onDoctorDeleted(d: EventPayload<'doctor.deleted'>, { tx }: EventContext): Promise<void> {
    await tx.update(doctors).set({ deleted: 1 }).where(eq(doctors.doctorId, d.doctorId));
  }

  /**
   * pet.care-due-changed (issue 38, private): the pet's whole list of due items replaces the one recorded, unless
   * a later event came first (by occurredAt). Nobody is notified here: the pet care reminders go out at their time
   * (PetCareRemindersService), however old the event.
   */
  @OnEvent('pet.care-due-changed')
  async onPetCareDue(p: EventPayload<'pet.care-due-changed'>, { tx, event }: EventContext): Promise<void> {
    const changed = await this.petCare.record(tx, p, new Date(event.occurredAt));
    if (!changed) this.logger.debug({ msg: 'older pet care list ignored', petId: p.petId });
  }
}
