import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import type { Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { isUniqueViolation } from '../common/unique-violation.js';
import { DoctorEvents } from '../doctors/doctor-events.js';
import { adminFormValues, toDoctor } from '../doctors/doctor-mapper.js';
import { DoctorStore } from '../doctors/doctor-store.js';
import { LeaveService } from '../leave/leave.service.js';
import { AuthCredentialsClient } from './auth-credentials.client.js';

/** The admin's management of doctors. Every change and its doctor.* event commit together (outbox). */
@Injectable()
export class AdminDoctorsService {
  constructor(
    private readonly store: DoctorStore,
    private readonly events: DoctorEvents,
    private readonly uow: UnitOfWork,
    private readonly credentials: AuthCredentialsClient,
    private readonly leave: LeaveService,
  ) {}

  async list(): Promise<Doctor[]> {
    return (await this.store.listAll()).map(toDoctor);
  }

  /**
   * Creates a doctor: a new uuid; the password goes to svc-auth (as the calling admin); then the doctor
   * and doctor.created in one transaction. If that insert fails after svc-auth stored the credentials,
   * svc-auth keeps a password for an id no doctor.created will ever name — the account cannot sign in.
   */
  async create(data: AdminDoctorCreateData, authorization: string | undefined): Promise<Doctor> {
    if (await this.store.emailTaken(data.email)) throw new DomainError('DOCTOR_EMAIL_TAKEN');
    const id = randomUUID();
    await this.credentials.register({ doctorId: id, email: data.email, fullName: data.fullName, password: data.password }, authorization);
    return this.write(async (tx) => {
      const row = await this.store.insert(tx, { id, ...adminFormValues(data), isActive: data.isActive });
      await this.events.created(tx, row);
      return toDoctor(row);
    });
  }

  async update(id: string, data: AdminDoctorUpdateData): Promise<Doctor> {
    return this.write(async (tx) => {
      const row = await this.store.update(tx, id, adminFormValues(data));
      if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
      await this.events.updated(tx, row);
      return toDoctor(row);
    });
  }

  async setStatus(id: string, isActive: boolean): Promise<Doctor> {
    return this.write(async (tx) => {
      const row = await this.store.update(tx, id, { isActive });
      if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
      await this.events.statusChanged(tx, id, isActive);
      return toDoctor(row);
    });
  }

  /**
   * Deletes the doctor, their occupancy and their leave; doctor.leave-removed for each leave not over yet, then
   * doctor.deleted — all in one transaction. Deactivating keeps the leave (the doctor may come back).
   */
  async remove(id: string): Promise<Doctor> {
    return this.write(async (tx) => {
      const row = await this.store.delete(tx, id);
      if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
      await this.leave.removeAllOf(tx, id);
      await this.events.deleted(tx, id);
      return toDoctor(row);
    });
  }

  /** Runs a write; a unique violation (the email index) becomes 409 with the form's message. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.uow.run(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('DOCTOR_EMAIL_TAKEN');
      throw err;
    }
  }
}
