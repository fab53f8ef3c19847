import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@vetnow/contracts/events';
import { sampleDoctor } from '@vetnow/contracts/testing';

/** A doctor as svc-clinic's doctor.created / doctor.updated carry it (the current version: the fee in minor units). */
export type DoctorEventPayload = EventPayload<'doctor.created'>;

/**
 * One doctor.created payload for the services' specs (svc-auth, svc-booking, svc-notify read the same event), with a
 * fresh id and e-mail unless `overrides` gives them, so that specs sharing a database never collide.
 */
export function doctorEventPayload(overrides: Partial<DoctorEventPayload> = {}): DoctorEventPayload {
  return sampleDoctor({ _id: randomUUID(), email: `dr-${randomUUID().slice(0, 8)}@vetnow.test`, ...overrides });
}
