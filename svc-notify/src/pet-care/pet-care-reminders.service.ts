import { Injectable } from '@nestjs/common';
import { addDays, clinicMinutesOf, clinicToday } from '@vetnow/domain/clinic-time';
import type { EventPayload } from '@vetnow/contracts/events';
import { CARE_REMINDER_OFFSET_DAYS, CARE_REMINDER_STAGES, type CareKind, type CareReminderStage } from '@vetnow/contracts/pet-care';
import type { Tx } from '@vetnow/service-kit/database';
import { and, asc, eq, lt, lte, sql, type SQL } from 'drizzle-orm';
import { petCareItems, petCarePets, petCareReminders, type PetCareItemRow, type PetCarePetRow } from '../database/schema.js';
import { renderPetCareDue, type PetCareDueInput } from '../notifications/pet-care-templates.js';
import { ReminderRound } from '../reminders/reminder-round.js';
import { renderPetCareSms } from '../sms/texts/sms-texts.js';

/** Pet care reminders go out at 08:00 clinic time (Asia/Colombo) on their day. */
export const PET_CARE_REMINDER_MINUTES = 8 * 60;
const BATCH = 50;

/** The stages from the latest day to the earliest: the first one whose day has come is the one to send. */
const STAGES_LATEST_FIRST = [...CARE_REMINDER_STAGES].sort((a, b) => CARE_REMINDER_OFFSET_DAYS[b] - CARE_REMINDER_OFFSET_DAYS[a]);
/** How many days before its due date an item's first reminder goes out. */
const EARLIEST_DAYS_BEFORE = Math.max(...CARE_REMINDER_STAGES.map((s) => -CARE_REMINDER_OFFSET_DAYS[s]));

/**
 * The latest clinic date whose 08:00 (clinic time) has come at `now`: a stage whose day is on or before it is due.
 */
export function reminderDayAt(now: Date): string {
  const today = clinicToday(now);
  return clinicMinutesOf(now) >= PET_CARE_REMINDER_MINUTES ? today : addDays(today, -1);
}

/**
 * The stage to send for an item due on `dueOn` when the reminders of `day` have come: the latest stage whose day
 * (the due date plus its offset) is on or before it, so a stage whose next one is already due is skipped (no "in 14
 * days" for what is due tomorrow); undefined before the first.
 */
export function currentStage(dueOn: string, day: string): CareReminderStage | undefined {
  return STAGES_LATEST_FIRST.find((s) => addDays(dueOn, CARE_REMINDER_OFFSET_DAYS[s]) <= day);
}

/** The same as SQL over `pet_care_items.due_on` (one CASE per stage, latest first). */
function currentStageSql(day: string): SQL<CareReminderStage | null> {
  const whens = STAGES_LATEST_FIRST.map((s) => sql`WHEN ${petCareItems.dueOn} <= ${addDays(day, -CARE_REMINDER_OFFSET_DAYS[s])}::date THEN ${s}`);
  return sql<CareReminderStage | null>`(CASE ${sql.join(whens, sql` `)} END)`;
}

/**
 * The path "Book now" opens (issue 38): the wizard with the doctor who last saw the pet, the pet and the reason
 * (`Vaccination`, else the item's kind, which the wizard writes in the owner's language); without a last doctor,
 * the doctors' list with the pet and the reason (its Book Appointment carries them on).
 */
export function bookNowPath(pet: Pick<PetCarePetRow, 'petId' | 'lastDoctorId'>, kind: CareKind): string {
  const query = `pet=${encodeURIComponent(pet.petId)}&reason=${encodeURIComponent(kind === 'vaccination' ? 'Vaccination' : kind)}`;
  return pet.lastDoctorId ? `/book-appointment/${encodeURIComponent(pet.lastDoctorId)}?${query}` : `/doctors?${query}`;
}

/**
 * Pet care reminders (issue 38): svc-booking's `pet.care-due-changed` keeps a read model of each pet's due items
 * (record), and a poller (REMINDER_POLL_MS, the injectable clock) sends each item's reminders — 14 days before, the
 * day before and the day after its due date (CARE_REMINDER_STAGES), each at 08:00 clinic time on its day — in-app
 * always, by e-mail and SMS per the owner's "Pet care" choices. Each (pet, item, due date, stage) is sent at most
 * once ever: its row in `pet_care_reminders` is inserted in the transaction that makes the notification and queues
 * its e-mail and SMS, so a restart or a second copy of svc-notify never sends one twice. Items are claimed FOR
 * UPDATE SKIP LOCKED, so two copies share the work instead of waiting on each other.
 */
@Injectable()
export class PetCareRemindersService extends ReminderRound {
  constructor() {
    super('PetCareReminders');
  }

  /**
   * On pet.care-due-changed (at its occurredAt): the pet's row and its whole list of items, unless a later event
   * has been recorded already (then nothing changes). An archived pet comes with no items: no more reminders.
   */
  async record(tx: Tx, e: EventPayload<'pet.care-due-changed'>, at: Date): Promise<boolean> {
    const values = { petId: e.petId, userId: e.userId, petName: e.petName, species: e.species, lastDoctorId: e.lastDoctorId, eventAt: at };
    const [changed] = await tx
      .insert(petCarePets)
      .values(values)
      .onConflictDoUpdate({ target: petCarePets.petId, set: values, setWhere: lt(petCarePets.eventAt, at) })
      .returning({ petId: petCarePets.petId });
    if (!changed) return false;
    await tx.delete(petCareItems).where(eq(petCareItems.petId, e.petId));
    // One item per key (the event's list has one; a repeat would break the key, so the last one stands).
    const items = [...new Map(e.items.map((i) => [i.key, i])).values()];
    if (items.length) {
      await tx.insert(petCareItems).values(items.map((i) => ({ petId: e.petId, key: i.key, kind: i.kind, name: i.name, dueOn: i.dueOn })));
    }
    return true;
  }

  /**
   * One round: sends every pet care reminder due at `now` (the clock's unless given); answers how many were sent.
   * Items another copy holds are skipped, not waited for.
   */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    const day = reminderDayAt(now);
    const stage = currentStageSql(day);
    let sent = 0;
    let emailed = false;
    let texted = false;
    for (;;) {
      const { claimed, delivered } = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ item: petCareItems, pet: petCarePets, stage })
          .from(petCareItems)
          .innerJoin(petCarePets, eq(petCarePets.petId, petCareItems.petId))
          .where(
            and(
              lte(petCareItems.dueOn, addDays(day, EARLIEST_DAYS_BEFORE)),
              sql`NOT EXISTS (SELECT 1 FROM ${petCareReminders} AS r
                              WHERE r.pet_id = ${petCareItems.petId} AND r.item_key = ${petCareItems.key}
                                AND r.due_on = ${petCareItems.dueOn} AND r.stage = ${stage})`,
            ),
          )
          .orderBy(asc(petCareItems.dueOn), asc(petCareItems.petId), asc(petCareItems.key))
          .limit(BATCH)
          .for('update', { of: petCareItems, skipLocked: true });
        let delivered = 0;
        for (const { item, pet, stage: itemStage } of due) {
          if (!itemStage) continue;
          const made = await this.send(tx, pet, item, itemStage, now);
          if (!made) continue;
          delivered++;
          emailed ||= made.emailed;
          texted ||= made.texted;
        }
        return { claimed: due.length, delivered };
      });
      sent += delivered;
      if (claimed < BATCH || this.stopped) break;
    }
    if (sent > 0) {
      this.logger.log({ msg: 'pet care reminders sent', count: sent });
      this.desk.wake({ emailed, texted }); // their e-mails and SMS now rather than at the senders' next poll
    }
    return sent;
  }

  /**
   * Claims the (pet, item, due date, stage) — its row, once ever — and makes the notification with its e-mail and
   * SMS in the same transaction; undefined when it was sent already (another copy, just now).
   */
  private async send(
    tx: Tx,
    pet: PetCarePetRow,
    item: PetCareItemRow,
    stage: CareReminderStage,
    now: Date,
  ): Promise<{ emailed: boolean; texted: boolean } | undefined> {
    const [claimed] = await tx
      .insert(petCareReminders)
      .values({ petId: pet.petId, itemKey: item.key, dueOn: item.dueOn, stage, userId: pet.userId, sentAt: now })
      .onConflictDoNothing()
      .returning({ petId: petCareReminders.petId });
    if (!claimed) return undefined;
    const link = bookNowPath(pet, item.kind as CareKind);
    const input: PetCareDueInput = {
      petName: pet.petName,
      itemName: item.name,
      kind: item.kind as CareKind,
      dueOn: item.dueOn,
      // the wording counts from today (a round late after an outage says "today", not "tomorrow")
      today: clinicToday(now),
      bookUrl: this.desk.url(link),
      ...(await this.desk.addressing(tx, pet.userId)),
    };
    const made = await this.desk.make(tx, {
      userId: pet.userId,
      appointmentId: null,
      kind: 'pet-care-due',
      occurrence: `${pet.petId}:${item.key}:${item.dueOn}:${stage}`,
      message: renderPetCareDue(input),
      email: true,
      sms: renderPetCareSms(input),
      link,
    });
    if (made) {
      await tx
        .update(petCareReminders)
        .set({ notificationId: made.id })
        .where(
          and(
            eq(petCareReminders.petId, pet.petId),
            eq(petCareReminders.itemKey, item.key),
            eq(petCareReminders.dueOn, item.dueOn),
            eq(petCareReminders.stage, stage),
          ),
        );
    }
    return made ?? { emailed: false, texted: false };
  }
}
