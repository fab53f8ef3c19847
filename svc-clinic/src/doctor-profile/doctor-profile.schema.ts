import { z } from 'zod';
import { clinicAddressInputSchema, doctorSelfUpdateSchema } from '@vetnow/contracts/doctor';

/**
 * PUT /doctors/dashboard/profile: the contracts' self-update schema, narrowed to what a doctor may change
 * (docs/decisions/0005-doctor-self-service.md): fullName, contactNumber, qualifications, experience,
 * clinic street and city, working hours. Anything else — email, consultation fee, specialization, isActive,
 * the clinic location — is ignored (stripped), not refused, so a form that sends the whole profile back works.
 */
export const doctorProfileUpdateSchema = doctorSelfUpdateSchema.omit({ specialization: true }).extend({
  clinicAddress: clinicAddressInputSchema.pick({ street: true, city: true }).optional(),
});
export type DoctorProfileUpdate = z.output<typeof doctorProfileUpdateSchema>;
