import { Inject, Injectable } from '@nestjs/common';
import type { DeskPet } from '@vetnow/contracts/callers';
import type { PetType } from '@vetnow/contracts/constants';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { pets } from '../../database/schema.js';
import { OwnerDirectory } from '../../directory/owner-directory.js';
import { deskOwnerOrThrow } from './desk-owner.js';

/**
 * GET /desk/owners/:id/pets (staff): the owner's pets to book for — the ones not archived, oldest first like My Pets
 * — as the desk picks them: name, species and breed only. Nothing of the health record (weights, care, microchip,
 * date of birth) is read, so nothing of it can be answered.
 */
@Injectable()
export class OwnerPetsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly directory: OwnerDirectory,
  ) {}

  async list(rawOwnerId: string): Promise<DeskPet[]> {
    const owner = await deskOwnerOrThrow(this.directory, rawOwnerId);
    const rows = await this.db
      .select({ id: pets.id, name: pets.name, species: pets.species, breed: pets.breed })
      .from(pets)
      .where(and(eq(pets.userId, owner.id), isNull(pets.archivedAt)))
      .orderBy(asc(pets.createdAt), asc(pets.name));
    return rows.map((r) => ({ _id: r.id, name: r.name, type: r.species as PetType, breed: r.breed }));
  }
}
