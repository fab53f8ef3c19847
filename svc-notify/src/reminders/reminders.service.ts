import { Injectable } from '@nestjs/common';
import type { Tx } from '@vetnow/service-kit/database';
import { and, asc, eq, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { appointments, reminders } from '../database/schema.js';
import { ReminderRound } from './reminder-round.js';
import { renderMessage, type TemplateInput } from '../notifications/templates.js';
import { renderSms } from '../sms/texts/sms-texts.js';

export const REMINDER_KIND = 'reminder';
const BATCH = 50;

/**
 * The scheduling of a booked visit's reminder as a CTE, for appointment.booked's statement (one round trip less):
 * `WITH appointment AS (…), ${scheduleReminderCte(dueAt)} SELECT …`. It schedules one, due at `dueAt`, for the
 * row of the CTE `appointment` when that is still booked and `dueAt` is not null (bookedReminderDueAt); none when the
 * visit has one already (at most one per appointment and kind ever).
 */
export function scheduleReminderCte(dueAt: SQLWrapper): SQL {
  return sql`scheduled_reminder AS (INSERT INTO ${reminders} (appointment_id, kind, due_at)
                                    SELECT appointment_id, ${REMINDER_KIND}, ${dueAt}::timestamptz FROM appointment
                                    WHERE status = 'booked' AND ${dueAt}::timestamptz IS NOT NULL
                                    ON CONFLICT DO NOTHING)`;
}

/**
 * The reminder before each visit: at most one per (appointment, kind) ever. Scheduled when the visit is booked
 * (due REMINDER_LEAD_HOURS before it; none when it is booked closer than that), moved when it is rescheduled,
 * dropped when it is cancelled or needs a new time. A poller claims due rows with FOR UPDATE SKIP LOCKED and, in
 * the same transaction, records the notification and its e-mail and marks the reminder sent: two copies of
 * svc-notify never remind twice, and a restart loses nothing (the rows are in the database).
 */
@Injectable()
export class RemindersService extends ReminderRound {
  constructor() {
    super('Reminders');
  }

  /** When the reminder of a visit starting at `startsAt` is due. */
  dueAt(startsAt: Date): Date {
    return new Date(startsAt.getTime() - this.config.reminderLeadHours * 3600_000);
  }

  /**
   * On appointment.booked (at `at`): when its reminder is due, or null when that time has already passed (booked
   * within the lead: the confirmation is the reminder). The booking's statement schedules it (scheduleReminderCte).
   */
  bookedReminderDueAt(startsAt: Date, at: Date): Date | null {
    const dueAt = this.dueAt(startsAt);
    return dueAt.getTime() <= at.getTime() ? null : dueAt;
  }

  /** On appointment.rescheduled: due before the new time (scheduled again after a drop); a sent one stays sent. */
  async move(tx: Tx, appointmentId: string, startsAt: Date, at: Date): Promise<void> {
    const dueAt = this.dueAt(startsAt);
    if (dueAt.getTime() <= at.getTime()) {
      await this.drop(tx, appointmentId);
      return;
    }
    await tx
      .insert(reminders)
      .values({ appointmentId, kind: REMINDER_KIND, dueAt })
      .onConflictDoUpdate({
        target: [reminders.appointmentId, reminders.kind],
        set: { dueAt, status: 'scheduled', updatedAt: sql`now()` },
        setWhere: ne(reminders.status, 'sent'),
      });
  }

  /** On appointment.cancelled / needs-rescheduling: the reminder will not be sent. */
  async drop(tx: Tx, appointmentId: string): Promise<void> {
    await tx
      .update(reminders)
      .set({ status: 'dropped', updatedAt: sql`now()` })
      .where(and(eq(reminders.appointmentId, appointmentId), eq(reminders.status, 'scheduled')));
  }

  /**
   * One round: sends every reminder due at `now` (the clock's unless given) and returns how many were sent. Rows
   * another copy holds are skipped, not waited for.
   */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, delivered } = await this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(reminders)
          .where(and(eq(reminders.status, 'scheduled'), lte(reminders.dueAt, now)))
          .orderBy(asc(reminders.dueAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        let delivered = 0;
        for (const reminder of due) {
          const [appointment] = await tx.select().from(appointments).where(eq(appointments.appointmentId, reminder.appointmentId));
          // Not for a visit that is no longer booked, or that has begun (svc-notify was down past its time).
          if (!appointment || appointment.status !== 'booked' || appointment.startsAt.getTime() <= now.getTime()) {
            await tx.update(reminders).set({ status: 'dropped', updatedAt: now }).where(eq(reminders.id, reminder.id));
            continue;
          }
          const visit = await this.desk.facts.of(tx, appointment);
          const template: TemplateInput = { kind: 'reminder', visit, ...(await this.desk.addressing(tx, appointment.userId)) };
          const sms = renderSms(template);
          await this.desk.make(tx, {
            userId: appointment.userId,
            appointmentId: appointment.appointmentId,
            kind: 'reminder',
            message: renderMessage(template),
            email: true,
            ...(sms !== undefined ? { sms } : {}),
          });
          await tx.update(reminders).set({ status: 'sent', sentAt: now, updatedAt: now }).where(eq(reminders.id, reminder.id));
          delivered++;
        }
        return { claimed: due.length, delivered };
      });
      sent += delivered;
      if (claimed < BATCH || this.stopped) break;
    }
    if (sent > 0) {
      this.logger.log({ msg: 'reminders sent', count: sent });
      this.desk.wake({ emailed: true, texted: true }); // their e-mails and SMS now rather than at the next poll
    }
    return sent;
  }
}
