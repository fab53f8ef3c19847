// The examples of issue 39 phase B's routes (ADR 0061) for the authorization matrix and the fuzzer: the owners the front
// desk finds or creates and the claim of such an account (svc-auth), the booking for a caller and the waitlist
// (svc-booking): the proof's parts over the contracts' examples (route-examples.ts).
import { randomInt } from 'node:crypto';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { eventually } from '@vetnow/service-kit/testing';
import type { Fixtures } from './fixtures.js';
import { call, describeAnswer } from './http.js';
import type { ProofPart } from './route-examples.js';
import type { Principal } from './world.js';

/** A Sri Lankan mobile number no proof owner has (they all register 0771234567). */
const callerMobile = () => `076${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

const onceByFixtures = new WeakMap<Fixtures, Map<string, Promise<unknown>>>();
function once<T>(fx: Fixtures, key: string, make: () => Promise<T>): Promise<T> {
  let byKey = onceByFixtures.get(fx);
  if (!byKey) onceByFixtures.set(fx, (byKey = new Map()));
  let made = byKey.get(key) as Promise<T> | undefined;
  if (!made) byKey.set(key, (made = make()));
  return made;
}

/** An owner account the front desk created for a caller (no password yet), made each call; its id. */
async function newCaller(fx: Fixtures, label: string): Promise<string> {
  const a = await fx.world.post('/desk/owners', { fullName: `Caller ${fx.world.unique(label)}`, contactNumber: callerMobile() }, fx.staff.token);
  if (a.status !== 201) throw new Error(describeAnswer('POST', '/desk/owners', a));
  return (a.json as { owner: { _id: string } }).owner._id;
}

/**
 * The owner the desk books and lists for: a registered owner of its own (never owner A, whose records other suites
 * count), answered once svc-booking's owners read model knows them (user.registered has arrived).
 */
function bookedCaller(fx: Fixtures): Promise<Principal> {
  return once(fx, 'desk caller', async () => {
    const owner = await fx.world.registerOwner('desk caller');
    await eventually(
      'svc-booking knowing the desk caller',
      async () => ((await call(`${fx.world.api}/desk/owners/${owner.id}/pets`, { token: fx.staff.token })).status === 200 ? true : undefined),
      20_000,
      250,
    );
    return owner;
  });
}

/**
 * Doctor W: the waitlist examples wait for W's days — nobody else books W, so an offer's hold takes nothing the other
 * suites book (doctor Z is no good: the matrix deactivates and deletes Z). Answered once svc-booking knows W (a probe
 * owner's join is accepted). `generation`: a fresh doctor W for each run of WAIT_DAYS days (see waitBody).
 */
function waitlistDoctor(fx: Fixtures, generation: number): Promise<Principal> {
  return once(fx, `waitlist doctor ${generation}`, async () => {
    const doctor = await fx.world.createDoctor(`doctor W${generation} (waitlist)`, fx.admin);
    const probe = await fx.world.registerOwner('waitlist probe');
    await eventually(
      'svc-booking knowing doctor W',
      async () => {
        const a = await fx.world.post('/waitlist', { doctorId: doctor.id, date: addDays(clinicTomorrow(), 55) }, probe.token);
        if (a.status === 201) return true;
        if (a.status === 404) return undefined;
        throw new Error(describeAnswer('POST', '/waitlist', a));
      },
      20_000,
      250,
    );
    return doctor;
  });
}

// Each call waits for a (doctor, day) no call waited for before, so none is refused as already joined (an owner is on
// a doctor's list once a day): the next of WAIT_DAYS days within the horizon, then the same days of a new doctor W.
// The call's number is taken before any await: the fuzzer's routes run concurrently, and a day read after awaiting
// doctor W was sometimes the one another call had just taken (a 409 for owner A in a CI run).
const WAIT_DAYS = 50;
let waitCalls = 0;
async function waitBody(fx: Fixtures): Promise<{ doctorId: string; date: string }> {
  const call = waitCalls++;
  const doctor = await waitlistDoctor(fx, Math.floor(call / WAIT_DAYS));
  return { doctorId: doctor.id, date: addDays(clinicTomorrow(), (call % WAIT_DAYS) + 1) };
}
/** An entry of `owner` (joined through the API), made each call; its id. */
async function ownEntry(fx: Fixtures, owner: Principal): Promise<string> {
  const a = await fx.world.post('/waitlist', await waitBody(fx), owner.token);
  if (a.status !== 201) throw new Error(describeAnswer('POST', '/waitlist', a));
  return (a.json as { _id: string })._id;
}
/** An entry the desk added for its caller, made each call; its id. */
async function deskEntry(fx: Fixtures): Promise<string> {
  const body = { ...(await waitBody(fx)), ownerId: (await bookedCaller(fx)).id };
  const a = await fx.world.post('/desk/waitlist', body, fx.staff.token);
  if (a.status !== 201) throw new Error(describeAnswer('POST', '/desk/waitlist', a));
  return (a.json as { _id: string })._id;
}

/** A claim token no account has: every principal gets 410 (a public route: never 401 or 403). */
const unknownToken = () => 'proofproofproofproofproofproofproofproof123';

export const CALLER_PARTS: Record<string, ProofPart> = {
  // ---- svc-auth: owners the desk finds or creates, and the public claim of such an account.
  'POST /desk/owners': { body: async (fx) => ({ fullName: `Caller ${fx.world.unique('c')}`, contactNumber: callerMobile() }) },
  'POST /desk/owners/:id/claim-link': {
    params: async (fx) => ({ id: await newCaller(fx, 'relink') }),
    fuzzIds: async (fx) => [await newCaller(fx, 'fuzzrelink')],
  },
  'POST /auth/claim/lookup': { body: async () => ({ token: unknownToken() }) },
  'POST /auth/claim': {
    body: async (fx) => {
      const password = fx.world.newPassword();
      return { token: unknownToken(), email: `${fx.world.unique('claim')}@proof.example`, password, confirmPassword: password };
    },
  },

  // ---- svc-booking: the desk's booking for a caller (the owner's pets to pick from), and the waitlist.
  'GET /desk/owners/:id/pets': { params: async (fx) => ({ id: (await bookedCaller(fx)).id }) },
  'POST /desk/appointments': {
    body: async (fx) => {
      const { appointmentDate, timeSlot } = await fx.world.freeSlot(fx.doctorX.id);
      return { ownerId: (await bookedCaller(fx)).id, doctorId: fx.doctorX.id, appointmentDate, timeSlot };
    },
  },
  'POST /waitlist': { body: async (fx) => waitBody(fx) },
  // Owner A's entry: owner B gets 404; the desk, doctors and the admin 403 by role.
  'DELETE /waitlist/:id': {
    params: async (fx) => ({ id: await ownEntry(fx, fx.ownerA) }),
    fuzzIds: async (fx) => [await ownEntry(fx, fx.ownerA)],
  },
  'GET /desk/waitlist': { query: () => ({ date: clinicTomorrow() }) },
  'POST /desk/waitlist': { body: async (fx) => ({ ...(await waitBody(fx)), ownerId: (await bookedCaller(fx)).id }) },
  'DELETE /desk/waitlist/:id': {
    params: async (fx) => ({ id: await deskEntry(fx) }),
    fuzzIds: async (fx) => [await deskEntry(fx)],
  },
};
