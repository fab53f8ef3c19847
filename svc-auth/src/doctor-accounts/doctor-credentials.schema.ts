import { z } from 'zod';
import { emailSchema, requiredText } from '@vetnow/contracts/common';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vetnow/contracts/constants';
import { DOCTOR_FORM_MESSAGES as M, REGISTRATION_MESSAGES } from '@vetnow/contracts/messages';

/**
 * POST /auth/doctor/register (admin only), as svc-clinic sends it when the admin creates a doctor or sets a
 * new password: the doctor's id in svc-clinic, email, name and password.
 * (Candidate for @vetnow/contracts so svc-clinic builds the same shape.)
 */
export const doctorCredentialsRequestSchema = z.object({
  doctorId: z
    .string({ error: 'Doctor ID is required' })
    .trim()
    .toLowerCase()
    .uuid('Doctor ID must be a UUID'),
  email: emailSchema(M.emailInvalid, M.emailRequired),
  fullName: requiredText(M.fullNameRequired, NAME_MAX_LENGTH, M.fieldTooLong),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .max(PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES.passwordMax),
});
export type DoctorCredentialsRequest = z.output<typeof doctorCredentialsRequestSchema>;
