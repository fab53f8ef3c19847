import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  adminStatsSchema,
  doctorFiltersSchema,
  doctorSchema,
  doctorSelfUpdateSchema,
  doctorStatusRequestSchema,
  parseQualifications,
  qualificationsSchema,
  slotsQuerySchema,
  timeSlotSchema,
} from './doctor.js';
import { DOCTOR_FORM_MESSAGES as M, PHONE_MESSAGES, englishOf } from './validation/texts.js';

const form = {
  fullName: 'Dr. Nimal Silva',
  email: 'Nimal@VetNow.lk',
  password: 'vet-clinic-42',
  specialization: 'Surgery',
  experience: '7',
  qualifications: 'BVSc, MVSc',
  contactNumber: '0112345678',
  clinicAddress: { street: '1 Clinic Rd', city: 'Battaramulla' },
  consultationFee: '2500',
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: '30' },
};

function messages(r: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return r.success ? [] : r.error!.issues.map((i) => englishOf(i.message));
}

describe('admin doctor form (spec §5)', () => {
  it('accepts the form as strings and yields typed values', () => {
    expect(adminDoctorCreateSchema.parse(form)).toEqual({
      fullName: 'Dr. Nimal Silva',
      email: 'nimal@vetnow.lk',
      password: 'vet-clinic-42',
      specialization: 'Surgery',
      experience: 7,
      qualifications: ['BVSc', 'MVSc'],
      contactNumber: '+94112345678', // E.164
      clinicAddress: { street: '1 Clinic Rd', city: 'Battaramulla', location: 'Battaramulla' },
      consultationFee: 2500,
      workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
      isActive: true,
    });
  });

  it('takes a Sri Lankan contact number as people write it, stores E.164, refuses anything else (create, edit, self)', () => {
    expect(adminDoctorCreateSchema.parse({ ...form, contactNumber: '+94 77 123 4567' }).contactNumber).toBe('+94771234567');
    expect(adminDoctorUpdateSchema.parse({ ...form, contactNumber: '077 123 4567' }).contactNumber).toBe('+94771234567');
    expect(doctorSelfUpdateSchema.parse({ contactNumber: '011 2345678' }).contactNumber).toBe('+94112345678');
    expect(doctorSelfUpdateSchema.parse({})).not.toHaveProperty('contactNumber');
    for (const schema of [adminDoctorCreateSchema, adminDoctorUpdateSchema]) {
      expect(messages(schema.safeParse({ ...form, contactNumber: 'hello' }))).toEqual([PHONE_MESSAGES.invalid]);
    }
    expect(messages(doctorSelfUpdateSchema.safeParse({ contactNumber: '12345' }))).toEqual([PHONE_MESSAGES.invalid]);
  });

  it('requires the password on create only', () => {
    const { password: _p, ...noPassword } = form;
    expect(messages(adminDoctorCreateSchema.safeParse(noPassword))).toEqual([M.passwordRequired]);
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, password: '' }))).toEqual([M.passwordRequired]);
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, password: '12345' }))).toEqual([M.passwordMin]);
    expect(adminDoctorUpdateSchema.parse(noPassword).fullName).toBe('Dr. Nimal Silva');
    expect(adminDoctorUpdateSchema.parse(form)).not.toHaveProperty('password');
  });

  it('requires full name, email, contact number, experience, fee, start and end time', () => {
    const r = adminDoctorCreateSchema.safeParse({
      ...form,
      fullName: ' ',
      email: '',
      contactNumber: '',
      experience: '',
      consultationFee: undefined,
      workingHours: { startTime: '', endTime: '' },
    });
    expect(messages(r)).toEqual([
      M.fullNameRequired,
      M.emailRequired,
      M.experienceInvalid,
      M.contactNumberRequired,
      M.consultationFeeInvalid,
      M.startTimeRequired,
      M.endTimeRequired,
    ]);
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, email: 'nimal@vetnow' }))).toEqual([M.emailInvalid]);
  });

  it('takes experience and fee of 0 but not -1, and refuses non-numbers', () => {
    expect(adminDoctorCreateSchema.parse({ ...form, experience: 0, consultationFee: '0' })).toMatchObject({
      experience: 0,
      consultationFee: 0,
    });
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, experience: -1 }))).toEqual([M.experienceInvalid]);
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, consultationFee: '-1' }))).toEqual([M.consultationFeeInvalid]);
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, consultationFee: 'abc' }))).toEqual([M.consultationFeeInvalid]);
  });

  it('parses qualifications from a comma-separated string or an array', () => {
    expect(qualificationsSchema.parse(' BVSc , ,MVSc,  ')).toEqual(['BVSc', 'MVSc']);
    expect(qualificationsSchema.parse(['  PhD ', '', ' '])).toEqual(['PhD']);
    expect(qualificationsSchema.parse('')).toEqual([]);
    expect(qualificationsSchema.parse(undefined)).toEqual([]);
    expect(qualificationsSchema.safeParse(42).success).toBe(false);
    expect(parseQualifications('a,b , ,c')).toEqual(['a', 'b', 'c']);
  });

  it('limits specialization to the six and defaults it', () => {
    expect(adminDoctorCreateSchema.parse({ ...form, specialization: '' }).specialization).toBe('General Veterinary');
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, specialization: 'Cardiology' }))).toEqual([
      M.specializationInvalid,
    ]);
  });

  it('limits slot duration to 15, 30, 45, 60 and defaults it to 30', () => {
    for (const d of [15, 30, 45, 60]) {
      expect(adminDoctorCreateSchema.parse({ ...form, workingHours: { ...form.workingHours, slotDuration: d } }).workingHours.slotDuration).toBe(d);
    }
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, workingHours: { ...form.workingHours, slotDuration: 20 } }))).toEqual([
      M.slotDurationInvalid,
    ]);
    expect(
      adminDoctorCreateSchema.parse({ ...form, workingHours: { startTime: '09:00', endTime: '12:00' } }).workingHours.slotDuration,
    ).toBe(30);
  });

  it('needs the end time after the start time', () => {
    const at = (startTime: string, endTime: string) =>
      adminDoctorCreateSchema.safeParse({ ...form, workingHours: { startTime, endTime, slotDuration: 30 } });
    expect(messages(at('17:00', '09:00'))).toEqual([M.endTimeAfterStart]);
    expect(messages(at('09:00', '09:00'))).toEqual([M.endTimeAfterStart]);
    expect(at('09:00', '09:01').success).toBe(true);
    expect(messages(at('9am', '17:00'))).toEqual([M.timeInvalid]);
    expect(messages(at('09:00', '25:00'))).toEqual([M.timeInvalid]);
  });

  it('fixes the location to Battaramulla', () => {
    expect(messages(adminDoctorCreateSchema.safeParse({ ...form, clinicAddress: { location: 'Colombo' } }))).toEqual([M.locationFixed]);
    expect(adminDoctorCreateSchema.parse({ ...form, clinicAddress: undefined }).clinicAddress.location).toBe('Battaramulla');
  });
});

describe('doctor self update, status, filters, slots, stats', () => {
  it('lets a doctor change profile fields but not fee, email or activity', () => {
    const data = doctorSelfUpdateSchema.parse({ fullName: 'Dr. N', consultationFee: 1, isActive: false, email: 'x@y.z' });
    expect(data).toEqual({ fullName: 'Dr. N' });
    expect(doctorSelfUpdateSchema.safeParse({ workingHours: { startTime: '10:00', endTime: '09:00' } }).success).toBe(false);
  });

  it('needs isActive as a boolean', () => {
    expect(doctorStatusRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(messages(doctorStatusRequestSchema.safeParse({ isActive: 'yes' }))).toEqual([M.isActiveRequired]);
  });

  it('reads search filters, treating empty values as "any"', () => {
    expect(doctorFiltersSchema.parse({ location: '', specialization: '', availableTime: '', date: '' })).toEqual({});
    expect(
      doctorFiltersSchema.parse({ location: 'Malabe', specialization: 'Dentistry', availableTime: '05:30 PM', date: '2026-11-22' }),
    ).toEqual({ location: 'Malabe', specialization: 'Dentistry', availableTime: '05:30 PM', date: '2026-11-22' });
    expect(doctorFiltersSchema.safeParse({ availableTime: '06:00 PM' }).success).toBe(false);
    expect(doctorFiltersSchema.safeParse({ availableTime: '08:30 AM' }).success).toBe(false);
    expect(doctorFiltersSchema.safeParse({ location: 'Kandy' }).success).toBe(false);
    expect(doctorFiltersSchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(slotsQuerySchema.parse({})).toEqual({});
    expect(slotsQuerySchema.safeParse({ date: '22-11-2026' }).success).toBe(false);
  });

  it('parses entities and stats', () => {
    expect(timeSlotSchema.parse({ time: '09:00 AM', isBooked: false })).toEqual({ time: '09:00 AM', isBooked: false });
    expect(adminStatsSchema.safeParse({ totalDoctors: 1, activeDoctors: 1, totalAppointments: 0, todayAppointments: 0 }).success).toBe(true);
    expect(adminStatsSchema.safeParse({ totalDoctors: -1, activeDoctors: 1, totalAppointments: 0, todayAppointments: 0 }).success).toBe(false);
    const doctor = doctorSchema.parse({
      _id: 'd1', email: 'a@b.co', fullName: 'A', specialization: 'Surgery', experience: 1, qualifications: [],
      contactNumber: '1', clinicAddress: { street: '', city: '', location: 'Battaramulla' }, consultationFee: 10,
      workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 }, isActive: true, password: 'hash',
    });
    expect(doctor).not.toHaveProperty('password');
  });
});
