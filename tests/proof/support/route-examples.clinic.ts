// The proof's parts of svc-clinic's routes (doctors, the clinic calendar, doctors' leave) over the contracts' examples
// (route-examples.ts): fixture doctors, and the throwaway records a call may change or delete.
import { addDays } from '@vetnow/domain/clinic-time';
import type { Fixtures } from './fixtures.js';
import { call } from './http.js';
import type { ProofPart } from './route-examples.js';

// Records the calendar examples create through the API.
let farDays = 0;
/** A new date each call, years past the booking horizon. */
function farDate(): string {
  farDays += 1;
  return addDays('2031-01-01', farDays);
}
function farDay(): { fromDate: string; toDate: string } {
  const date = farDate();
  return { fromDate: date, toDate: date };
}
/** POSTs `body` (as the admin unless a token is given) and answers the created record's id. */
async function created(fx: Fixtures, path: string, body: unknown, token = fx.admin.token): Promise<string> {
  const a = await fx.world.post(path, body, token);
  if (a.status !== 201) throw new Error(`POST ${path} answered ${a.status}: ${a.text}`);
  return (a.json as { id: string }).id;
}
/** A throwaway public holiday on `date` (a new name each call). */
function proofHoliday(fx: Fixtures, date: string): Promise<string> {
  return created(fx, '/admin/calendar/holidays', { date, name: `Proof Holiday ${fx.world.unique('h')}` });
}

const doctorY = async (fx: Fixtures) => ({ id: fx.doctorY.id });
const doctorZ = async (fx: Fixtures) => ({ id: (await fx.doctorZ()).id });
const fuzzDoctor = async (fx: Fixtures) => [(await fx.fuzzDoctor()).id];
const leaveAffectedQuery = (fx: Fixtures) => ({ fromDate: fx.dayAfterTomorrow, toDate: fx.dayAfterTomorrow });

export const CLINIC_PARTS: Record<string, ProofPart> = {
  // ---- svc-clinic
  'GET /doctors/:id': { params: async (fx) => ({ id: fx.doctorX.id }), fuzzIds: async (fx) => [fx.doctorX.id] },
  'GET /doctors/:id/slots': {
    params: async (fx) => ({ id: fx.doctorX.id }),
    query: (fx) => ({ date: fx.dayAfterTomorrow }),
    fuzzIds: async (fx) => [fx.doctorX.id],
  },
  'POST /admin/doctors': { body: async (fx) => fx.world.doctorForm() },
  'PUT /admin/doctors/:id': {
    params: async (fx) => ({ id: (await fx.doctorZ()).id }),
    body: async (fx) => {
      const { password: _password, ...form } = fx.world.doctorForm();
      return { ...form, email: (await fx.doctorZ()).email };
    },
    fuzzIds: async (fx) => [(await fx.fuzzDoctor()).id],
  },
  'PATCH /admin/doctors/:id/status': { params: doctorZ, fuzzIds: fuzzDoctor },
  'DELETE /admin/doctors/:id': { params: doctorZ, fuzzIds: fuzzDoctor },

  // ---- svc-clinic calendar (issue 11). Closures and leave far past the booking horizon (a new date per call, so
  // no call overlaps another and no booking of the other suites is hit); throwaway holidays in 2030.
  'GET /clinic/calendar': {
    query: (fx) => ({ from: fx.dayAfterTomorrow, to: addDays(fx.dayAfterTomorrow, 30), doctorId: fx.doctorX.id }),
  },
  'POST /admin/calendar/holidays': { body: async (fx) => ({ date: '2030-06-01', name: `Proof Day ${fx.world.unique('h')}` }) },
  'PUT /admin/calendar/holidays/:id': {
    params: async (fx) => ({ id: await proofHoliday(fx, '2030-06-02') }),
    body: async (fx) => ({ name: `Proof Renamed ${fx.world.unique('h')}` }),
  },
  'DELETE /admin/calendar/holidays/:id': { params: async (fx) => ({ id: await proofHoliday(fx, '2030-06-03') }) },
  'PUT /admin/calendar/overrides': {
    body: async (fx) => {
      await proofHoliday(fx, '2030-07-01');
      return { date: '2030-07-01' };
    },
  },
  'DELETE /admin/calendar/overrides/:date': {
    params: async (fx) => {
      const date = farDate();
      await proofHoliday(fx, date);
      await call(`${fx.world.api}/admin/calendar/overrides`, { method: 'PUT', body: { date, open: true }, token: fx.admin.token });
      return { date };
    },
  },
  'GET /admin/calendar/closures': { query: (fx) => ({ from: fx.dayAfterTomorrow, to: addDays(fx.dayAfterTomorrow, 30) }) },
  'POST /admin/calendar/closures': { body: async () => ({ date: farDate() }) },
  'GET /admin/calendar/closures/affected': { query: (fx) => ({ date: fx.dayAfterTomorrow }) },
  'DELETE /admin/calendar/closures/:id': {
    params: async (fx) => ({ id: await created(fx, '/admin/calendar/closures', { date: farDate(), reason: 'Proof closure' }) }),
  },
  'POST /doctors/dashboard/leave': { body: async () => farDay() },
  'GET /doctors/dashboard/leave/affected': { query: leaveAffectedQuery },
  // Doctor X's own leave: doctor Y gets 404.
  'DELETE /doctors/dashboard/leave/:id': {
    params: async (fx) => ({ id: await created(fx, '/doctors/dashboard/leave', farDay(), fx.doctorX.token) }),
  },
  'GET /admin/doctors/:id/leave': { params: doctorY, fuzzIds: async (fx) => [fx.doctorY.id] },
  'POST /admin/doctors/:id/leave': { params: doctorY, body: async () => farDay(), fuzzIds: async (fx) => [fx.doctorY.id] },
  'GET /admin/doctors/:id/leave/affected': { params: doctorY, query: leaveAffectedQuery },
  'DELETE /admin/doctors/:id/leave/:leaveId': {
    params: async (fx) => ({ id: fx.doctorY.id, leaveId: await created(fx, `/admin/doctors/${fx.doctorY.id}/leave`, farDay()) }),
  },

};
