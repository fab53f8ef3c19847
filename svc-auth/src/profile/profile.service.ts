import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { ChangePasswordData, PublicUser, UpdateProfileData, UserLanguage } from '@vetnow/contracts/user';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { sql } from 'drizzle-orm';
import { accounts, type StoredPet } from '../database/schema.js';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { DomainError } from '@vetnow/service-kit/errors';
import { AccountStore, isAccountId } from '../accounts/account-store.js';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { rememberPet } from '../accounts/pets.js';
import { toPublicUser } from '../accounts/public-user.js';
import { USER_EVENT_VERSION, USER_PROFILE_UPDATED, userEventPayload } from '../common/user-events.js';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.js';
import { passwordProblem, passwordRefused } from '../passwords/password-policy.js';
import { SessionService, type RefreshedSession } from '../sessions/session.service.js';

/** The owner's own profile (GET, PUT /users/profile) and the pets remembered from bookings. */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger('Profile');

  constructor(
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly sessions: SessionService,
    private readonly contacts: ContactFactsService,
  ) {}

  /**
   * PUT /users/profile/password: checks the current password, applies the password rules, stores the new
   * hash and ends every session of the account (refresh families and earlier access tokens) in one
   * transaction; then starts a new session for this device.
   */
  async changePassword(userId: string, data: ChangePasswordData): Promise<RefreshedSession> {
    const row = await this.store.findById(userId);
    if (!row || row.role !== 'user') throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    if (!(await verifyPassword(row.passwordHash, data.currentPassword))) {
      throw passwordRefused('AUTH_CURRENT_PASSWORD_WRONG', 'currentPassword');
    }
    const problem = passwordProblem(data.password, [row.email, row.username]);
    if (problem) throw passwordRefused(problem);
    const passwordHash = await hashPassword(data.password);
    const updated = await this.uow.run(async (tx) => {
      const current = await this.store.findByIdForUpdate(tx, userId);
      if (!current) return undefined;
      const changed = await this.store.update(tx, userId, { passwordHash });
      await this.sessions.endAll(tx, userId);
      return changed;
    });
    if (!updated) throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    const sessionId = randomUUID();
    const refresh = await this.sessions.start(updated.id, sessionId);
    return { ...(await this.sessions.accessFor(updated, sessionId)), refresh };
  }

  /**
   * PUT /auth/language: the language any signed-in account (owner, doctor, admin, front-desk staff) reads VetNow
   * in; the login, refresh and profile answers carry it, and the site switches to it on sign-in.
   */
  async setLanguage(accountId: string, language: UserLanguage): Promise<{ language: UserLanguage }> {
    const updated = await this.uow.run(async (tx) => {
      const row = await this.store.update(tx, accountId, { language });
      if (row) await this.contacts.sync(tx, row);
      return row;
    });
    if (!updated) throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    return { language: updated.language };
  }

  async get(userId: string): Promise<PublicUser> {
    const row = await this.store.findById(userId);
    if (!row || row.role !== 'user') throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    return toPublicUser(row);
  }

  /** Updates name, contact and address and records `user.profile-updated` in the same transaction. */
  async update(userId: string, data: UpdateProfileData): Promise<PublicUser> {
    const row = await this.uow.run(async (tx) => {
      const current = await this.store.findByIdForUpdate(tx, userId);
      if (!current || current.role !== 'user') return undefined;
      const updated = (await this.store.update(tx, userId, {
        fullName: data.fullName,
        contactNumber: data.contactNumber,
        street: data.address.street,
        city: data.address.city,
        location: data.address.location,
      }))!;
      await this.outbox.add(tx, USER_PROFILE_UPDATED, userEventPayload(updated), {
        version: USER_EVENT_VERSION,
      });
      await this.contacts.sync(tx, updated);
      return updated;
    });
    if (!row) throw new DomainError('AUTH_ACCOUNT_NOT_FOUND');
    return toPublicUser(row);
  }

  /**
   * Adds or refreshes the booked pet on the owner (inside the event handler's transaction, on every booking): the
   * owner's pets locked and rewritten by two kit statements (ADR 0033), not the whole account row twice.
   */
  async rememberPet(tx: Tx, userId: string, pet: StoredPet): Promise<void> {
    const [owner] = isAccountId(userId) ? await lockOwnerPets(tx, { id: userId }) : [];
    if (!owner || owner.role !== 'user') {
      this.logger.warn({ userId, msg: 'appointment.booked for an unknown owner; pet not remembered' });
      return;
    }
    await storeOwnerPets(tx, { id: userId, pets: JSON.stringify(rememberPet(owner.pets, pet)) });
  }
}

const lockOwnerPets = statement<{ id: string }, { role: string; pets: StoredPet[] }>(
  'auth_lock_owner_pets',
  (p) => sql`SELECT role, pets FROM ${accounts} WHERE id = ${p.id} FOR UPDATE`,
);

/** `pets` is the list as JSON text (a driver sends a JavaScript array as a PostgreSQL array, not as jsonb). */
const storeOwnerPets = statement<{ id: string; pets: string }, never>(
  'auth_store_owner_pets',
  (p) => sql`UPDATE ${accounts} SET pets = ${p.pets}::jsonb, updated_at = now() WHERE id = ${p.id}`,
);
