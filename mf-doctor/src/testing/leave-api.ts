import type { AffectedAppointment, Leave } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, affectedVisit, fixtureUuid, handlerFor, sampleLeave, server } from '@vetnow/web-kit/testing';

export { fixtureUuid as uuid, sampleLeave as leave };

/** A booked visit the preview answers, on 8 December (inside {@link leave}'s days) unless given. */
export const affected = (overrides: Parameters<typeof affectedVisit>[0] = {}): AffectedAppointment =>
  affectedVisit({ appointmentDate: '2026-12-08', ...overrides });

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
      const created = sampleLeave({ id: fixtureUuid(next++), ...b, startTime: b.startTime ?? null, endTime: b.endTime ?? null, reason: b.reason ?? null });
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
