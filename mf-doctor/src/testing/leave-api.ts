import type { AffectedAppointment, Leave } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, clinicInstant, handlerFor, server, slotText } from '@vetnow/web-kit/testing';

/** A uuid for fixtures: `uuid(7)` → `00000000-0000-4000-8000-000000000007`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function leave(overrides: Partial<Leave> = {}): Leave {
  return {
    id: uuid(201),
    doctorId: 'd-1',
    fromDate: '2026-12-07',
    toDate: '2026-12-09',
    startTime: null,
    endTime: null,
    reason: 'Conference',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A booked visit the preview answers, at clinic time `at` (10:00 unless given). */
export function affected({ at = '10:00', ...overrides }: Partial<AffectedAppointment> & { at?: string } = {}): AffectedAppointment {
  const appointmentDate = overrides.appointmentDate ?? '2026-12-08';
  const startsAt = clinicInstant(appointmentDate, at);
  return {
    appointmentId: 'a-1',
    reference: 'VN-A-1',
    doctorId: 'd-1',
    doctorName: 'Dr. Nimal Perera',
    appointmentDate,
    timeSlot: slotText(at),
    petName: 'Bruno',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    ...overrides,
  };
}

export interface LeaveWorld {
  leave: Leave[];
  /** What the affected-visits preview answers. */
  affected: AffectedAppointment[];
}

/** The doctor's own leave routes from the contracts, kept in a list that POST and DELETE change. */
export function leaveApi(initial: Partial<LeaveWorld> = {}): LeaveWorld {
  const world: LeaveWorld = { leave: initial.leave ?? [], affected: initial.affected ?? [] };
  let next = 1000;
  server.use(
    handlerFor(API.clinic.listOwnLeave, () => world.leave),
    handlerFor(API.clinic.ownLeaveAffected, () => world.affected),
    handlerFor(API.clinic.addOwnLeave, ({ body }) => {
      const b = body as { fromDate: string; toDate: string; startTime?: string; endTime?: string; reason?: string };
      const created = leave({ id: uuid(next++), ...b, startTime: b.startTime ?? null, endTime: b.endTime ?? null, reason: b.reason ?? null });
      world.leave.push(created);
      return created;
    }),
    handlerFor(API.clinic.deleteOwnLeave, ({ params }) => {
      world.leave = world.leave.filter((l) => l.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return world;
}
