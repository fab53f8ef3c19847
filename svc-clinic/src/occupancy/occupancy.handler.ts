import { Injectable, Logger } from '@nestjs/common';
import { appointmentBookedEventV1, appointmentCancelledEventV1, appointmentRescheduledEventV1 } from '@vetnow/contracts/events';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { doctorIdSchema } from '../common/doctor-id.js';
import { occupancy } from '../database/schema.js';

const RANGE_KEYS = { appointmentId: true, doctorId: true, startsAt: true, endsAt: true } as const;
const endsAfterStart = (p: { startsAt: string; endsAt: string }) => Date.parse(p.endsAt) > Date.parse(p.startsAt);

/** The part of appointment.booked / .cancelled the read model needs (other fields may evolve freely). */
const bookedRange = appointmentBookedEventV1
  .pick({ ...RANGE_KEYS, reference: true, appointmentDate: true, timeSlot: true })
  .extend({ doctorId: doctorIdSchema, pet: appointmentBookedEventV1.shape.pet.pick({ name: true }).optional() })
  .refine(endsAfterStart, { message: 'endsAt must be after startsAt' });
const rescheduledRange = appointmentRescheduledEventV1
  .pick({ ...RANGE_KEYS, reference: true, appointmentDate: true, timeSlot: true })
  .extend({ doctorId: doctorIdSchema })
  .refine(endsAfterStart, { message: 'endsAt must be after startsAt' });
const cancelledRange = appointmentCancelledEventV1
  .pick(RANGE_KEYS)
  .extend({ doctorId: doctorIdSchema })
  .refine(endsAfterStart, { message: 'endsAt must be after startsAt' });
type Range = z.output<typeof cancelledRange>;

type BookedValues = ReturnType<typeof values> & { reference: string; appointmentDate: string; timeSlot: string; petName: string | null };
const BOOKED_COLUMNS = ['appointmentId', 'doctorId', 'startsAt', 'endsAt', 'reference', 'appointmentDate', 'timeSlot', 'petName'] as const satisfies readonly (keyof BookedValues)[];

/** appointment.booked's insert, on every booking: a kit statement (ADR 0033), its text built once. */
const insertBooked = statement<BookedValues, never>('clinic_occupancy_insert_booked', (p, db) =>
  db
    .insert(occupancy)
    .values(Object.fromEntries(BOOKED_COLUMNS.map((column) => [column, p[column]])) as unknown as typeof occupancy.$inferInsert)
    .onConflictDoNothing({ target: occupancy.appointmentId }),
);

/**
 * Keeps the occupancy read model from svc-booking's events. The kit applies each event once (inbox);
 * on top of that the writes are idempotent and order-proof: a booking is inserted only if unknown, and a
 * cancellation marks the row cancelled (creating a cancelled row when it arrives first), so a late
 * appointment.booked never revives it.
 */
@Injectable()
export class OccupancyHandler {
  private readonly logger = new Logger('Occupancy');

  @OnEvent('appointment.booked')
  async onBooked(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const range = this.parse(bookedRange, payload, event);
    if (!range) return;
    await insertBooked(tx, {
      ...values(range),
      reference: range.reference,
      appointmentDate: range.appointmentDate,
      timeSlot: range.timeSlot,
      petName: range.pet?.name ?? null,
    });
  }

  /**
   * The appointment moved (same doctor): its row now occupies the new slot. A reschedule arriving before the booking
   * inserts the row at its new slot (the late appointment.booked then changes nothing); a cancelled row stays cancelled.
   */
  @OnEvent('appointment.rescheduled')
  async onRescheduled(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const range = this.parse(rescheduledRange, payload, event);
    if (!range) return;
    const moved = { startsAt: new Date(range.startsAt), endsAt: new Date(range.endsAt), appointmentDate: range.appointmentDate, timeSlot: range.timeSlot };
    const updated = await tx
      .update(occupancy)
      .set(moved)
      .where(eq(occupancy.appointmentId, range.appointmentId))
      .returning({ id: occupancy.appointmentId });
    if (updated.length === 0) {
      await tx.insert(occupancy).values({ ...values(range), ...moved, reference: range.reference }).onConflictDoNothing();
    }
  }

  @OnEvent('appointment.cancelled')
  async onCancelled(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const range = this.parse(cancelledRange, payload, event);
    if (!range) return;
    await cancel(tx, range, new Date(event.occurredAt));
  }

  /** A payload this service cannot read is logged and skipped: a retry would not make it readable. */
  private parse<T>(schema: z.ZodType<T>, payload: unknown, event: EventContext['event']): T | undefined {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    this.logger.error({ msg: 'unreadable appointment event payload; skipped', eventId: event.id, type: event.type });
    return undefined;
  }
}

function values(range: Range) {
  return {
    appointmentId: range.appointmentId,
    doctorId: range.doctorId,
    startsAt: new Date(range.startsAt),
    endsAt: new Date(range.endsAt),
  };
}

async function cancel(tx: Tx, range: Range, at: Date): Promise<void> {
  await tx
    .insert(occupancy)
    .values({ ...values(range), cancelledAt: at })
    .onConflictDoUpdate({
      target: occupancy.appointmentId,
      set: { cancelledAt: sql`coalesce(${occupancy.cancelledAt}, excluded.cancelled_at)` },
    });
}
