import { Injectable } from '@nestjs/common';
import type { Doctor } from '@vetnow/contracts/doctor';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { doctorIdSchema } from '../common/doctor-id.js';
import type { NewDoctorRow } from '../database/schema.js';
import { DoctorEvents } from '../doctors/doctor-events.js';
import { normaliseTime24, toDoctor } from '../doctors/doctor-mapper.js';
import { DoctorStore } from '../doctors/doctor-store.js';
import type { DoctorProfileUpdate } from '@vetnow/contracts/doctor';

/** A doctor's own profile (the doctor is the token's `sub`). */
@Injectable()
export class DoctorProfileService {
  constructor(
    private readonly store: DoctorStore,
    private readonly events: DoctorEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async get(doctorId: string): Promise<Doctor> {
    const row = isDoctorId(doctorId) ? await this.store.findById(doctorId) : undefined;
    if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
    return toDoctor(row);
  }

  /** Applies the allowed fields that were sent; publishes doctor.updated when anything was sent. */
  async update(doctorId: string, input: DoctorProfileUpdate): Promise<Doctor> {
    const values = changes(input);
    if (Object.keys(values).length === 0 || !isDoctorId(doctorId)) return this.get(doctorId);
    return this.uow.run(async (tx) => {
      const row = await this.store.update(tx, doctorId, values);
      if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
      await this.events.updated(tx, row);
      return toDoctor(row);
    });
  }
}

/** A token whose `sub` is not a uuid names no doctor (404, not a failed uuid cast). */
function isDoctorId(id: string): boolean {
  return doctorIdSchema.safeParse(id).success;
}

function changes(input: DoctorProfileUpdate): Partial<NewDoctorRow> {
  const values: Partial<NewDoctorRow> = {};
  if (input.fullName !== undefined) values.fullName = input.fullName;
  if (input.contactNumber !== undefined) values.contactNumber = input.contactNumber;
  if (input.qualifications !== undefined) values.qualifications = input.qualifications;
  if (input.experience !== undefined) values.experience = input.experience;
  if (input.clinicAddress !== undefined) {
    values.street = input.clinicAddress.street;
    values.city = input.clinicAddress.city;
  }
  if (input.workingHours !== undefined) {
    values.startTime = normaliseTime24(input.workingHours.startTime);
    values.endTime = normaliseTime24(input.workingHours.endTime);
    values.slotDuration = input.workingHours.slotDuration;
  }
  return values;
}
