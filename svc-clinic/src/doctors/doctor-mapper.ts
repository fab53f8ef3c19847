import { formatTime24, parseTime24 } from '@vetnow/domain/clinic-time';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import type { EventPayload } from '@vetnow/contracts/events';
import { fromMinorUnits, toMinorUnits } from '@vetnow/domain/money';
import type { DoctorRow, NewDoctorRow } from '../database/schema.js';

/** `'09:00:00'` (PostgreSQL `time`) → `'09:00'`. */
function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** doctor.created / doctor.updated's payload: the public doctor with its fee in minor units. */
export type DoctorSnapshot = EventPayload<'doctor.created'>;

/** A stored doctor as the API shows it (the contracts' Doctor; no password): the fee in LKR, the API's unit. */
export function toDoctor(row: DoctorRow): Doctor {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    specialization: row.specialization,
    experience: Number(row.experience),
    qualifications: [...row.qualifications],
    contactNumber: row.contactNumber,
    clinicAddress: { street: row.street, city: row.city, location: row.location },
    consultationFee: fromMinorUnits(row.consultationFeeMinor),
    workingHours: { startTime: hhmm(row.startTime), endTime: hhmm(row.endTime), slotDuration: row.slotDuration },
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored doctor as doctor.* events carry it: the fee in minor units straight from the column, never via LKR. */
export function toDoctorSnapshot(row: DoctorRow): DoctorSnapshot {
  const { consultationFee: _lkr, ...doctor } = toDoctor(row);
  return { ...doctor, consultationFeeMinor: row.consultationFeeMinor };
}

/** Normalises `'9:00'`-like input already validated as HH:MM to the stored form. */
function time(value: string): string {
  const minutes = parseTime24(value.trim());
  if (minutes === undefined) throw new RangeError(`Not a HH:MM time: ${value}`);
  return formatTime24(minutes);
}

/** Columns of the admin form (create or update; the password is never among them): the form's LKR fee in minor units. */
export function adminFormValues(data: AdminDoctorUpdateData | AdminDoctorCreateData): Omit<NewDoctorRow, 'id'> {
  return {
    email: data.email,
    fullName: data.fullName,
    specialization: data.specialization,
    experience: data.experience,
    qualifications: data.qualifications,
    contactNumber: data.contactNumber,
    street: data.clinicAddress.street,
    city: data.clinicAddress.city,
    location: data.clinicAddress.location,
    consultationFeeMinor: toMinorUnits(data.consultationFee),
    startTime: time(data.workingHours.startTime),
    endTime: time(data.workingHours.endTime),
    slotDuration: data.workingHours.slotDuration,
  };
}

export { time as normaliseTime24 };
