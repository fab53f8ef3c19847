import { DEFAULT_SLOT_DURATION, DEFAULT_SPECIALIZATION, DEFAULT_WORKING_HOURS, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  type AdminDoctorCreateData,
  type AdminDoctorUpdateData,
  type Doctor,
} from '@vetnow/contracts/doctor';
import { issuePath } from '@vetnow/contracts/errors';

export type DoctorFormMode = 'create' | 'edit';

/** What the Add/Edit Doctor form holds: text as typed (numbers and the qualifications list are parsed on submit). */
export interface DoctorFormValues {
  fullName: string;
  email: string;
  password: string;
  specialization: string;
  experience: string;
  qualifications: string;
  contactNumber: string;
  consultationFee: string;
  street: string;
  city: string;
  startTime: string;
  endTime: string;
  slotDuration: string;
}

/** Field name → message shown at that field. */
export type DoctorFormErrors = Partial<Record<keyof DoctorFormValues, string>>;

export const EMPTY_DOCTOR_FORM: DoctorFormValues = {
  fullName: '',
  email: '',
  password: '',
  specialization: DEFAULT_SPECIALIZATION,
  experience: '',
  qualifications: '',
  contactNumber: '',
  consultationFee: '',
  street: '',
  city: '',
  startTime: DEFAULT_WORKING_HOURS.startTime,
  endTime: DEFAULT_WORKING_HOURS.endTime,
  slotDuration: String(DEFAULT_SLOT_DURATION),
};

/** The edit form's starting values (no password: it is not changed here). */
export function formValuesOf(doctor: Doctor): DoctorFormValues {
  return {
    fullName: doctor.fullName,
    email: doctor.email,
    password: '',
    specialization: doctor.specialization,
    experience: String(doctor.experience),
    qualifications: doctor.qualifications.join(', '),
    contactNumber: formatPhoneNational(doctor.contactNumber),
    consultationFee: String(doctor.consultationFee),
    street: doctor.clinicAddress.street,
    city: doctor.clinicAddress.city,
    startTime: doctor.workingHours.startTime || DEFAULT_WORKING_HOURS.startTime,
    endTime: doctor.workingHours.endTime || DEFAULT_WORKING_HOURS.endTime,
    slotDuration: String(doctor.workingHours.slotDuration || DEFAULT_SLOT_DURATION),
  };
}

/** The request body before validation: the form's shape mapped onto the API's (location fixed to Battaramulla). */
function requestOf(values: DoctorFormValues, mode: DoctorFormMode): Record<string, unknown> {
  return {
    fullName: values.fullName,
    email: values.email,
    ...(mode === 'create' ? { password: values.password } : {}),
    specialization: values.specialization,
    experience: values.experience,
    qualifications: values.qualifications,
    contactNumber: values.contactNumber,
    consultationFee: values.consultationFee,
    clinicAddress: { street: values.street, city: values.city, location: SERVICE_LOCATION },
    workingHours: { startTime: values.startTime, endTime: values.endTime, slotDuration: values.slotDuration },
  };
}

/** API paths (`workingHours.startTime`) → form fields. */
const FIELD_OF_PATH: Record<string, keyof DoctorFormValues> = {
  fullName: 'fullName',
  email: 'email',
  password: 'password',
  specialization: 'specialization',
  experience: 'experience',
  qualifications: 'qualifications',
  contactNumber: 'contactNumber',
  consultationFee: 'consultationFee',
  'clinicAddress.street': 'street',
  'clinicAddress.city': 'city',
  'workingHours.startTime': 'startTime',
  'workingHours.endTime': 'endTime',
  'workingHours.slotDuration': 'slotDuration',
};

/** The form field an API issue path belongs to (`qualifications.3` → qualifications), if any. */
export function fieldOfPath(path: string): keyof DoctorFormValues | undefined {
  if (path in FIELD_OF_PATH) return FIELD_OF_PATH[path];
  const head = path.split('.').slice(0, 2).join('.');
  return FIELD_OF_PATH[head] ?? FIELD_OF_PATH[path.split('.')[0]!];
}

export type DoctorFormResult =
  | { ok: true; mode: 'create'; data: AdminDoctorCreateData }
  | { ok: true; mode: 'edit'; data: AdminDoctorUpdateData }
  | { ok: false; errors: DoctorFormErrors };

/**
 * Validates the form with the contracts schema of the call (create: password required; edit: no password) and
 * gives the body to send — qualifications split at commas, trimmed, empties dropped; numbers parsed; the
 * location fixed — or the first message of each field.
 */
export function validateDoctorForm(values: DoctorFormValues, mode: DoctorFormMode): DoctorFormResult {
  const request = requestOf(values, mode);
  const parsed = mode === 'create' ? adminDoctorCreateSchema.safeParse(request) : adminDoctorUpdateSchema.safeParse(request);
  if (parsed.success) {
    return mode === 'create'
      ? { ok: true, mode, data: parsed.data as AdminDoctorCreateData }
      : { ok: true, mode, data: parsed.data as AdminDoctorUpdateData };
  }
  const errors: DoctorFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issuePath(issue.path));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
