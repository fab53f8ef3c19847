import { Inject, Injectable } from '@nestjs/common';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { birthDateOf, type PetProfile, type PetProfileData } from '@vetnow/contracts/pet-care';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { asc, eq } from 'drizzle-orm';
import { petWeights, pets, type PetRow } from '../database/schema.js';
import { publishCareDue } from './care-due-event.js';
import { PetAccess } from './pet-access.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';
import { kgToGrams, profilesOf } from './pet-view.js';

export interface WeightData {
  weightKg: number;
  recordedOn?: string | undefined;
}

/**
 * The owner's side of My Pets (issue 38): list, add, edit, archive or bring back, weigh. Only the owner's own pets
 * (another owner's → 404). A rename, an archive and a restore change what svc-notify reminds of: each publishes
 * `pet.care-due-changed` in its transaction (the outbox).
 */
@Injectable()
export class ManagePetsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly access: PetAccess,
    @Inject(PET_CLOCK) private readonly clock: PetClock,
  ) {}

  /** The owner's pets, archived ones too (the oldest first, as they were added). */
  async list(userId: string): Promise<PetProfile[]> {
    const rows = await this.db.select().from(pets).where(eq(pets.userId, userId)).orderBy(asc(pets.createdAt), asc(pets.name));
    return profilesOf(this.db, rows, this.clock.now());
  }

  async create(userId: string, data: PetProfileData): Promise<PetProfile> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(pets)
      .values({ userId, ...profileColumns(data, now), createdAt: now, updatedAt: now })
      .returning();
    return this.profile(this.db, row!);
  }

  /** Replaces the profile of the owner's pet (the whole profile is sent). */
  async update(userId: string, rawId: string, data: PetProfileData): Promise<PetProfile> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const pet = await this.access.own(userId, rawId, tx);
      const columns = profileColumns(data, now);
      const [row] = await tx
        .update(pets)
        .set({ ...columns, updatedAt: now })
        .where(eq(pets.id, pet.id))
        .returning();
      if (columns.name !== pet.name) await publishCareDue(tx, this.outbox, pet.id, now);
      return this.profile(tx, row!);
    });
  }

  /** Archives (the history stays, the reminders stop) or brings back the owner's pet; unchanged when already so. */
  async archive(userId: string, rawId: string, archived: boolean): Promise<PetProfile> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const pet = await this.access.own(userId, rawId, tx);
      if ((pet.archivedAt !== null) === archived) return this.profile(tx, pet);
      const [row] = await tx
        .update(pets)
        .set({ archivedAt: archived ? now : null, updatedAt: now })
        .where(eq(pets.id, pet.id))
        .returning();
      await publishCareDue(tx, this.outbox, pet.id, now);
      return this.profile(tx, row!);
    });
  }

  /** The owner's own weighing (today in clinic time unless a past date is given). */
  async addWeight(userId: string, rawId: string, data: WeightData): Promise<PetProfile> {
    const now = this.clock.now();
    const pet = await this.access.own(userId, rawId);
    await this.db.insert(petWeights).values({
      petId: pet.id,
      weightGrams: kgToGrams(data.weightKg),
      recordedOn: data.recordedOn ?? clinicToday(now),
      source: 'owner',
      createdAt: now,
    });
    return this.profile(this.db, pet);
  }

  private async profile(db: Database | Tx, row: PetRow): Promise<PetProfile> {
    const [profile] = await profilesOf(db, [row], this.clock.now());
    return profile!;
  }
}

/** The columns of a profile request; an estimated age becomes an estimated date of birth (clinic today minus it). */
function profileColumns(data: PetProfileData, now: Date) {
  const birth = birthDateOf(data, now);
  return {
    name: data.name,
    species: data.species,
    breed: data.breed,
    sex: data.sex,
    neutered: data.neutered,
    dateOfBirth: birth.dateOfBirth,
    dateOfBirthEstimated: birth.estimated,
    microchipNumber: data.microchipNumber,
    colourMarkings: data.colourMarkings,
  };
}
