/** The accounts as the API answers them: an owner or admin, a signed-in doctor, and the login and register answers. */
import { z } from '@vetnow/contracts/zod';
import { USER_TYPES } from '../constants.js';
import { isoDateTimeSchema } from '../common.js';
import { doctorSchema } from '../doctor.js';
import { addressSchema, userLanguageSchema } from './account-fields.js';

/** An owner (or admin) as the API returns it. Never a password. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  contactNumber: z.string(),
  address: addressSchema,
  pets: z.array(
    z.object({ name: z.string(), type: z.string(), breed: z.string(), age: z.number().optional() }),
  ),
  userType: z.enum(USER_TYPES),
  /** Set for the admin and for front-desk staff (issue 39); absent for an owner. */
  role: z.enum(['admin', 'staff']).optional(),
  /** The language the account reads VetNow in (absent from answers of services that do not know it). */
  language: userLanguageSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in doctor as login and doctor registration return it: the public doctor plus its userType. */
export const doctorSessionUserSchema = doctorSchema.extend({
  userType: z.literal('doctor'),
  language: userLanguageSchema.optional(),
});
export type DoctorSessionUser = z.infer<typeof doctorSessionUserSchema>;

/** Whoever is signed in: an owner/admin, or a doctor. */
export const sessionUserSchema = z.union([publicUserSchema, doctorSessionUserSchema]);
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /auth/login answer. */
export const loginResponseSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/register answer. */
export const registerResponseSchema = z.object({ token: z.string().min(1), user: publicUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /auth/doctor/register answer (admin only). The spec's answer also held a token; issue 10: a token
 * usable as the doctor must not reach the admin, so only the doctor's account data is returned.
 */
export const doctorRegisterResponseSchema = z.object({
  doctor: doctorSchema.partial().required({ _id: true, email: true, fullName: true }),
});
export type DoctorRegisterResponse = z.infer<typeof doctorRegisterResponseSchema>;
