import type { AffectedAppointment, Closure, HolidayPolicy, Leave, PublicHoliday } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, affectedVisit, errorReply, fixtureUuid, handlerFor, sampleLeave, server } from '@vetnow/web-kit/testing';

export { fixtureUuid as uuid, sampleLeave as leave, affectedVisit as affected };

export function holiday(overrides: Partial<PublicHoliday> = {}): PublicHoliday {
  return { id: fixtureUuid(1), date: '2026-12-23', name: 'Unduvap Full Moon Poya Day', status: 'gazetted', source: 'seed', originalDate: null, closed: true, ...overrides };
}

export function closure(overrides: Partial<Closure> = {}): Closure {
  return { id: fixtureUuid(101), date: '2026-12-01', startTime: null, endTime: null, reason: 'Staff training', createdAt: '2026-11-20T10:00:00.000Z', ...overrides };
}

export interface CalendarWorld {
  holidays: PublicHoliday[];
  policy: HolidayPolicy;
  closures: Closure[];
  leave: Leave[];
  /** What every affected-visits preview answers. */
  affected: AffectedAppointment[];
}

/**
 * The admin's calendar API for the tests, from the contracts: holidays (by year), the policy and overrides (a
 * holiday's `closed` follows them), closures and doctor leave that POST, PUT and DELETE change. A test replaces
 * one route with `server.use(handlerFor(API.x, errorReply(...)))` after this.
 */
export function calendarApi(initial: Partial<CalendarWorld> = {}): CalendarWorld {
  const world: CalendarWorld = {
    holidays: initial.holidays ?? [],
    policy: initial.policy ?? { closedOnPublicHolidays: true, overrides: [] },
    closures: initial.closures ?? [],
    leave: initial.leave ?? [],
    affected: initial.affected ?? [],
  };
  let next = 1000;
  const closedOn = (date: string) => {
    const override = world.policy.overrides.find((o) => o.date === date);
    return override ? !override.open : world.policy.closedOnPublicHolidays;
  };
  const withClosed = (h: PublicHoliday) => ({ ...h, closed: closedOn(h.date) });
  const noContent = () => new HttpResponse(null, { status: 204 });
  const holidayAt = (id: string) => world.holidays.findIndex((h) => h.id === id);

  server.use(
    handlerFor(API.clinic.adminListHolidays, ({ query }) =>
      world.holidays.filter((h) => !query.year || h.date.startsWith(query.year)).map(withClosed).sort((a, b) => (a.date < b.date ? -1 : 1)),
    ),
    handlerFor(API.clinic.adminAddHoliday, ({ body }) => {
      const { date, name } = body as { date: string; name: string };
      const created = holiday({ id: fixtureUuid(next++), date, name, status: 'confirmed', source: 'admin' });
      world.holidays.push(created);
      return withClosed(created);
    }),
    handlerFor(API.clinic.adminUpdateHoliday, ({ params, body }) => {
      const index = holidayAt(params.id!);
      if (index < 0) return errorReply('CLINIC_HOLIDAY_NOT_FOUND');
      const { date, name, confirmed } = body as { date?: string; name?: string; confirmed?: true };
      const was = world.holidays[index]!;
      const updated: PublicHoliday = {
        ...was,
        ...(name ? { name } : {}),
        ...(date ? { date, originalDate: was.originalDate ?? was.date } : {}),
        ...(confirmed ? { status: 'confirmed' as const } : {}),
      };
      world.holidays[index] = updated;
      return withClosed(updated);
    }),
    handlerFor(API.clinic.adminDeleteHoliday, ({ params }) => {
      world.holidays = world.holidays.filter((h) => h.id !== params.id);
      return noContent();
    }),
    handlerFor(API.clinic.adminGetHolidayPolicy, () => world.policy),
    handlerFor(API.clinic.adminSetHolidayPolicy, ({ body }) => {
      world.policy = { ...world.policy, closedOnPublicHolidays: (body as { closedOnPublicHolidays: boolean }).closedOnPublicHolidays };
      return world.policy;
    }),
    handlerFor(API.clinic.adminSetDayOverride, ({ body }) => {
      const { date, open, reason } = body as { date: string; open: boolean; reason?: string };
      const override = { date, open, reason: reason ?? null };
      world.policy = { ...world.policy, overrides: [...world.policy.overrides.filter((o) => o.date !== date), override] };
      return override;
    }),
    handlerFor(API.clinic.adminDeleteDayOverride, ({ params }) => {
      world.policy = { ...world.policy, overrides: world.policy.overrides.filter((o) => o.date !== params.date) };
      return noContent();
    }),
    handlerFor(API.clinic.adminListClosures, () => world.closures),
    handlerFor(API.clinic.adminAddClosure, ({ body }) => {
      const { date, startTime, endTime, reason } = body as { date: string; startTime?: string; endTime?: string; reason: string };
      const created = closure({ id: fixtureUuid(next++), date, startTime: startTime ?? null, endTime: endTime ?? null, reason });
      world.closures.push(created);
      return created;
    }),
    handlerFor(API.clinic.adminClosureAffected, () => world.affected),
    handlerFor(API.clinic.adminDeleteClosure, ({ params }) => {
      world.closures = world.closures.filter((c) => c.id !== params.id);
      return noContent();
    }),
    handlerFor(API.clinic.adminListLeave, ({ params }) => world.leave.filter((l) => l.doctorId === params.id)),
    handlerFor(API.clinic.adminAddLeave, ({ params, body }) => {
      const b = body as { fromDate: string; toDate: string; startTime?: string; endTime?: string; reason?: string };
      const created = sampleLeave({
        id: fixtureUuid(next++),
        doctorId: params.id!,
        fromDate: b.fromDate,
        toDate: b.toDate,
        startTime: b.startTime ?? null,
        endTime: b.endTime ?? null,
        reason: b.reason ?? null,
      });
      world.leave.push(created);
      return created;
    }),
    handlerFor(API.clinic.adminLeaveAffected, () => world.affected),
    handlerFor(API.clinic.adminDeleteLeave, ({ params }) => {
      world.leave = world.leave.filter((l) => l.id !== params.leaveId);
      return noContent();
    }),
  );
  return world;
}
