import { Inject, Injectable } from '@nestjs/common';
import { clinicToday, compareIsoDates } from '@vetnow/domain/clinic-time';
import type { DoctorPetCare, OverdueReport, PetSpecies } from '@vetnow/contracts/pet-care';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { appointments, careRecords, owners, pets, type CareRecordRow } from '../database/schema.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';
import { dueOf } from './pet-view.js';

/**
 * The pets' due items where staff look (issue 38): the doctor's day (each patient's due items) and the admin's
 * report of what fell due this month and is overdue.
 */
@Injectable()
export class PetReportsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PET_CLOCK) private readonly clock: PetClock,
  ) {}

  /**
   * The due items of the pets of the doctor's appointments (not cancelled) on clinic date `date`, by time; one entry
   * per appointment. The statuses are those of the visit's day (what is due when the pet comes in).
   */
  async doctorDay(doctorId: string, date: string): Promise<DoctorPetCare> {
    const visits = await this.db
      .select({ appointmentId: appointments.id, pet: pets })
      .from(appointments)
      .innerJoin(pets, eq(pets.id, appointments.petId))
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.appointmentDate, date), ne(appointments.status, 'cancelled')))
      .orderBy(asc(appointments.startsAt));
    const records = await this.careOf(visits.map((v) => v.pet.id));
    return visits.map(({ appointmentId, pet }) => ({
      appointmentId,
      petId: pet.id,
      petName: pet.name,
      due: dueOf(pet, records.get(pet.id) ?? [], date),
    }));
  }

  /**
   * The items (the latest record of each line of care of pets not archived) whose due date falls in `month`
   * (YYYY-MM, clinic time; default the current month) and is before clinic today, by due date, with the owner (the
   * owners read model, else what the pet's latest appointment kept) and the doctor of the pet's latest completed visit.
   */
  async overdue(month?: string): Promise<OverdueReport> {
    const today = clinicToday(this.clock.now());
    const m = month ?? today.slice(0, 7);
    const first = `${m}-01`;
    const next = nextMonth(m);
    // Pets with a record due in the month; their due items are computed from all their records (a later dose ends a line).
    const candidates = await this.db
      .selectDistinct({ petId: careRecords.petId })
      .from(careRecords)
      .innerJoin(pets, eq(pets.id, careRecords.petId))
      .where(and(isNull(pets.archivedAt), isNotNull(careRecords.nextDueOn), gte(careRecords.nextDueOn, first), lt(careRecords.nextDueOn, next), lt(careRecords.nextDueOn, today)));
    const ids = candidates.map((c) => c.petId);
    if (ids.length === 0) return { month: m, items: [] };
    const [petRows, records, ownerRows, visits] = await Promise.all([
      this.db.select().from(pets).where(inArray(pets.id, ids)),
      this.careOf(ids),
      this.db.select().from(owners).innerJoin(pets, eq(pets.userId, owners.id)).where(inArray(pets.id, ids)),
      this.db
        .select({ petId: appointments.petId, doctorId: appointments.doctorId, status: appointments.status, user: appointments.user })
        .from(appointments)
        .where(inArray(appointments.petId, ids))
        .orderBy(desc(appointments.startsAt)),
    ]);
    const items: OverdueReport['items'] = [];
    for (const pet of petRows) {
      const owner = ownerRows.find((o) => o.pets.id === pet.id)?.owners;
      const petVisits = visits.filter((v) => v.petId === pet.id);
      const snapshot = petVisits[0]?.user;
      for (const item of dueOf(pet, records.get(pet.id) ?? [], today)) {
        if (item.dueOn < first || compareIsoDates(item.dueOn, next) >= 0 || item.status !== 'overdue') continue;
        items.push({
          pet: { _id: pet.id, name: pet.name, species: pet.species as PetSpecies },
          owner: owner
            ? { _id: owner.id, fullName: owner.fullName, contactNumber: owner.contactNumber }
            : { _id: pet.userId, fullName: snapshot?.fullName ?? '', contactNumber: snapshot?.contactNumber ?? '' },
          item,
          lastDoctorId: petVisits.find((v) => v.status === 'completed')?.doctorId ?? null,
        });
      }
    }
    items.sort((a, b) => compareIsoDates(a.item.dueOn, b.item.dueOn) || a.pet.name.localeCompare(b.pet.name) || a.item.name.localeCompare(b.item.name));
    return { month: m, items };
  }

  private async careOf(petIds: string[]): Promise<Map<string, CareRecordRow[]>> {
    const byPet = new Map<string, CareRecordRow[]>();
    if (petIds.length === 0) return byPet;
    for (const r of await this.db.select().from(careRecords).where(inArray(careRecords.petId, [...new Set(petIds)]))) {
      byPet.set(r.petId, [...(byPet.get(r.petId) ?? []), r]);
    }
    return byPet;
  }
}

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
}

