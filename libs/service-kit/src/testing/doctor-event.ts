import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@vetnow/contracts/events';

/** A doctor as svc-clinic's doctor.created / doctor.updated carry it (the current version: the fee in minor units). */
export type DoctorEventPayload = EventPayload<'doctor.created'>;

/**
 * One doctor.created payload for the services' specs (svc-auth, svc-booking, svc-notify read the same event), with a
 * fresh id and e-mail unless `overrides` gives them, so that specs sharing a database never collide.
 */
export function doctorEventPayload(overrides: Partial<DoctorEventPayload> = {}): DoctorEventPayload {
  return {
    _id: randomUUID(),
    email: `dr-${randomUUID().slice(0, 8)}@vetnow.test`,
    fullName: 'Dr. Nimal Perera',
    specialization: 'General Veterinary',
    experience: 8,
    qualifications: ['BVSc'],
    contactNumber: '0112345678',
    clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' },
    consultationFeeMinor: 250_000,
    workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
    isActive: true,
    ...overrides,
  };
}
