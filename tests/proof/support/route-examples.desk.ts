// The examples of the front desk's routes (issue 39, ADR 0060) for the authorization matrix and the fuzzer: the admin's
// staff accounts (svc-auth) and the desk's day sheet, arrival, walk-ins and live streams, the doctor's walk-in queue
// and the owner's no-show standing (svc-booking): the proof's parts over the contracts' examples (route-examples.ts).
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { Fixtures } from './fixtures.js';
import { call } from './http.js';
import type { ProofPart } from './route-examples.js';

/** A desk visit of today, checked in by the front desk (again: unchanged); its id. */
async function checkedInVisit(fx: Fixtures, name: string): Promise<string> {
  const visit = await fx.deskVisit(name, 'today');
  const a = await call(`${fx.world.api}/desk/appointments/${visit._id}/check-in`, { method: 'POST', token: fx.staff.token });
  if (a.status !== 200) throw new Error(`checking in ${name} answered ${a.status}: ${a.text}`);
  return visit._id;
}

const today = () => ({ date: clinicToday() });

export const FRONT_DESK_PARTS: Record<string, ProofPart> = {
  // ---- svc-auth: the admin's front-desk accounts. The matrix switches a throwaway account on (as it is); the
  // fuzzer aims at another throwaway one, never at the cast's front desk.
  'POST /admin/staff': { body: async (fx) => fx.world.staffForm() },
  'PUT /admin/staff/:id/status': {
    params: async (fx) => ({ id: (await fx.staffZ()).id }),
    fuzzIds: async (fx) => [(await fx.fuzzStaff()).id],
  },

  // ---- svc-booking, the front desk: the clinic's day. Check-in needs a visit of today and a no-show one past its
  // start plus the grace period: visits of doctor D moved there (desk-day.ts). The two event streams never end: the
  // suites read their status and headers only (http.ts).
  'GET /desk/day-sheet': { query: async (fx) => ({ date: clinicToday(), doctorId: (await fx.deskDoctor()).id }) },
  'GET /desk/day-sheet/events': { query: today },
  // Checking in again answers the visit unchanged, so the front desk gets 2xx however often the matrix asks.
  'POST /desk/appointments/:id/check-in': {
    params: async (fx) => ({ id: (await fx.deskVisit('matrix-check-in', 'today'))._id }),
    fuzzIds: async (fx) => [(await fx.deskVisit('fuzz-check-in', 'today'))._id],
  },
  'POST /desk/appointments/:id/no-show': {
    params: async (fx) => ({ id: (await fx.deskVisit('matrix-no-show', 'yesterday'))._id }),
    fuzzIds: async (fx) => [(await fx.deskVisit('fuzz-no-show', 'yesterday'))._id],
  },
  // Undo of a checked-in visit (each call checks it in first, so the undo always has something to undo).
  'DELETE /desk/appointments/:id/arrival': {
    params: async (fx) => ({ id: await checkedInVisit(fx, 'matrix-undo') }),
    fuzzIds: async (fx) => [await checkedInVisit(fx, 'fuzz-undo')],
  },
  'POST /desk/walk-ins': { body: async (fx) => fx.world.walkInBody(fx.doctorX.id) },
  'PUT /desk/walk-ins/:id/status': {
    params: async (fx) => ({ id: (await fx.walkIn('matrix-desk-status'))._id }),
    fuzzIds: async (fx) => [(await fx.walkIn('fuzz-desk-status'))._id],
  },
  'GET /doctors/dashboard/walk-ins': { query: today },
  // A walk-in who asked for doctor X: X takes them (again: unchanged).
  'PUT /doctors/dashboard/walk-ins/:id/status': {
    params: async (fx) => ({ id: (await fx.walkIn('matrix-doctor-status', fx.doctorX.id))._id }),
    fuzzIds: async (fx) => [(await fx.walkIn('fuzz-doctor-status', fx.doctorX.id))._id],
  },
  'GET /doctors/dashboard/events': { query: today },
};
