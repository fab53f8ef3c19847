import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, sql } from 'drizzle-orm';
import { slotClaims, waitlistEntries } from '../database/schema.js';
import { announceReleased } from '../slot-holds/held-slots.js';
import { WaitlistFiller } from './fill-waitlist.service.js';

/**
 * DELETE /waitlist/:id (the owner: their own entries only — anyone else's answers 404 WAITLIST_NOT_FOUND like a
 * missing one) and DELETE /desk/waitlist/:id (staff: any entry). A waiting or offered entry becomes `left`; the slot
 * held for an offered one is released (its hold deleted, slot.released) in the same transaction, and the date is
 * filled again at once so it passes to the next. An entry already booked, lapsed or left is answered unchanged.
 */
@Injectable()
export class LeaveWaitlistService {
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly filler: WaitlistFiller,
  ) {}

  /** The owner leaves one of their entries. */
  byOwner(userId: string, id: string): Promise<void> {
    return this.leave(id, userId.toLowerCase());
  }

  /** The desk takes any entry off the list. */
  byDesk(id: string): Promise<void> {
    return this.leave(id, undefined);
  }

  private async leave(id: string, ownerId: string | undefined): Promise<void> {
    const released = await this.uow.run(async (tx) => {
      const scope = ownerId === undefined ? eq(waitlistEntries.id, id) : and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, ownerId));
      const [entry] = await tx.select().from(waitlistEntries).where(scope).for('update');
      if (!entry) throw new DomainError('WAITLIST_NOT_FOUND');
      if (entry.status !== 'waiting' && entry.status !== 'offered') return undefined;
      await tx.update(waitlistEntries).set({ status: 'left', updatedAt: sql`now()` }).where(eq(waitlistEntries.id, entry.id));
      if (entry.status !== 'offered') return undefined;
      // The offer's slot: the hold the fill wrote, or the owner's own hold on that slot from the wizard.
      const holds = await tx
        .delete(slotClaims)
        .where(
          and(
            eq(slotClaims.kind, 'hold'),
            eq(slotClaims.userId, entry.userId),
            eq(slotClaims.doctorId, entry.offerDoctorId!),
            eq(slotClaims.startsAt, entry.offerStartsAt!),
          ),
        )
        .returning({ id: slotClaims.id, doctorId: slotClaims.doctorId, live: sql<boolean>`${slotClaims.expiresAt} > now()` });
      await announceReleased(tx, this.outbox, holds);
      return entry.date;
    });
    if (released === undefined) return;
    await this.filler.fillDate(released).catch((err: unknown) => {
      this.logger.error({ msg: 'waitlist fill after a leave failed', date: released, err });
    });
  }
}
