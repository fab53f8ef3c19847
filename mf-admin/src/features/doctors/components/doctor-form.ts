import { DEFAULT_SLOT_DURATION, DEFAULT_SPECIALIZATION, DEFAULT_WORKING_HOURS, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { adminDoctorCreateSchema, adminDoctorUpdateSchema, type Doctor } from '@vetnow/contracts/doctor';
import { formatPhoneNational } from '@vetnow/domain/phone';

export type DoctorFormMode = 'create' | 'edit';

/** The contracts schema the form is checked with: the request's own (create needs a password, edit has none). */
export const doctorFormSchema = (mode: DoctorFormMode) => (mode === 'create' ? adminDoctorCreateSchema : adminDoctorUpdateSchema);

/**
 * The form's values in the request's shape (`clinicAddress.street`, `workingHours.startTime`…), as typed: the
 * schema parses the numbers and splits the qualifications at commas. A server's field error names the same path.
 */
export interface DoctorFormValues {
  fullName: string;
  email: string;
  password?: string;
  specialization: string;
  experience: string;
  qualifications: string;
  contactNumber: string;
  consultationFee: string;
  clinicAddress: { street: string; city: string; location: string };
  workingHours: { startTime: string; endTime: string; slotDuration: string };
}

/** Add Doctor's starting values (location fixed to Battaramulla). */
export function emptyDoctorForm(): DoctorFormValues {
  return {
    fullName: '',
    email: '',
    password: '',
    specialization: DEFAULT_SPECIALIZATION,
    experience: '',
    qualifications: '',
    contactNumber: '',
    consultationFee: '',
    clinicAddress: { street: '', city: '', location: SERVICE_LOCATION },
    workingHours: { ...DEFAULT_WORKING_HOURS, slotDuration: String(DEFAULT_SLOT_DURATION) },
  };
}

/** Edit Doctor's starting values (no password: it is not changed here). */
export function formValuesOf(doctor: Doctor): DoctorFormValues {
  return {
    fullName: doctor.fullName,
    email: doctor.email,
    specialization: doctor.specialization,
    experience: String(doctor.experience),
    qualifications: doctor.qualifications.join(', '),
    contactNumber: formatPhoneNational(doctor.contactNumber),
    consultationFee: String(doctor.consultationFee),
    clinicAddress: { street: doctor.clinicAddress.street, city: doctor.clinicAddress.city, location: SERVICE_LOCATION },
    workingHours: {
      startTime: doctor.workingHours.startTime || DEFAULT_WORKING_HOURS.startTime,
      endTime: doctor.workingHours.endTime || DEFAULT_WORKING_HOURS.endTime,
      slotDuration: String(doctor.workingHours.slotDuration || DEFAULT_SLOT_DURATION),
    },
  };
}
