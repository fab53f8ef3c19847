// What the fault drills share: the owner's own list (to check what was kept), the key of a slot, and the stack's
// recent warnings and errors (to explain a failure).
import { readFileSync } from 'node:fs';
import { describe as describeAnswer, type ApiClient, type Owner } from '../../../scripts/lib/vetnow-api.mjs';

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
