import { Injectable, Logger } from '@nestjs/common';
import type { Doctor } from '@vetnow/contracts/doctor';
import type { Tx } from '@vetnow/service-kit/database';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { DomainError } from '@vetnow/service-kit/errors';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { AccountStore, isAccountId } from '../accounts/account-store.js';
import { toPublicDoctor } from '../accounts/public-user.js';
import { uniqueViolation } from '../common/unique-violation.js';
import type { AccountRow, DoctorSnapshot } from '../database/schema.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { passwordProblem, passwordRefused } from '../passwords/password-policy.js';
import { SessionService } from '../sessions/session.service.js';

export interface DoctorCredentials {
  /** The doctor's `_id` in svc-clinic; becomes the account id. */
  readonly doctorId: string;
  readonly email: string;
  readonly fullName: string;
  readonly password: string;
}

/**
 * The answer of POST /auth/doctor/register: the doctor as known here. Never a token (issue 10: the admin must
 * not be able to act as the doctor).
 */
export interface DoctorCredentialsResult {
  readonly doctor: Pick<Doctor, '_id' | 'email' | 'fullName'> & Partial<Doctor>;
}

/**
 * Doctor accounts. svc-clinic owns doctors: the profile, email, name and active flag arrive through
 * doctor.* events; the password arrives only through the admin's credentials call (never in an event).
 * Either may come first. A doctor signs in once both are here, while active.
 */
@Injectable()
export class DoctorAccountsService {
  private readonly logger = new Logger('DoctorAccounts');

  constructor(
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly sessions: SessionService,
    private readonly contacts: ContactFactsService,
  ) {}

  /**
   * Stores (or replaces) the doctor's password. Email and name are taken from the call only until svc-clinic's
   * events have arrived. Replacing a password (the admin's reset) ends every session of the doctor.
   */
  async setCredentials(input: DoctorCredentials): Promise<DoctorCredentialsResult> {
    const problem = passwordProblem(input.password, [input.email, input.doctorId]);
    if (problem) throw passwordRefused(problem);
    const passwordHash = await hashPassword(input.password);
    let row: AccountRow | undefined;
    for (let attempt = 1; !row; attempt++) {
      try {
        row = await this.uow.run((tx) => this.storeCredentials(tx, input, passwordHash));
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === undefined) throw err;
        // doctor.created inserted the same id meanwhile: once more, now as an update.
        if ((constraint === 'accounts_pkey' || constraint === '') && attempt < 3) continue;
        throw new DomainError('AUTH_DOCTOR_EMAIL_TAKEN', { cause: err });
      }
    }
    const doctor = row.doctorProfile
      ? {
          ...toPublicDoctor(row.doctorProfile),
          _id: row.id,
          email: row.email ?? '',
          fullName: row.fullName,
          isActive: row.isActive,
        }
      : { _id: row.id, email: row.email ?? '', fullName: row.fullName };
    return { doctor };
  }

  private async storeCredentials(
    tx: Tx,
    input: DoctorCredentials,
    passwordHash: string,
  ): Promise<AccountRow> {
    const current = await this.store.findByIdForUpdate(tx, input.doctorId);
    if (current && current.role !== 'doctor') throw new DomainError('AUTH_DOCTOR_ID_TAKEN');
    if (current) {
      const synced = current.clinicSyncedAt !== null;
      // A new password for an existing doctor: every session of the old one ends (refresh and access).
      if (current.passwordHash !== null) await this.sessions.endAll(tx, current.id);
      return (await this.store.update(tx, current.id, {
        passwordHash,
        ...(synced ? {} : { email: input.email, fullName: input.fullName }),
      }))!;
    }
    return this.store.insert(tx, {
      id: input.doctorId,
      role: 'doctor',
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      isActive: true,
      clinicSyncedAt: null,
    });
  }

  /** doctor.created / doctor.updated: the doctor as svc-clinic published it at `occurredAt` (stored as it came). */
  async applyDoctor(tx: Tx, doctor: DoctorSnapshot, occurredAt: Date): Promise<void> {
    if (!isAccountId(doctor._id)) {
      this.logger.error({ doctorId: doctor._id, msg: 'doctor event with a non-UUID id; ignored' });
      return;
    }
    const email = doctor.email.trim().toLowerCase();
    const current = await this.store.findByIdForUpdate(tx, doctor._id);
    if (current && current.role !== 'doctor') {
      this.logger.error({ doctorId: doctor._id, msg: 'doctor event names a non-doctor account; ignored' });
      return;
    }
    if (current && isStale(current, occurredAt)) return;
    // A status change newer than this snapshot (delivered first after a retry) keeps its isActive.
    const statusIsNewer =
      current?.clinicStatusAt != null && current.clinicStatusAt.getTime() > occurredAt.getTime();
    const isActive = statusIsNewer ? current.isActive : doctor.isActive;
    const values = {
      email,
      fullName: doctor.fullName,
      isActive,
      doctorProfile: { ...doctor, isActive },
      clinicSyncedAt: occurredAt,
    };
    const row = current
      ? await this.store.update(tx, current.id, values)
      : await this.store.insert(tx, { id: doctor._id, role: 'doctor', passwordHash: null, ...values });
    if (row) await this.contacts.sync(tx, row);
  }

  /**
   * doctor.status-changed: activation or deactivation. Does not by itself let a doctor sign in: that needs
   * a snapshot (doctor.created) too.
   */
  async applyStatus(tx: Tx, doctorId: string, isActive: boolean, occurredAt: Date): Promise<void> {
    const current = await this.store.findByIdForUpdate(tx, doctorId);
    if (!current || current.role !== 'doctor') return;
    if (current.clinicStatusAt !== null && current.clinicStatusAt.getTime() > occurredAt.getTime()) return;
    if (current.clinicSyncedAt !== null && current.clinicSyncedAt.getTime() > occurredAt.getTime()) return;
    await this.store.update(tx, doctorId, {
      isActive,
      clinicStatusAt: occurredAt,
      ...(current.doctorProfile ? { doctorProfile: { ...current.doctorProfile, isActive } } : {}),
    });
  }

  /** doctor.deleted: the account goes; its tokens expire with their TTL. */
  async remove(tx: Tx, doctorId: string): Promise<void> {
    const current = await this.store.findByIdForUpdate(tx, doctorId);
    if (!current || current.role !== 'doctor') return;
    await this.store.delete(tx, doctorId);
  }
}

/** An event older than what this account already reflects (redelivery or reordering). */
function isStale(row: AccountRow, occurredAt: Date): boolean {
  return row.clinicSyncedAt !== null && row.clinicSyncedAt.getTime() > occurredAt.getTime();
}
