/** The static examples (ADR 0072) of the front desk: day sheet, walk-ins, callers. */
import type { DESK_API } from '../desk.routes.js';
import { EXAMPLE } from './example-values.js';
import { CALLER_EXAMPLES } from './callers.examples.js';
import type { FamilyExamples } from './route-example.js';

export const DESK_EXAMPLES = {
  ...CALLER_EXAMPLES,
  daySheet: { query: { date: EXAMPLE.date, doctorId: EXAMPLE.doctorId } },
  daySheetEvents: { query: { date: EXAMPLE.date } },
  checkIn: { params: { id: EXAMPLE.appointmentId } },
  markNoShow: { params: { id: EXAMPLE.appointmentId } },
  clearArrival: { params: { id: EXAMPLE.appointmentId } },
  addWalkIn: {
    body: {
      doctorId: EXAMPLE.doctorId,
      ownerName: 'Sunil Jayasinghe',
      contactNumber: '0771234567',
      petName: 'Rex',
      petType: 'Dog',
      reason: 'Limping since this morning',
    },
  },
  setWalkInStatus: { params: { id: EXAMPLE.recordId }, body: { status: 'waiting' } },
  doctorWalkIns: { query: { date: EXAMPLE.date } },
  doctorSetWalkInStatus: { params: { id: EXAMPLE.recordId }, body: { status: 'with-doctor' } },
  doctorDayEvents: { query: { date: EXAMPLE.date } },
} satisfies FamilyExamples<typeof DESK_API>;
