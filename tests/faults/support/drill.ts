// What the fault drills share: a booking that must succeed, whether svc-clinic shows a slot taken, the owner's own
// list (to check what was kept), the key of a slot, and the stack's recent warnings and errors (to explain a failure).
import { readFileSync } from 'node:fs';
import { book, bookBody, describe as describeAnswer, slots, type ApiClient, type Owner, type Slot } from '../../../scripts/lib/vetnow-api.mjs';

/**
 * Books `slot` for `owner`, a pet named `pet` (with an Idempotency-Key when given); throws with the answer unless it
 * is 201. Returns the appointment's id.
 */
export async function bookOrThrow(api: ApiClient, owner: Owner, slot: Slot, pet: string, key?: string): Promise<string> {
  const a = await book(api, owner, bookBody(slot, pet), key);
  if (a.status !== 201) throw new Error(describeAnswer('POST', '/appointments/book', a));
  return (a.json as { appointment: { _id: string } }).appointment._id;
}

/** Whether svc-clinic's slot grid (fed by the bus) shows `slot` booked; undefined when the grid has no such slot. */
export async function takenInClinic(api: ApiClient, slot: Slot): Promise<boolean | undefined> {
  return (await slots(api, slot.doctorId, slot.appointmentDate)).find((s) => s.time === slot.timeSlot)?.isBooked;
}

/** An appointment as the owner's list gives it (the fields the drills read). */
export interface ListedAppointment {
  _id: string;
  appointmentDate: string;
  timeSlot: string;
  paymentStatus: string;
  doctor: { _id: string };
}

/** GET /appointments/user/all as `owner`; throws with the answer when it is not 200. */
export async function appointmentsOf(api: ApiClient, owner: Owner): Promise<ListedAppointment[]> {
  const a = await api.call('GET', '/appointments/user/all', { token: owner.token });
  if (a.status !== 200) throw new Error(describeAnswer('GET', '/appointments/user/all', a));
  return a.json as ListedAppointment[];
}

/** One key per (doctor, clinic date, slot). */
export const slotKey = (s: { appointmentDate: string; timeSlot: string }, doctorId: string): string =>
  `${doctorId}|${s.appointmentDate}|${s.timeSlot}`;

/**
 * The last `count` warning and error lines of the stack's log (the children's WARN/ERROR/FATAL, the stack's ✗,
 * uncaught errors), without those matching `expected` — what the drill itself causes.
 */
export function recentProblems(logFile: string, count: number, expected?: RegExp): string {
  try {
    return readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((l) => /│ (WARN|ERROR|FATAL|✗)|Unhandled 'error'|Error: /.test(l) && !(expected && expected.test(l)))
      .slice(-count)
      .join('\n');
  } catch {
    return '(no log)';
  }
}
