import type { Doctor } from '@vetnow/contracts/doctor';
import { fromMinorUnits } from '@vetnow/domain/money';
import type { DoctorSessionUser, PublicUser } from '@vetnow/contracts/user';
import type { AccountRow, DoctorSnapshot } from '../database/schema.js';

/**
 * An owner, admin or front-desk staff member as the API answers it (contracts `publicUserSchema`). Admins answer
 * `userType: 'user'` plus `role: 'admin'` (spec §3: userType user|doctor, role admin); staff likewise with
 * `role: 'staff'` (issue 39). Built field by field: the password hash can never leak through a spread.
 */
export function toPublicUser(row: AccountRow): PublicUser {
  return {
    _id: row.id,
    username: row.username ?? '',
    // '' for an owner the front desk created who has not claimed the account yet (never signed in).
    email: row.email ?? '',
    fullName: row.fullName,
    contactNumber: row.contactNumber,
    address: { street: row.street, city: row.city, location: row.location },
    pets: row.pets.map((p) => ({
      name: p.name,
      type: p.type,
      breed: p.breed,
      ...(p.age !== undefined && p.age !== null ? { age: p.age } : {}),
    })),
    userType: 'user',
    ...(row.role === 'admin' || row.role === 'staff' ? { role: row.role } : {}),
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored doctor snapshot as the API answers it: the fee in LKR, the API's unit (minor units are stored). */
export function toPublicDoctor({ consultationFeeMinor, ...doctor }: DoctorSnapshot): Doctor {
  return { ...doctor, consultationFee: fromMinorUnits(consultationFeeMinor) };
}

/**
 * A signed-in doctor (contracts `doctorSessionUserSchema`): the public doctor as svc-clinic last published it,
 * with the account's current email, name and status, plus `userType: 'doctor'`.
 */
export function toDoctorSessionUser(row: AccountRow): DoctorSessionUser {
  const profile: Partial<Doctor> = row.doctorProfile ? toPublicDoctor(row.doctorProfile) : {};
  return {
    _id: row.id,
    email: row.email ?? '',
    fullName: row.fullName,
    specialization: profile.specialization ?? '',
    experience: profile.experience ?? 0,
    qualifications: profile.qualifications ?? [],
    contactNumber: profile.contactNumber ?? '',
    clinicAddress: profile.clinicAddress ?? { street: '', city: '', location: row.location },
    consultationFee: profile.consultationFee ?? 0,
    workingHours: profile.workingHours ?? { startTime: '', endTime: '', slotDuration: 0 },
    isActive: row.isActive,
    ...(profile.createdAt ? { createdAt: profile.createdAt } : {}),
    ...(profile.updatedAt ? { updatedAt: profile.updatedAt } : {}),
    userType: 'doctor',
    language: row.language,
  };
}
