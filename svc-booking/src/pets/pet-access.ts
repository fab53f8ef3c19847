import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { appointments, pets, type PetRow } from '../database/schema.js';

/** A client's pet id (route param or book body): a uuid, else 400 PET_INVALID_ID before any query. */
export function petIdOrThrow(raw: string): string {
  const id = raw.trim();
  if (!isUuid(id)) throw new DomainError('PET_INVALID_ID');
  return id.toLowerCase();
}

/**
 * Who may see a pet's record (issue 38, ADR 0059): its owner, the admin, and a doctor who saw the pet or holds an
 * upcoming appointment with it — any of the doctor's appointments with the pet that is not cancelled (completed,
 * past, upcoming or needing a new time). Anyone else gets 404 PET_NOT_FOUND, exactly like a missing pet.
 */
@Injectable()
export class PetAccess {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The pet `caller` may read, or 404. */
  async readable(caller: Pick<TokenClaims, 'sub' | 'role'>, rawId: string): Promise<PetRow> {
    const id = petIdOrThrow(rawId);
    const [row] = await this.db
      .select()
      .from(pets)
      .where(and(eq(pets.id, id), visibleTo(caller)));
    if (!row) throw new DomainError('PET_NOT_FOUND');
    return row;
  }

  /** The owner's own pet (locked for the change when `tx` is given), or 404. */
  async own(userId: string, rawId: string, tx?: Tx): Promise<PetRow> {
    const id = petIdOrThrow(rawId);
    const where = and(eq(pets.id, id), eq(pets.userId, userId));
    const [row] = tx ? await tx.select().from(pets).where(where).for('update') : await this.db.select().from(pets).where(where);
    if (!row) throw new DomainError('PET_NOT_FOUND');
    return row;
  }
}

/** The condition on `pets` of the rows `caller` may read. */
export function visibleTo(caller: Pick<TokenClaims, 'sub' | 'role'>) {
  if (caller.role === 'admin') return sql`true`;
  if (caller.role === 'user') return eq(pets.userId, caller.sub);
  if (!isUuid(caller.sub)) return sql`false`;
  return sql`exists (${doctorsAppointment(caller.sub)})`;
}

function doctorsAppointment(doctorId: string) {
  return sql`select 1 from ${appointments} where ${and(
    eq(appointments.petId, pets.id),
    eq(appointments.doctorId, doctorId),
    ne(appointments.status, 'cancelled'),
  )}`;
}
