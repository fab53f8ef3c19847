/** The static examples (ADR 0072) of doctors' leave: part of CLINIC_EXAMPLES. */
import type { DOCTOR_LEAVE_ROUTES } from '../doctor-leave.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const DOCTOR_LEAVE_EXAMPLES = {
  addOwnLeave: { body: { fromDate: EXAMPLE.date, toDate: '2027-03-19', reason: 'Conference' } },
  ownLeaveAffected: { query: { fromDate: EXAMPLE.date, toDate: '2027-03-19' } },
  deleteOwnLeave: { params: { id: EXAMPLE.recordId } },
  adminListLeave: { params: { id: EXAMPLE.doctorId } },
  adminAddLeave: {
    params: { id: EXAMPLE.doctorId },
    body: { fromDate: EXAMPLE.date, toDate: '2027-03-19', reason: 'Conference' },
  },
  adminLeaveAffected: {
    params: { id: EXAMPLE.doctorId },
    query: { fromDate: EXAMPLE.date, toDate: '2027-03-19' },
  },
  adminDeleteLeave: { params: { id: EXAMPLE.doctorId, leaveId: EXAMPLE.recordId } },
} satisfies FamilyExamples<typeof DOCTOR_LEAVE_ROUTES>;
