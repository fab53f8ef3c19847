import type { WalkIn } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { clinicInstant, handlerFor, server, TODAY } from '@vetnow/web-kit/testing';

/** The walk-in queue of the doctor's tests (issue 39): the signed-in doctor is d-1, Dr. Nimal Perera. */

export const ME = { _id: 'd-1', fullName: 'Dr. Nimal Perera' } as const;

/** A walk-in of TODAY, arrived at clinic time `hhmm`, waiting for any doctor unless the overrides say otherwise. */
export function walkIn(queueNumber: number, hhmm: string, overrides: Partial<WalkIn> = {}): WalkIn {
  return {
    _id: `w-${queueNumber}`,
    queueNumber,
    date: TODAY,
    doctor: null,
    ownerName: 'Kamal Silva',
    contactNumber: '+94771234567',
    pet: { name: 'Tiger', type: 'Dog' },
    reason: 'Limping after a fall',
    status: 'waiting',
    arrivedAt: clinicInstant(TODAY, hhmm),
    updatedAt: clinicInstant(TODAY, hhmm),
    ...overrides,
  };
}

/**
 * GET …/walk-ins answers `list` (changed in place); PUT …/walk-ins/:id/status changes it as svc-booking does — taking
 * one (with-doctor) makes it the doctor's — and answers it. Returns the list, so a test sees what the server holds.
 */
export function walkInsApi(list: WalkIn[] = []): WalkIn[] {
  server.use(
    handlerFor(API.desk.doctorWalkIns, () => list),
    handlerFor(API.desk.doctorSetWalkInStatus, ({ params, body }) => {
      const { status } = body as Pick<WalkIn, 'status'>;
      const index = list.findIndex((w) => w._id === params.id);
      const current = list[index]!;
      list[index] = { ...current, status, doctor: status === 'with-doctor' ? { ...ME } : current.doctor, updatedAt: new Date().toISOString() };
      return list[index]!;
    }),
  );
  return list;
}
