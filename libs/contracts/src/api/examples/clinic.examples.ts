/** The static examples (ADR 0072) of svc-clinic: doctors, their slots and profiles, the calendar and leave. */
import type { CLINIC_API } from '../clinic.routes.js';
import { DOCTOR_FORM, EXAMPLE } from './example-values.js';
import { CLINIC_CALENDAR_EXAMPLES } from './clinic-calendar.examples.js';
import { DOCTOR_LEAVE_EXAMPLES } from './doctor-leave.examples.js';
import type { FamilyExamples } from './route-example.js';

export const CLINIC_EXAMPLES = {
  ...CLINIC_CALENDAR_EXAMPLES,
  ...DOCTOR_LEAVE_EXAMPLES,
  listDoctors: { query: { location: 'Battaramulla', specialization: 'General Veterinary' } },
  updateOwnProfile: { body: { contactNumber: '0771002001' } },
  getDoctor: { params: { id: EXAMPLE.doctorId } },
  getSlots: { params: { id: EXAMPLE.doctorId }, query: { date: EXAMPLE.date } },
  adminCreateDoctor: { body: { ...DOCTOR_FORM, password: EXAMPLE.password } },
  adminUpdateDoctor: { params: { id: EXAMPLE.doctorId }, body: DOCTOR_FORM },
  adminSetDoctorStatus: { params: { id: EXAMPLE.doctorId }, body: { isActive: true } },
  adminDeleteDoctor: { params: { id: EXAMPLE.doctorId } },
} satisfies FamilyExamples<typeof CLINIC_API>;
