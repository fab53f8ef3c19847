import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { DB, type Database } from '@vetnow/service-kit/database';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { appointments, owners, type OwnerRow } from '../database/schema.js';

/**
 * Booking's copy of owners' name and contact number (shown to doctors), kept from svc-auth's user.*
 * events. An owner who books before their user.registered arrives gets the token's name and an empty
 * contact on the appointment; when the event arrives, the owner's scheduled appointments are filled in
 * (and refreshed on each later profile update, so doctors call the current number).
 */
@Injectable()
export class OwnerDirectory {
  private readonly logger = new Logger('OwnerDirectory');

  constructor(@Inject(DB) private readonly db: Database) {}

  /** The owner of the read model with this id (any letter case), or undefined (unknown, or not a uuid). */
  async find(id: string): Promise<OwnerRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(owners).where(eq(owners.id, id.toLowerCase()));
    return row;
  }

  @OnEvent('user.registered', 'user.profile-updated')
  async onOwner(u: EventPayload<'user.registered'>, { tx, event }: EventContext): Promise<void> {
    if (!isUuid(u.userId)) {
      this.logger.error({ msg: 'user event with a non-uuid user id; skipped', eventId: event.id, type: event.type });
      return;
    }
    const id = u.userId.toLowerCase();
    const at = new Date(event.occurredAt);
    const applied = await tx
      .insert(owners)
      .values({ id, fullName: u.fullName, contactNumber: u.contactNumber, eventAt: at })
      .onConflictDoUpdate({
        target: owners.id,
        set: { fullName: u.fullName, contactNumber: u.contactNumber, eventAt: at },
        setWhere: lte(owners.eventAt, at),
      })
      .returning({ id: owners.id });
    if (applied.length === 0) return; // an older event than the state held
    // The visits' copy of the owner only: the visit itself did not change, so its updated_at stays — it makes the
    // calendar event's SEQUENCE (calendar-event/appointment-ics.ts), which the confirmation e-mail's copy has at 0.
    await tx
      .update(appointments)
      .set({ user: { _id: id, fullName: u.fullName, contactNumber: u.contactNumber } })
      .where(and(eq(appointments.userId, id), inArray(appointments.status, ['scheduled', 'needs-rescheduling'])));
  }
}
