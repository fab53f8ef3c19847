import { formatTime24, parseTime24 } from '@vetnow/contracts/clinic-time';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import type { DoctorRow, NewDoctorRow } from '../database/schema.js';

/** `'09:00:00'` (PostgreSQL `time`) → `'09:00'`. */
function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** A stored doctor as the API and the doctor.* events show it (the contracts' Doctor; no password). */
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
    consultationFee: Number(row.consultationFee),
    workingHours: { startTime: hhmm(row.startTime), endTime: hhmm(row.endTime), slotDuration: row.slotDuration },
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Normalises `'9:00'`-like input already validated as HH:MM to the stored form. */
function time(value: string): string {
  const minutes = parseTime24(value.trim());
  if (minutes === undefined) throw new RangeError(`Not a HH:MM time: ${value}`);
  return formatTime24(minutes);
}

/** Columns of the admin form (create or update; the password is never among them). */
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
    consultationFee: data.consultationFee,
    startTime: time(data.workingHours.startTime),
    endTime: time(data.workingHours.endTime),
    slotDuration: data.workingHours.slotDuration,
  };
}

export { time as normaliseTime24 };
