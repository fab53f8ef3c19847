/** The static examples (ADR 0072) of svc-booking's waitlist (issue 39 phase B). */
import type { WAITLIST_API } from '../waitlist.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const WAITLIST_EXAMPLES = {
  join: { body: { doctorId: EXAMPLE.doctorId, date: EXAMPLE.date } },
  leave: { params: { id: EXAMPLE.recordId } },
  deskList: { query: { date: EXAMPLE.date } },
  deskJoin: { body: { doctorId: EXAMPLE.doctorId, date: EXAMPLE.date, ownerId: EXAMPLE.accountId } },
  deskLeave: { params: { id: EXAMPLE.recordId } },
} satisfies FamilyExamples<typeof WAITLIST_API>;
