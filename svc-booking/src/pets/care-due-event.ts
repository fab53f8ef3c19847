import { clinicToday } from '@vetnow/domain/clinic-time';
import { dueItemsOf, type CareKind } from '@vetnow/contracts/pet-care';
import type { Tx } from '@vetnow/service-kit/database';
import type { OutboxService } from '@vetnow/service-kit/messaging';
import { and, desc, eq } from 'drizzle-orm';
import { appointments, careRecords, pets } from '../database/schema.js';

/**
 * Publishes `pet.care-due-changed` (private, svc-notify's reminders) for one pet in the caller's transaction: the
 * pet's whole list of due items as of now (none when archived) and the doctor of its latest completed visit. Call it
 * after every change of a pet's care records, name or archived state (issue 38, ADR 0059).
 */
export async function publishCareDue(tx: Tx, outbox: OutboxService, petId: string, now: Date = new Date()): Promise<void> {
  const [pet] = await tx.select().from(pets).where(eq(pets.id, petId)).for('update');
  if (!pet) return;
  const records = await tx
    .select({
      scheduleId: careRecords.scheduleId,
      kind: careRecords.kind,
      name: careRecords.name,
      givenOn: careRecords.givenOn,
      nextDueOn: careRecords.nextDueOn,
      createdAt: careRecords.createdAt,
    })
    .from(careRecords)
    .where(eq(careRecords.petId, petId));
  const [last] = await tx
    .select({ doctorId: appointments.doctorId })
    .from(appointments)
    .where(and(eq(appointments.petId, petId), eq(appointments.status, 'completed')))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  const items =
    pet.archivedAt !== null
      ? []
      : dueItemsOf(
          records.map((r) => ({ ...r, kind: r.kind as CareKind, recordedAt: r.createdAt.toISOString() })),
          clinicToday(now),
        ).map(({ key, kind, name, dueOn }) => ({ key, kind, name, dueOn }));
  await outbox.add(tx, 'pet.care-due-changed', {
    petId: pet.id,
    userId: pet.userId,
    petName: pet.name,
    species: pet.species,
    lastDoctorId: last?.doctorId ?? null,
    items,
  });
}
