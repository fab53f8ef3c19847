import { Injectable, Logger } from '@nestjs/common';
import { slotHeldEventV1, slotReleasedEventV1 } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { doctorIdSchema } from '../common/doctor-id.js';
import { slotHolds } from '../database/schema.js';

const held = slotHeldEventV1.extend({ doctorId: doctorIdSchema });
const released = slotReleasedEventV1.extend({ doctorId: doctorIdSchema });

/**
 * The slot-hold read model, from svc-booking's slot.held / slot.released: a live hold (not released, not expired)
 * makes its slot unavailable in the slot grid and the doctor search. Order-proof like occupancy: a release that
 * arrives first leaves a released row, so the late slot.held changes nothing; a new hold of an owner releases
 * their previous one (one hold per owner).
 */
@Injectable()
export class SlotHoldsHandler {
  private readonly logger = new Logger('SlotHolds');

  @OnEvent('slot.held')
  async onHeld(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const hold = this.parse(held, payload, event);
    if (!hold) return;
    await tx
      .update(slotHolds)
      .set({ releasedAt: new Date(event.occurredAt) })
      .where(and(eq(slotHolds.userId, hold.userId), ne(slotHolds.holdId, hold.holdId), isNull(slotHolds.releasedAt)));
    await tx
      .insert(slotHolds)
      .values({
        holdId: hold.holdId,
        doctorId: hold.doctorId,
        userId: hold.userId,
        startsAt: new Date(hold.startsAt),
        endsAt: new Date(hold.endsAt),
        expiresAt: new Date(hold.expiresAt),
      })
      .onConflictDoNothing({ target: slotHolds.holdId });
  }

  @OnEvent('slot.released')
  async onReleased(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const hold = this.parse(released, payload, event);
    if (!hold) return;
    await tx
      .insert(slotHolds)
      .values({ holdId: hold.holdId, doctorId: hold.doctorId, releasedAt: new Date(event.occurredAt) })
      .onConflictDoUpdate({
        target: slotHolds.holdId,
        set: { releasedAt: sql`coalesce(${slotHolds.releasedAt}, excluded.released_at)` },
      });
  }

  private parse<T>(schema: z.ZodType<T>, payload: unknown, event: EventContext['event']): T | undefined {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    this.logger.error({ msg: 'unreadable slot hold event payload; skipped', eventId: event.id, type: event.type });
    return undefined;
  }
}
