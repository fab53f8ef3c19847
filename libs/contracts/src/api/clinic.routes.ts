import { z } from '@vetnow/contracts/zod';
import { idParamSchema } from '../user/index.js';
import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  doctorFiltersSchema,
  doctorProfileUpdateSchema,
  doctorSchema,
  doctorStatusRequestSchema,
  slotsQuerySchema,
  timeSlotsSchema,
} from '../doctor.js';
import { CLINIC_CALENDAR_ROUTES } from './clinic-calendar.routes.js';
import { defineRoute } from './define-route.js';
import { DOCTOR_LEAVE_ROUTES } from './doctor-leave.routes.js';

const doctorsSchema = z.array(doctorSchema);

/**
 * svc-clinic: the doctor directory, slots, the doctor's own profile and the admin's doctor management; then the
 * clinic's calendar (clinic-calendar.routes.ts) and doctors' leave (doctor-leave.routes.ts).
 */
export const CLINIC_API = {
  listDoctors: defineRoute({
    name: 'clinic.listDoctors',
    method: 'GET',
    path: '/doctors',
    service: 'clinic',
    access: 'public',
    summary: 'Active doctors, filtered by location, specialization, available time and date',
    query: doctorFiltersSchema,
    response: doctorsSchema,
    errors: [],
  }),
  getOwnProfile: defineRoute({
    name: 'clinic.getOwnProfile',
    method: 'GET',
    path: '/doctors/dashboard/profile',
    service: 'clinic',
    access: 'doctor',
    summary: "The signed-in doctor's profile",
    response: doctorSchema,
    errors: ['DOCTOR_NOT_FOUND'],
  }),
  updateOwnProfile: defineRoute({
    name: 'clinic.updateOwnProfile',
    method: 'PUT',
    path: '/doctors/dashboard/profile',
    service: 'clinic',
    access: 'doctor',
    summary: 'A doctor updates their name, contact, qualifications, experience, clinic street/city and hours',
    body: doctorProfileUpdateSchema,
    response: doctorSchema,
    errors: ['DOCTOR_NOT_FOUND'],
  }),
  getDoctor: defineRoute({
    name: 'clinic.getDoctor',
    method: 'GET',
    path: '/doctors/:id',
    service: 'clinic',
    access: 'public',
    summary: "An active doctor's public profile",
    params: idParamSchema,
    response: doctorSchema,
    errors: ['DOCTOR_NOT_FOUND'],
  }),
  getSlots: defineRoute({
    name: 'clinic.getSlots',
    method: 'GET',
    path: '/doctors/:id/slots',
    service: 'clinic',
    access: 'public',
    summary: "A doctor's time slots of a day (tomorrow in clinic time without a date) and which are taken",
    params: idParamSchema,
    query: slotsQuerySchema,
    response: timeSlotsSchema,
    errors: ['DOCTOR_NOT_FOUND', 'CLINIC_DATE_BEYOND_HORIZON'],
  }),
  adminListDoctors: defineRoute({
    name: 'clinic.adminListDoctors',
    method: 'GET',
    path: '/admin/doctors',
    service: 'clinic',
    access: 'admin',
    summary: 'Every doctor, active or not',
    response: doctorsSchema,
    errors: [],
  }),
  adminCreateDoctor: defineRoute({
    name: 'clinic.adminCreateDoctor',
    method: 'POST',
    path: '/admin/doctors',
    service: 'clinic',
    access: 'admin',
    summary: 'Create a doctor and their sign-in credentials',
    body: adminDoctorCreateSchema,
    response: doctorSchema,
    successStatus: 201,
    errors: ['DOCTOR_EMAIL_TAKEN', 'AUTH_PASSWORD_TOO_COMMON', 'AUTH_PASSWORD_SAME_AS_IDENTIFIER'],
  }),
  adminUpdateDoctor: defineRoute({
    name: 'clinic.adminUpdateDoctor',
    method: 'PUT',
    path: '/admin/doctors/:id',
    service: 'clinic',
    access: 'admin',
    summary: 'Update a doctor (a new password is optional)',
    params: idParamSchema,
    body: adminDoctorUpdateSchema,
    response: doctorSchema,
    errors: [
      'DOCTOR_NOT_FOUND',
      'DOCTOR_EMAIL_TAKEN',
      'AUTH_PASSWORD_TOO_COMMON',
      'AUTH_PASSWORD_SAME_AS_IDENTIFIER',
    ],
  }),
  adminSetDoctorStatus: defineRoute({
    name: 'clinic.adminSetDoctorStatus',
    method: 'PATCH',
    path: '/admin/doctors/:id/status',
    service: 'clinic',
    access: 'admin',
    summary: 'Activate or deactivate a doctor',
    params: idParamSchema,
    body: doctorStatusRequestSchema,
    response: doctorSchema,
    errors: ['DOCTOR_NOT_FOUND'],
  }),
  adminDeleteDoctor: defineRoute({
    name: 'clinic.adminDeleteDoctor',
    method: 'DELETE',
    path: '/admin/doctors/:id',
    service: 'clinic',
    access: 'admin',
    summary: 'Delete a doctor; answers the deleted doctor',
    params: idParamSchema,
    response: doctorSchema,
    errors: ['DOCTOR_NOT_FOUND', 'REFERENCE_MISSING'],
  }),

  // ---- Calendar and leave (issue 11, ADR 0020) -------------------------------------------------------------
  ...CLINIC_CALENDAR_ROUTES,
  ...DOCTOR_LEAVE_ROUTES,
} as const;
